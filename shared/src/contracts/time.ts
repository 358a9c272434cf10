import { LOCALE, TIME_ZONE } from './constants';
import { onFirstUse } from './on-first-use';

const istFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }),
);

/** Shows a UTC ISO timestamp in India time, e.g. '22 Nov 2026, 05:57 pm IST'. */
export function formatIst(isoUtc: string): string {
  const instant = new Date(isoUtc);
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(`Not a valid ISO timestamp: ${isoUtc}`);
  }
  return `${istFormat().format(instant)} IST`;
}
