import type { Dates } from '@travel/shared/i18n';

/** The last minute of a draw's period: its closesAt is midnight at the start of the next day. */
export function entriesCloseLabel(closesAt: string, dates: Dates): string {
  return dates.ist(new Date(Date.parse(closesAt) - 60_000).toISOString());
}
