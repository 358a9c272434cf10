import { describe, expect, it } from 'vitest';
import { SAME_AIRPORT_MESSAGE } from './flight-search';
import {
  AIRPORT_CODE_MESSAGE,
  INFANTS_PER_ADULT_MESSAGE,
  RETURN_BEFORE_DEPARTURE_MESSAGE,
  TRAVELLERS_MESSAGE,
} from './flights';
import { flightSearchRequestSchema, quoteRequestSchema } from './schemas/flights';

const search = { from: 'DEL', to: 'BOM', date: '2026-12-02' };

function firstMessage(body: unknown): string | undefined {
  const result = flightSearchRequestSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('flight search request', () => {
  it('fills the defaults and upper-cases codes', () => {
    expect(flightSearchRequestSchema.parse({ ...search, from: ' del ' })).toMatchObject({
      from: 'DEL',
      cabin: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
      sort: 'price',
      order: 'asc',
      pageNumber: 1,
      pageSize: 20,
    });
  });

  it('refuses what a traveller can get wrong, in words', () => {
    expect(firstMessage({ ...search, to: 'del' })).toBe(SAME_AIRPORT_MESSAGE);
    expect(firstMessage({ ...search, from: 'DELHI' })).toBe(AIRPORT_CODE_MESSAGE);
    expect(firstMessage({ ...search, returnDate: '2026-12-01' })).toBe(
      RETURN_BEFORE_DEPARTURE_MESSAGE,
    );
    expect(firstMessage({ ...search, adults: 5, children: 5 })).toBe(TRAVELLERS_MESSAGE);
    expect(firstMessage({ ...search, adults: 10 })).toBe(TRAVELLERS_MESSAGE);
    expect(firstMessage({ ...search, adults: 1, infants: 2 })).toBe(INFANTS_PER_ADULT_MESSAGE);
    expect(firstMessage({ ...search, date: '2026-13-01' })).toBe('Please choose a date');
    expect(firstMessage({ ...search, adults: 9, infants: 9 })).toBeUndefined();
  });

  it('checks the travellers of a quote the same way', () => {
    const result = quoteRequestSchema.safeParse({ itineraryId: 'x', adults: 2, infants: 3 });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(INFANTS_PER_ADULT_MESSAGE);
  });
});
