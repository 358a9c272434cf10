import { ButtonLink, StatePanel, apiErrorMessage } from '@travel/shared';
import { ITINERARY_ID_MESSAGE, pageTitles, sitePaths } from '@travel/shared/contracts/plain';

/** A flight that cannot be shown: the server's reason (null: no id at all) and a way back. */
export function TripUnavailable({ error }: { error: unknown }) {
  const message = error === null ? ITINERARY_ID_MESSAGE : apiErrorMessage(error);
  return (
    <StatePanel
      kind="notice"
      alert
      title="We could not open this flight"
      action={<ButtonLink to={sitePaths.flights}>{pageTitles.flights}</ButtonLink>}
    >
      {message}
    </StatePanel>
  );
}
