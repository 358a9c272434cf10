import { indiaDateOf } from '../orders/references';

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
const INDIA_OFFSET = '+05:30';

export function isPeriod(value: string): boolean {
  return PERIOD.test(value);
}

/** The India month (yyyy-mm) an instant falls in. */
export function periodOf(at: Date): string {
  return indiaDateOf(at).slice(0, 7);
}

/** A draw's period runs from the first midnight of the month to the next, India time. */
export function periodBounds(period: string): { opensAt: Date; closesAt: Date } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`not a period: ${period}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return {
    opensAt: new Date(`${period}-01T00:00:00${INDIA_OFFSET}`),
    closesAt: new Date(`${next}-01T00:00:00${INDIA_OFFSET}`),
  };
}

const monthName = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 2026-12 -> December 2026. */
export function drawPeriodLabel(period: string): string {
  return monthName.format(new Date(`${period}-15T00:00:00Z`));
}
