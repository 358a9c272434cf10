import { ButtonLink, StatePanel, apiErrorMessage, useContractText } from '@travel/shared';
import { ITINERARY_ID_MESSAGE, sitePaths } from '@travel/shared/contracts/plain';
import { useT } from '@travel/shared/i18n';

/** A flight that cannot be shown: the server's reason (null: no id at all) and a way back. */
export function TripUnavailable({ error }: { error: unknown }) {
  const t = useT();
  const text = useContractText();
  const message = error === null ? text(ITINERARY_ID_MESSAGE) : apiErrorMessage(error);
  return (
    <StatePanel
      kind="notice"
      alert
      title={t('flights.trip.unavailable')}
      action={<ButtonLink to={sitePaths.flights}>{t('page.flights')}</ButtonLink>}
    >
      {message}
    </StatePanel>
  );
}
