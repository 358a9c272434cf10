// Dates and times as India writes them (en-IN), without Intl: a page's first Intl formatter loads
// the locale data, 25 to 75 ms of main thread here, on the phone while the page starts. India
// keeps one offset all year (UTC+05:30, no daylight saving) and the formats are fixed, so these
// are a few lines each; time.test.ts holds them equal to Intl's en-IN over years of days and times.

/** India Standard Time: UTC+05:30 the whole year. */
const IST_OFFSET_MS = 330 * 60_000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** en-IN's short months: 'Sept', and the first three letters of the others. */
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The instant on India's wall clock, to be read with the UTC getters. */
const onIndiaClock = (instant: Date) => new Date(instant.getTime() + IST_OFFSET_MS);

/** Shows a UTC ISO timestamp in India time, e.g. '22 Nov 2026, 05:57 pm IST'. */
export function formatIst(isoUtc: string): string {
  const instant = new Date(isoUtc);
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(`Not a valid ISO timestamp: ${isoUtc}`);
  }
  const clock = onIndiaClock(instant);
  const hours = clock.getUTCHours();
  const date = `${pad2(clock.getUTCDate())} ${SHORT_MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
  const time = `${pad2(hours % 12 || 12)}:${pad2(clock.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
  return `${date}, ${time} IST`;
}

/**
 * How a calendar day is written: 'short' '31 Dec 2026', 'long' '31 December 2026', 'weekday'
 * 'Thu, 31 Dec', 'weekdayYear' 'Thu, 31 Dec, 2026'.
 */
export type IndiaDateStyle = 'short' | 'long' | 'weekday' | 'weekdayYear';

/**
 * A calendar day ('2026-12-31', or the date of a longer ISO string) as India writes it. It is
 * already a day in India: no time zone moves it.
 */
export function formatIndiaDate(isoDate: string, style: IndiaDateStyle = 'short'): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Not a valid ISO date: ${isoDate}`);
  const date = day.getUTCDate();
  const month = day.getUTCMonth();
  const year = day.getUTCFullYear();
  const weekday = WEEKDAYS[day.getUTCDay()];
  switch (style) {
    case 'long':
      return `${date} ${MONTHS[month]} ${year}`;
    case 'weekday':
      return `${weekday}, ${date} ${SHORT_MONTHS[month]}`;
    case 'weekdayYear':
      return `${weekday}, ${date} ${SHORT_MONTHS[month]}, ${year}`;
    default:
      return `${date} ${SHORT_MONTHS[month]} ${year}`;
  }
}

/** The calendar date in India as 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return onIndiaClock(now).toISOString().slice(0, 10);
}
