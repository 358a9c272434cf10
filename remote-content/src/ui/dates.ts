import { LOCALE, onFirstUse } from '@travel/shared/contracts/plain';

// Content dates are calendar days, so they are read and shown in UTC to never shift a day.
const longDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const travelDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** '2026-06-15' -> '15 June 2026' */
export function formatLongDate(isoDate: string): string {
  return longDate().format(asDate(isoDate));
}

/** '2026-12-05' -> 'Sat, 5 Dec 2026' */
export function formatTravelDate(isoDate: string): string {
  return travelDate().format(asDate(isoDate));
}
