import type {
  CabinClass,
  FlightAirport,
  Itinerary,
  ItineraryDetails,
  QuoteResponse,
  Travellers,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import type { LeadPrice } from './pricing';

/** One itinerary a supplier can sell, with what sorting and filters need. */
export interface SupplierOffer {
  price: LeadPrice;
  stops: number;
  carriers: { code: string; name: string }[];
  seats: number;
  departureUtc: number;
  arrivalUtc: number;
  /** Local minutes after midnight at the origin / at the destination. */
  departureMinute: number;
  arrivalMinute: number;
  /** What the caller sees, with its signed id: built for the offers on the page only. */
  itinerary: () => Itinerary;
}

export interface DayQuery {
  from: string;
  to: string;
  date: string;
}

export interface DayOffers {
  offers: SupplierOffer[];
  /** When `offers` is empty: why, and the nearest days that have flights. */
  empty: { reason: 'no-service' | 'no-flights' | 'sold-out'; nearestDates: string[] } | null;
}

export interface SearchContext {
  cabin: CabinClass;
  /** Adults and children; infants take no seat. */
  seats: number;
  now: Date;
}

export interface QuoteInput {
  itineraryId: string;
  returnItineraryId?: string;
  cabin: CabinClass;
  travellers: Travellers;
  now: Date;
}

/** Moves on the seat stock, in the booking's transaction. */
export type SeatMove = 'hold' | 'release' | 'confirm' | 'return';

/**
 * Where flights come from. The built-in one reads our own inventory from the database; an
 * airline or aggregator connection implements the same calls. Bad input (an unknown or
 * changed itinerary id, a flight that has left, too few seats) throws ApiError with a message
 * for a person.
 */
export interface FlightSupplier {
  /** The first and last day with flights on sale. */
  salesWindow: () => Promise<{ firstDate: string; lastDate: string }>;
  /** Every airport served, busiest first. */
  airports: () => Promise<FlightAirport[]>;
  /** The itineraries of each day asked for (one-way: one day; round trip: two), priced now. */
  searchItineraries: (days: DayQuery[], context: SearchContext) => Promise<DayOffers[]>;
  /** The lowest adult fare (taxes included) of each date; null where nothing can be sold. */
  fareCalendar: (
    route: { from: string; to: string; dates: string[] },
    context: SearchContext,
  ) => Promise<{ date: string; lowestPricePaise: number | null }[]>;
  /** Every segment of an itinerary, re-priced now. */
  itinerary: (itineraryId: string, context: SearchContext) => Promise<ItineraryDetails>;
  /** The fare families for the travellers, re-priced from the inventory now. */
  quote: (input: QuoteInput) => Promise<QuoteResponse>;
  /**
   * Moves `count` seats on every flight of an itinerary: hold for the payment window, release
   * a hold, confirm a paid hold, return a cancelled seat. Throws ApiError when the seats are
   * not there, leaving the caller to roll back.
   */
  moveSeats: (
    tx: Queryable,
    move: SeatMove,
    itineraryId: string,
    cabin: CabinClass,
    count: number,
  ) => Promise<void>;
}
