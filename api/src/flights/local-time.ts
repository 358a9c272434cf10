import { formatIndiaDate } from '@travel/shared/contracts';
import type { Locale } from '../messages/locale';

/**
 * '02 Dec 2026, 06:10' from '2026-12-02T06:10:00+05:30' (local time at the airport); in Hindi
 * '2 दिसंबर 2026, 06:10'.
 */
export function localTime(iso: string, locale: Locale = 'en-IN'): string {
  const [date, time] = [iso.slice(0, 10), iso.slice(11, 16)];
  if (locale === 'hi-IN') return `${formatIndiaDate(date, 'short', 'hi-IN')}, ${time}`;
  const day = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
  return `${day}, ${time}`;
}
