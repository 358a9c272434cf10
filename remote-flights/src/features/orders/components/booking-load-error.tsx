import { BUSINESS_ERRORS, pageTitles, sitePaths } from '@travel/shared/contracts/plain';
import { ButtonLink, StatePanel, apiErrorMessage, isRefusal } from '@travel/shared';

/**
 * Why a booking's page could not be shown: a booking that is not the visitor's (or does not
 * exist) is "not found" with a way back to their orders; anything else can be retried.
 */
export function BookingLoadError({
  error,
  failure,
  onRetry,
}: {
  error: unknown;
  failure: string;
  onRetry: () => void;
}) {
  const notFound =
    isRefusal(error) &&
    error instanceof Error &&
    error.message === BUSINESS_ERRORS.orderNotFound.message;
  if (notFound) {
    return (
      <StatePanel
        kind="notice"
        alert
        title="Booking not found"
        action={
          <ButtonLink to={sitePaths.flightsOrderList}>{pageTitles.flightsOrderList}</ButtonLink>
        }
      >
        {BUSINESS_ERRORS.orderNotFound.message}
      </StatePanel>
    );
  }
  return <StatePanel kind="error" message={apiErrorMessage(error, failure)} onRetry={onRetry} />;
}
