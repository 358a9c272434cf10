import type { Dates, Translate } from '@travel/shared/i18n';

/** '2026-12-01T06:10:00+05:30' -> '06:10': the local time as the airline prints it. */
export function localTime(isoWithOffset: string): string {
  return isoWithOffset.slice(11, 16);
}

/** Minutes between two local times with their offsets, so time zones cancel out. */
export function minutesBetween(depTime: string, arrTime: string): number {
  return Math.round((Date.parse(arrTime) - Date.parse(depTime)) / 60000);
}

/** 125 -> '2h 05m', 45 -> '45m', in the page's language. */
export function formatDuration(t: Translate, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0
    ? t('flights.duration.minutes', { minutes: String(rest) })
    : t('flights.duration.hours', { hours: String(hours), minutes: String(rest).padStart(2, '0') });
}

/**
 * '2026-12-01' -> 'Tue, 1 Dec' ('मंगल, 1 दिसंबर' in Hindi), in the language of `dates` (from
 * `useDates()`); a value that is not a date is shown as it is.
 */
export function formatDay(dates: Dates, isoDate: string): string {
  return Number.isNaN(Date.parse(isoDate.slice(0, 10))) ? isoDate : dates.day(isoDate, 'weekday');
}

/** '2 adults, 1 child': who travels, in the page's language. */
export function travellersLabel(
  t: Translate,
  travellers: { adults: number; children: number; infants: number },
): string {
  const parts = [t('flights.travellers.adults', { count: travellers.adults })];
  if (travellers.children) {
    parts.push(t('flights.travellers.children', { count: travellers.children }));
  }
  if (travellers.infants) {
    parts.push(t('flights.travellers.infants', { count: travellers.infants }));
  }
  return parts.join(', ');
}

/** 'Non-stop', '1 stop', '2 stops'. */
export function stopsLabel(t: Translate, stops: number): string {
  return t('flights.stops.count', { count: stops });
}
