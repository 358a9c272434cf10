import { pageAnswer, urlPageAnswer } from '@travel/shared/contracts/plain';
import { calendarRequest, hasSearch, readSearch, searchRequest } from '../search-params';
import { fareCalendarKey, flightSearchKey } from '../../../api/query-keys';
import { itineraryAnswer } from '../../../api/itinerary-answer';

/**
 * A results page's HTML carries the first page of its search and its fare strip (screens.ts):
 * the visitor sees the flights in the first paint, and the screen asks for them only when
 * they go stale. A URL with no search carries neither.
 */
export const searchResultsAnswer = urlPageAnswer((query) => {
  const state = readSearch(query);
  if (!hasSearch(state)) return undefined;
  const request = searchRequest(state);
  return pageAnswer(flightSearchKey(request), '/travel/api/flights/search', request);
});

export const fareStripAnswer = urlPageAnswer((query) => {
  const state = readSearch(query);
  if (!hasSearch(state)) return undefined;
  const request = calendarRequest(state);
  return pageAnswer(fareCalendarKey(request), '/travel/api/flights/calendar', request);
});

/** A round trip's return list names its chosen departure, whose card heads the list. */
export const chosenOutboundAnswer = urlPageAnswer((query) => {
  const state = readSearch(query);
  if (!hasSearch(state) || state.returnDate === '' || state.out === '') return undefined;
  return itineraryAnswer(state.out, state.cabin);
});
