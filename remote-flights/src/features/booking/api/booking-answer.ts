import { pageAnswer, urlPageAnswer } from '@travel/shared/contracts/plain';
import { bookingQuoteKey } from '../../../api/query-keys';
import { bookingQuoteRequest, readTrip } from '../../../ui/trip-params';

/**
 * A member's booking form carries the price of the fare its URL names, with their usable
 * coupons, asked with their session (a `memberPage` call, screens.ts): the flight, the fare and
 * the traveller form are painted at once.
 */
export const bookingQuoteAnswer = urlPageAnswer((query) => {
  const trip = readTrip(query);
  if (!trip.itinerary || !trip.family) return undefined;
  const request = bookingQuoteRequest({ ...trip, family: trip.family }, null);
  return pageAnswer(bookingQuoteKey(request), '/travel/api/flights/booking/quote', request);
});
