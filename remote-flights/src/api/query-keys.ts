import type {
  BookingQuoteRequest,
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

/** Every query of the visitor's bookings (the lists, each booking, its refunds). */
export const FLIGHT_ORDERS_KEY = ['flights', 'orders'] as const;

/** Everything about one booking. */
export const flightOrderKey = (orderId: string) =>
  [...FLIGHT_ORDERS_KEY, 'detail', orderId] as const;

/** A paid booking's e-ticket. */
export const eTicketKey = (orderId: string) => [...FLIGHT_ORDERS_KEY, 'e-ticket', orderId] as const;

/** A booking's refunds. */
export const flightRefundsKey = (orderId: string) =>
  [...FLIGHT_ORDERS_KEY, 'refunds', orderId] as const;

/** Every price of the booking form. */
export const BOOKING_QUOTE_KEY = ['flights', 'booking-quote'] as const;

/** The booking form's price with one coupon (or none). */
export const bookingQuoteKey = (request: BookingQuoteRequest) =>
  [...BOOKING_QUOTE_KEY, request] as const;
