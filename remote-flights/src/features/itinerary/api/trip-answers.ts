import { pageAnswer, urlPageAnswer } from '@travel/shared/contracts/plain';
import { quoteRequest, readTrip } from '../../../ui/trip-params';
import { itineraryKey, quoteKey } from '../../../api/query-keys';

/**
 * The itinerary and fares pages' HTML carries what their URL names (screens.ts): the chosen
 * flights' segments, the return's too, and their fare families for the travellers, so the first
 * paint shows them. An itinerary id the api refuses (tampered, or a flight no longer sold) makes
 * the itinerary page a page not found, and its status says so; the fares page is sent with the
 * api's code (400 also for travellers it cannot price).
 */
const notFound = { refusedAs: 404 } as const;

export const outboundItineraryAnswer = urlPageAnswer((query) => {
  const trip = readTrip(query);
  if (!trip.itinerary) return undefined;
  const body = { itineraryId: trip.itinerary, cabin: trip.cabin };
  return pageAnswer(
    itineraryKey(trip.itinerary, trip.cabin),
    '/travel/api/flights/itinerary',
    body,
  );
}, notFound);

export const returnItineraryAnswer = urlPageAnswer((query) => {
  const trip = readTrip(query);
  if (!trip.returnItinerary) return undefined;
  const body = { itineraryId: trip.returnItinerary, cabin: trip.cabin };
  return pageAnswer(
    itineraryKey(trip.returnItinerary, trip.cabin),
    '/travel/api/flights/itinerary',
    body,
  );
}, notFound);

export const quoteAnswer = urlPageAnswer((query) => {
  const trip = readTrip(query);
  if (!trip.itinerary) return undefined;
  const request = quoteRequest(trip);
  return pageAnswer(quoteKey(request), '/travel/api/flights/quote', request);
});
