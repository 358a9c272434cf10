import { randomUUID } from 'node:crypto';
import type {
  BookingQuoteResponse,
  CreateBookingResponse,
  FareFamilyCode,
  FlightOrder,
  Itinerary,
  TravellerInput,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { callOk, poll, sandboxDecide } from './coupons';
import { callApi, callApiWithAnyBody } from './http';

export const adult = (firstName = 'Asha', lastName = 'Rao'): TravellerInput => ({
  type: 'adult',
  title: 'Ms',
  firstName,
  lastName,
  gender: 'female',
});

export const adultMan = (firstName = 'Ravi', lastName = 'Rao'): TravellerInput => ({
  type: 'adult',
  title: 'Mr',
  firstName,
  lastName,
  gender: 'male',
});

export const infant = (dateOfBirth: string, firstName = 'Mira'): TravellerInput => ({
  type: 'infant',
  title: 'Miss',
  firstName,
  lastName: 'Rao',
  gender: 'female',
  dateOfBirth,
});

export const child = (dateOfBirth: string, firstName = 'Kabir'): TravellerInput => ({
  type: 'child',
  title: 'Mstr',
  firstName,
  lastName: 'Rao',
  gender: 'male',
  dateOfBirth,
});

export const contact = { mobileNo: '9876543210', email: 'asha@example.com' };

/** The itineraries of a day (cheapest first), through the public search. */
export async function itinerariesOn(
  app: FastifyInstance,
  route: { from: string; to: string; date: string; adults?: number; stops?: number[] },
): Promise<Itinerary[]> {
  const answer = await callApi(app, '/travel/api/flights/search', {
    from: route.from,
    to: route.to,
    date: route.date,
    adults: route.adults ?? 1,
    pageSize: 100,
    filters: { stops: route.stops ?? [0], airlines: [], departureBands: [], arrivalBands: [] },
  });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data.outbound.items;
}

export interface Trip {
  itineraryId: string;
  returnItineraryId?: string;
  fareFamily?: FareFamilyCode;
}

const countsOf = (travellers: TravellerInput[]) => ({
  adults: travellers.filter((t) => t.type === 'adult').length,
  children: travellers.filter((t) => t.type === 'child').length,
  infants: travellers.filter((t) => t.type === 'infant').length,
});

export function quoteBooking(
  app: FastifyInstance,
  token: string,
  trip: Trip,
  travellers: TravellerInput[],
  couponCode?: string,
): Promise<BookingQuoteResponse> {
  return callOk(
    app,
    '/travel/api/flights/booking/quote',
    {
      itineraryId: trip.itineraryId,
      returnItineraryId: trip.returnItineraryId,
      fareFamily: trip.fareFamily ?? 'saver',
      ...countsOf(travellers),
      couponCode,
    },
    token,
  );
}

export function createBody(
  trip: Trip,
  travellers: TravellerInput[],
  expectedAmountPaise: number,
  couponCode?: string,
) {
  return {
    idempotencyKey: randomUUID(),
    itineraryId: trip.itineraryId,
    returnItineraryId: trip.returnItineraryId,
    fareFamily: trip.fareFamily ?? 'saver',
    travellers,
    contact,
    couponCode,
    expectedAmountPaise,
  } as const;
}

/** Quotes, then books at the quoted amount. */
export async function book(
  app: FastifyInstance,
  token: string,
  trip: Trip,
  travellers: TravellerInput[],
  couponCode?: string,
): Promise<CreateBookingResponse> {
  const quote = await quoteBooking(app, token, trip, travellers, couponCode);
  return callOk(
    app,
    '/travel/api/flights/booking/create',
    createBody(trip, travellers, quote.price.amountToPayPaise, couponCode),
    token,
  );
}

export function tryBook(
  app: FastifyInstance,
  token: string,
  body: ReturnType<typeof createBody> | Record<string, unknown>,
) {
  return callApiWithAnyBody(app, '/travel/api/flights/booking/create', body, { token });
}

export function pollBooking(
  app: FastifyInstance,
  token: string,
  orderId: string,
): Promise<FlightOrder> {
  return callOk(app, '/travel/api/flights/orders/polling', { orderId }, token);
}

/** Books and pays on the sandbox payer page: the booking is confirmed (2) with a PNR. */
export async function bookAndPay(
  app: FastifyInstance,
  token: string,
  trip: Trip,
  travellers: TravellerInput[],
  couponCode?: string,
  vpa?: string,
): Promise<FlightOrder> {
  const { order, payment } = await book(app, token, trip, travellers, couponCode);
  const page = await sandboxDecide(app, payment, 'approve', vpa);
  expect(page.statusCode).toBe(200);
  const paid = await pollBooking(app, token, order.orderId);
  expect(paid.status).toBe(2);
  return paid;
}

export { poll as pollCoupon };
