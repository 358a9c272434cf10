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

/** Hindi's months, written out in every style (the abbreviations with ॰ read less easily). */
const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्तूबर',
  'नवंबर',
  'दिसंबर',
] as const;
/** Hindi's short weekdays, as hi-IN writes them. */
const HINDI_WEEKDAYS = ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'] as const;

/** The language dates are written in: 'en-IN' (default) or 'hi-IN'. */
type DateLanguage = 'en-IN' | 'hi-IN';

const namesOf = (language: DateLanguage) =>
  language === 'hi-IN'
    ? { months: HINDI_MONTHS, shortMonths: HINDI_MONTHS, weekdays: HINDI_WEEKDAYS }
    : { months: MONTHS, shortMonths: SHORT_MONTHS, weekdays: WEEKDAYS };

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The instant on India's wall clock, to be read with the UTC getters. */
const onIndiaClock = (instant: Date) => new Date(instant.getTime() + IST_OFFSET_MS);

/**
 * Shows a UTC ISO timestamp in India time, e.g. '22 Nov 2026, 05:57 pm IST' ('22 नवंबर 2026,
 * 05:57 pm IST' in Hindi).
 */
export function formatIst(isoUtc: string, language: DateLanguage = 'en-IN'): string {
  const instant = new Date(isoUtc);
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(`Not a valid ISO timestamp: ${isoUtc}`);
  }
  const clock = onIndiaClock(instant);
  const hours = clock.getUTCHours();
  const date = `${pad2(clock.getUTCDate())} ${namesOf(language).shortMonths[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
  const time = `${pad2(hours % 12 || 12)}:${pad2(clock.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
  return `${date}, ${time} IST`;
}

/**
 * How a calendar day is written: 'short' '31 Dec 2026', 'long' '31 December 2026', 'weekday'
 * 'Thu, 31 Dec', 'weekdayYear' 'Thu, 31 Dec, 2026'.
 */
export type IndiaDateStyle = 'short' | 'long' | 'weekday' | 'weekdayYear';

/**
 * A calendar day ('2026-12-31', or the date of a longer ISO string) as India writes it, in
 * English or Hindi ('गुरु, 31 दिसंबर'). It is already a day in India: no time zone moves it.
 */
export function formatIndiaDate(
  isoDate: string,
  style: IndiaDateStyle = 'short',
  language: DateLanguage = 'en-IN',
): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Not a valid ISO date: ${isoDate}`);
  const date = day.getUTCDate();
  const month = day.getUTCMonth();
  const year = day.getUTCFullYear();
  const names = namesOf(language);
  const weekday = names.weekdays[day.getUTCDay()];
  switch (style) {
    case 'long':
      return `${date} ${names.months[month]} ${year}`;
    case 'weekday':
      return `${weekday}, ${date} ${names.shortMonths[month]}`;
    case 'weekdayYear':
      return `${weekday}, ${date} ${names.shortMonths[month]}, ${year}`;
    default:
      return `${date} ${names.shortMonths[month]} ${year}`;
  }
}

/** A month ('2026-11') as India writes it: 'November 2026', 'नवंबर 2026'. */
export function formatIndiaMonth(yearMonth: string, language: DateLanguage = 'en-IN'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  const month = match ? Number(match[2]) - 1 : -1;
  if (!match || month < 0 || month > 11) throw new RangeError(`Not a month: ${yearMonth}`);
  return `${namesOf(language).months[month]} ${match[1]}`;
}

/** The calendar date in India as 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return onIndiaClock(now).toISOString().slice(0, 10);
}
