import { CABIN_CLASSES, FARE_FAMILIES, sitePaths } from '@travel/shared/contracts/plain';
import type {
  BookingQuoteRequest,
  CabinClass,
  FareFamilyCode,
  ItineraryDetails,
  QuoteRequest,
} from '@travel/shared';

/** The chosen flights, travellers and cabin, as the info, fares and booking pages carry them. */
export type TripParams = {
  itinerary: string;
  returnItinerary: string;
  adults: number;
  children: number;
  infants: number;
  cabin: CabinClass;
  family: FareFamilyCode | '';
};

function count(value: string | null, fallback: number): number {
  const parsed = Number(value ?? '');
  return value === null || value === '' || !Number.isFinite(parsed) ? fallback : parsed;
}

export function readTrip(params: URLSearchParams): TripParams {
  const cabin = params.get('cabin') ?? 'economy';
  const family = params.get('family') ?? '';
  return {
    itinerary: params.get('itinerary') ?? '',
    returnItinerary: params.get('return') ?? '',
    adults: count(params.get('adults'), 1),
    children: count(params.get('children'), 0),
    infants: count(params.get('infants'), 0),
    cabin: (CABIN_CLASSES.some((c) => c.value === cabin) ? cabin : 'economy') as CabinClass,
    family: FARE_FAMILIES.some((f) => f.code === family) ? (family as FareFamilyCode) : '',
  };
}

/** The same trip on another page: `/html/flights-product?itinerary=..&adults=..`. */
export function tripPath(path: string, trip: TripParams): string {
  const params = new URLSearchParams();
  params.set('itinerary', trip.itinerary);
  if (trip.returnItinerary) params.set('return', trip.returnItinerary);
  params.set('adults', String(trip.adults));
  params.set('children', String(trip.children));
  params.set('infants', String(trip.infants));
  params.set('cabin', trip.cabin);
  if (trip.family) params.set('family', trip.family);
  return `${path}?${params.toString()}`;
}

export function quoteRequest(trip: TripParams): QuoteRequest {
  return {
    itineraryId: trip.itinerary,
    ...(trip.returnItinerary ? { returnItineraryId: trip.returnItinerary } : {}),
    cabin: trip.cabin,
    adults: trip.adults,
    children: trip.children,
    infants: trip.infants,
  };
}

/** The booking form's price of the trip's fare family, with the coupon picked (or none). */
export function bookingQuoteRequest(
  trip: TripParams & { family: FareFamilyCode },
  couponCode: string | null,
): BookingQuoteRequest {
  return { ...quoteRequest(trip), fareFamily: trip.family, couponCode };
}

/** Back to the results this trip came from, with the same travellers and cabin. */
export function searchPathFor(
  trip: TripParams,
  outbound?: ItineraryDetails,
  inbound?: ItineraryDetails,
): string {
  if (!outbound) return sitePaths.flights;
  const params = new URLSearchParams();
  params.set('from', outbound.from);
  params.set('to', outbound.to);
  params.set('date', outbound.depTime.slice(0, 10));
  if (inbound) params.set('returnDate', inbound.depTime.slice(0, 10));
  params.set('adults', String(trip.adults));
  if (trip.children) params.set('children', String(trip.children));
  if (trip.infants) params.set('infants', String(trip.infants));
  params.set('cabin', trip.cabin);
  return `${sitePaths.flights}?${params.toString()}`;
}
