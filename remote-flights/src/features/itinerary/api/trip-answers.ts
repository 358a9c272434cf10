import { pageAnswer, urlPageAnswer } from '@travel/shared/contracts/plain';
import { quoteRequest, readTrip } from '../../../ui/trip-params';
import { itineraryAnswer } from '../../../api/itinerary-answer';
import { quoteKey } from '../../../api/query-keys';

/**
 * The itinerary and fares pages' HTML carries what their URL names (screens.ts): the chosen
 * flights' segments, the return's too, and their fare families for the travellers, so the first
 * paint shows them. An itinerary id the api refuses (tampered, or a flight no longer sold) makes
 * the itinerary page a page not found, and its status says so; the fares page is sent with the
 * api's code (400 also for travellers it cannot price).
 */
const notFound = { refusedAs: 404 } as const;

/** The page's flight named by `leg` of its URL: the outbound, or a round trip's return. */
const legAnswer = (leg: 'itinerary' | 'returnItinerary') =>
  urlPageAnswer((query) => {
    const trip = readTrip(query);
    return trip[leg] ? itineraryAnswer(trip[leg], trip.cabin) : undefined;
  }, notFound);

export const outboundItineraryAnswer = legAnswer('itinerary');
export const returnItineraryAnswer = legAnswer('returnItinerary');

export const quoteAnswer = urlPageAnswer((query) => {
  const trip = readTrip(query);
  if (!trip.itinerary) return undefined;
  const request = quoteRequest(trip);
  return pageAnswer(quoteKey(request), '/travel/api/flights/quote', request);
});
