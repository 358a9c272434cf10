import { describe, expect, it } from 'vitest';
import {
  ADULTS_MESSAGE,
  PAST_DATE_MESSAGE,
  SAME_AIRPORT_MESSAGE,
  addDays,
  flightSearchPath,
} from './flight-search';
import { flightSearchSchema } from './schemas/flight-search';
import { todayInIndia } from './time';

const schema = flightSearchSchema(() => '2026-11-22');
const search = { from: 'DEL', to: 'BOM', date: '2026-12-05', adults: 1, cabin: 'economy' };

function messages(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('flight search', () => {
  it('builds the /html/flights query the flights section reads', () => {
    expect(flightSearchPath(schema.parse(search))).toBe(
      '/html/flights?from=DEL&to=BOM&date=2026-12-05&adults=1&cabin=economy',
    );
  });

  it('refuses the same city at both ends', () => {
    expect(messages({ ...search, to: 'DEL' })).toEqual({ to: SAME_AIRPORT_MESSAGE });
  });

  it('accepts today in India and refuses yesterday', () => {
    expect(messages({ ...search, date: '2026-11-22' })).toEqual({});
    expect(messages({ ...search, date: '2026-11-21' })).toEqual({ date: PAST_DATE_MESSAGE });
  });

  it('takes 1 to 9 travellers, also as the text of a select', () => {
    expect(schema.parse({ ...search, adults: '3' }).adults).toBe(3);
    expect(messages({ ...search, adults: 0 })).toEqual({ adults: ADULTS_MESSAGE });
    expect(messages({ ...search, adults: 10 })).toEqual({ adults: ADULTS_MESSAGE });
  });

  it('counts the date in India, where the day starts 5.5 hours before UTC', () => {
    expect(todayInIndia(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-21');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
