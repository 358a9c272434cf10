import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaMonth, formatIst, todayInIndia } from './time';

const DAY_MS = 86_400_000;

/** Every calendar day from 2024 to 2031, leap years and every weekday included. */
const days = Array.from({ length: 8 * 366 }, (_, index) =>
  new Date(Date.UTC(2024, 0, 1) + index * DAY_MS).toISOString().slice(0, 10),
);

const intlDay = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' });
  return (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`));
};

describe('formatIst', () => {
  it('shows a UTC instant in India time', () => {
    expect(formatIst('2026-11-22T12:27:00Z')).toBe('22 Nov 2026, 05:57 pm IST');
    expect(formatIst('2026-09-05T18:34:00Z')).toBe('06 Sept 2026, 12:04 am IST');
    expect(formatIst('2026-09-05T06:34:00Z')).toBe('05 Sept 2026, 12:04 pm IST');
  });

  it('moves to the next Indian calendar day when UTC is still on the previous one', () => {
    expect(formatIst('2026-12-31T20:00:00.000Z')).toBe('01 Jan 2027, 01:30 am IST');
  });

  it("writes what Intl's en-IN format in Asia/Kolkata writes, at every hour and minute", () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    // Every 13 minutes for a year: each minute of the hour and each hour of the day.
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 13 * 60_000) {
      const iso = new Date(at).toISOString();
      expect(formatIst(iso), iso).toBe(`${intl.format(new Date(at))} IST`);
    }
  });

  it('refuses a value that is not a timestamp', () => {
    expect(() => formatIst('yesterday')).toThrow(RangeError);
  });
});

describe('formatIndiaDate', () => {
  it('writes a calendar day in each style', () => {
    expect(formatIndiaDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatIndiaDate('2026-12-31', 'long')).toBe('31 December 2026');
    expect(formatIndiaDate('2026-12-01T06:10:00+05:30', 'weekday')).toBe('Tue, 1 Dec');
    expect(formatIndiaDate('2026-09-05', 'weekdayYear')).toBe('Sat, 5 Sept, 2026');
  });

  it.each([
    ['short', { day: 'numeric', month: 'short', year: 'numeric' }],
    ['long', { day: 'numeric', month: 'long', year: 'numeric' }],
    ['weekday', { weekday: 'short', day: 'numeric', month: 'short' }],
    ['weekdayYear', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }],
  ] as const)("writes the %s style as Intl's en-IN format does, on every day", (style, options) => {
    const intl = intlDay(options);
    for (const day of days) expect(formatIndiaDate(day, style), day).toBe(intl(day));
  });

  it('writes a calendar day in Hindi, months in full and weekdays as hi-IN writes them', () => {
    expect(formatIndiaDate('2026-12-31', 'short', 'hi-IN')).toBe('31 दिसंबर 2026');
    expect(formatIndiaDate('2026-12-01', 'weekday', 'hi-IN')).toBe('मंगल, 1 दिसंबर');
    expect(formatIndiaDate('2026-09-05', 'weekdayYear', 'hi-IN')).toBe('शनि, 5 सितंबर, 2026');
    const hindiWeekday = new Intl.DateTimeFormat('hi-IN', { weekday: 'short', timeZone: 'UTC' });
    for (const day of days.slice(0, 7)) {
      expect(formatIndiaDate(day, 'weekday', 'hi-IN').split(',')[0]).toBe(
        hindiWeekday.format(new Date(`${day}T00:00:00Z`)),
      );
    }
    expect(formatIst('2026-11-22T12:27:00Z', 'hi-IN')).toBe('22 नवंबर 2026, 05:57 pm IST');
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatIndiaDate('soon')).toThrow(RangeError);
  });

  it('writes a month in either language, and refuses one that is not', () => {
    expect(formatIndiaMonth('2026-11')).toBe('November 2026');
    expect(formatIndiaMonth('2027-01', 'hi-IN')).toBe('जनवरी 2027');
    expect(() => formatIndiaMonth('2026-13')).toThrow(RangeError);
  });
});

describe('todayInIndia', () => {
  it('is the date on the clock in India', () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });
});
