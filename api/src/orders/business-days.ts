import { indiaDateOf } from './references';

/**
 * The India date `days` business days (Monday to Friday) after the India date of `start`.
 * Bank holidays are not counted out: the date is a promise to keep, so it errs late only by
 * weekends.
 */
export function addBusinessDays(start: Date, days: number): string {
  const day = new Date(`${indiaDateOf(start)}T00:00:00Z`);
  let counted = 0;
  while (counted < days) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return day.toISOString().slice(0, 10);
}
