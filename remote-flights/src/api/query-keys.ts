import type {
  CabinClass,
  FareCalendarRequest,
  FlightSearchRequest,
  QuoteRequest,
} from '@travel/shared';

// The cache keys of the calls a page's HTML carries (features/*/api/*-answers.ts):
// plain, so the screen manifest that names those answers loads without the screens' code.

/** A search's page of results. */
export const flightSearchKey = (request: FlightSearchRequest) =>
  ['flights', 'search', request] as const;

/** A fare strip: the lowest fare of each day around a date. */
export const fareCalendarKey = (request: FareCalendarRequest) =>
  ['flights', 'calendar', request] as const;

/** One itinerary's segments and layovers, priced for a cabin. */
export const itineraryKey = (itineraryId: string, cabin: CabinClass) =>
  ['flights', 'itinerary', itineraryId, cabin] as const;

/** The fare families of a trip for its travellers. */
export const quoteKey = (request: QuoteRequest) => ['flights', 'quote', request] as const;
