import { formatIndiaDate } from '@travel/shared/contracts/plain';

/** '2026-12-01T06:10:00+05:30' -> '06:10': the local time as the airline prints it. */
export function localTime(isoWithOffset: string): string {
  return isoWithOffset.slice(11, 16);
}

/** Minutes between two local times with their offsets, so time zones cancel out. */
export function minutesBetween(depTime: string, arrTime: string): number {
  return Math.round((Date.parse(arrTime) - Date.parse(depTime)) / 60000);
}

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest}m` : `${hours}h ${String(rest).padStart(2, '0')}m`;
}

/** '2026-12-01' -> 'Tue, 1 Dec'; a value that is not a date is shown as it is. */
export function formatDay(isoDate: string): string {
  return Number.isNaN(Date.parse(isoDate.slice(0, 10)))
    ? isoDate
    : formatIndiaDate(isoDate, 'weekday');
}

export function plural(count: number, one: string, many: string = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function travellersLabel(t: { adults: number; children: number; infants: number }): string {
  const parts = [plural(t.adults, 'adult')];
  if (t.children) parts.push(plural(t.children, 'child', 'children'));
  if (t.infants) parts.push(plural(t.infants, 'infant'));
  return parts.join(', ');
}
