import { pageAnswer } from '@travel/shared/contracts/plain';
import type { CabinClass } from '@travel/shared';
import { itineraryKey } from './query-keys';

/** The itinerary call of one chosen flight a page carries, under the key its screen reads it by. */
export const itineraryAnswer = (itineraryId: string, cabin: CabinClass) =>
  pageAnswer(itineraryKey(itineraryId, cabin), '/travel/api/flights/itinerary', {
    itineraryId,
    cabin,
  });
