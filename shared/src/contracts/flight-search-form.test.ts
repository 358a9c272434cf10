import {
  INFANTS_PER_ADULT_MESSAGE,
  RETURN_BEFORE_DEPARTURE_MESSAGE,
  TRAVELLERS_MESSAGE,
} from './flights';
import { describe, expect, it } from 'vitest';
import { flightSearchFormSchema, type FlightSearchFormValues } from './schemas/flight-search-form';
import { PAST_DATE_MESSAGE, SAME_AIRPORT_MESSAGE } from './flight-search';

const valid: FlightSearchFormValues = {
  trip: 'one-way',
  from: 'DEL',
  to: 'BOM',
  date: '2026-12-08',
  returnDate: '',
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy',
};

function messages(values: Partial<FlightSearchFormValues>): Record<string, string> {
  const result = flightSearchFormSchema(() => '2026-12-01').safeParse({ ...valid, ...values });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the flight search form', () => {
  it('accepts a plain one-way search', () => {
    expect(messages({})).toEqual({});
  });

  it('names the field of each bad input', () => {
    expect(messages({ to: 'DEL' })).toEqual({ to: SAME_AIRPORT_MESSAGE });
    expect(messages({ date: '2026-11-30' })).toEqual({ date: PAST_DATE_MESSAGE });
    expect(messages({ trip: 'round-trip', returnDate: '2026-12-07' })).toEqual({
      returnDate: RETURN_BEFORE_DEPARTURE_MESSAGE,
    });
    expect(messages({ adults: 5, children: 5 })).toEqual({ children: TRAVELLERS_MESSAGE });
    expect(messages({ adults: 1, infants: 2 })).toEqual({ infants: INFANTS_PER_ADULT_MESSAGE });
  });
});
