import {
  type CabinClass,
  FLIGHT_COUPON_RULE,
  type FareFamilyCode,
  type FareFamilyQuote,
  type PriceBreakdown,
  type QuoteResponse,
} from '@travel/shared/contracts';
import { ApiError } from '../http/envelope';
import type { FlightSupplier } from './supplier';

// The price of a booking: the fare from the inventory now, the coupon, the amount to pay.

export interface PricedTrip {
  quote: QuoteResponse;
  family: FareFamilyQuote;
  international: boolean;
  travelDate: string;
  lastTravelDate: string;
  firstDepartureAt: Date;
}

export type Counts = { adults: number; children: number; infants: number };

/** Re-prices the itineraries and the family from the inventory now. */
export async function priceTrip(
  supplier: FlightSupplier,
  input: {
    itineraryId: string;
    returnItineraryId?: string | undefined;
    cabin: CabinClass;
    travellers: Counts;
    fareFamily: FareFamilyCode;
    now: Date;
  },
): Promise<PricedTrip> {
  const quote = await supplier.quote({
    itineraryId: input.itineraryId,
    returnItineraryId: input.returnItineraryId,
    cabin: input.cabin,
    travellers: input.travellers,
    now: input.now,
  });
  const family = quote.families.find((f) => f.code === input.fareFamily);
  if (!family) throw new ApiError(400, 'Please choose a fare (Saver, Flexi or Super Flexi).');
  const first = quote.itineraries[0]!.segments[0]!;
  const lastItinerary = quote.itineraries[quote.itineraries.length - 1]!;
  const last = lastItinerary.segments[lastItinerary.segments.length - 1]!;
  return {
    quote,
    family,
    international: quote.itineraries.some(
      (it) => it.fromAirport.countryCode !== 'IN' || it.toAirport.countryCode !== 'IN',
    ),
    travelDate: first.depTime.slice(0, 10),
    lastTravelDate: last.depTime.slice(0, 10),
    firstDepartureAt: new Date(first.depTime),
  };
}

/**
 * The price with a coupon, by FLIGHT_COUPON_RULE: the coupon comes off the base fare only, so
 * taxes and the convenience fee are always paid and the amount to pay is never below ₹1.
 */
export function breakdown(
  family: FareFamilyQuote,
  coupon: { code: string; valuePaise: number } | null,
): PriceBreakdown {
  const taxes = new Map<string, { code: string; name: string; amountPaise: number }>();
  for (const fare of family.travellers) {
    for (const line of fare.taxes) {
      const known = taxes.get(line.code) ?? { code: line.code, name: line.name, amountPaise: 0 };
      known.amountPaise += line.amountPaise * fare.count;
      taxes.set(line.code, known);
    }
  }
  const totalFarePaise = family.basePaise + family.taxesPaise + family.convenienceFeePaise;
  const value = coupon?.valuePaise ?? 0;
  const applied = Math.max(
    0,
    Math.min(value, family.basePaise, totalFarePaise - FLIGHT_COUPON_RULE.minimumPayablePaise),
  );
  return {
    basePaise: family.basePaise,
    taxesPaise: family.taxesPaise,
    taxes: [...taxes.values()],
    convenienceFeePaise: family.convenienceFeePaise,
    totalFarePaise,
    couponCode: coupon?.code ?? null,
    couponValuePaise: value,
    couponAppliedPaise: applied,
    amountToPayPaise: totalFarePaise - applied,
  };
}

/** Splits `amount` over `weights` in proportion, to the paisa (largest remainders first). */
export function splitInProportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
