import { LOCALE, onFirstUse } from '@travel/shared/contracts/plain';

// A yyyy-mm-dd is already an India calendar day: format it in UTC so it never shifts a day.
const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** '2026-12-31' -> '31 Dec 2026' */
export function formatIndiaDate(isoDate: string): string {
  return dayFormat().format(new Date(`${isoDate}T00:00:00Z`));
}
