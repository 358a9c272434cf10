import { BUSINESS_ERRORS, sitePaths } from '@travel/shared/contracts/plain';
import { ButtonLink, StatePanel, apiErrorMessage, isRefusal } from '@travel/shared';
import { useT } from '@travel/shared/i18n';

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
  const t = useT();
  const notFound =
    isRefusal(error) &&
    error instanceof Error &&
    error.message === BUSINESS_ERRORS.orderNotFound.message;
  if (notFound) {
    return (
      <StatePanel
        kind="notice"
        alert
        title={t('flights.orders.notFound')}
        action={
          <ButtonLink to={sitePaths.flightsOrderList}>{t('page.flightsOrderList')}</ButtonLink>
        }
      >
        {BUSINESS_ERRORS.orderNotFound.message}
      </StatePanel>
    );
  }
  return <StatePanel kind="error" message={apiErrorMessage(error, failure)} onRetry={onRetry} />;
}
