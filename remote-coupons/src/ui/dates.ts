import { LOCALE } from '@travel/shared';

// A yyyy-mm-dd is already an India calendar day: format it in UTC so it never shifts a day.
const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-31' -> '31 Dec 2026' */
export function formatIndiaDate(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Whole seconds from now until `isoUtc`, never below zero. */
export function secondsUntil(isoUtc: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(isoUtc) - now) / 1000));
}

/** 599 -> '09:59' */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
