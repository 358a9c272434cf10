import { ButtonLink, StatePanel, apiErrorMessage, useContractText } from '@travel/shared';
import { ITINERARY_ID_MESSAGE, sitePaths } from '@travel/shared/contracts/plain';
import { useI18n, useT } from '@travel/shared/i18n';

/** A flight that cannot be shown: the server's reason (null: no id at all) and a way back. */
export function TripUnavailable({ error }: { error: unknown }) {
  const t = useT();
  const i18n = useI18n();
  const text = useContractText();
  // In this render's language: on the server, the page's own instance.
  const message =
    error === null ? text(ITINERARY_ID_MESSAGE) : apiErrorMessage(error, undefined, i18n);
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
