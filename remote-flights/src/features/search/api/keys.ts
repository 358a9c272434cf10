import type { FareCalendarRequest, FlightSearchRequest } from '@travel/shared';

// The cache keys of the calls a results page's HTML carries (results-answers.ts): plain, so the
// screen manifest that names those answers loads without the screens' code.

/** A search's page of results. */
export const flightSearchKey = (request: FlightSearchRequest) =>
  ['flights', 'search', request] as const;

/** A fare strip: the lowest fare of each day around a date. */
export const fareCalendarKey = (request: FareCalendarRequest) =>
  ['flights', 'calendar', request] as const;
