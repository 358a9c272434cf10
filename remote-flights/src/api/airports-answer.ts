import { pageAnswer } from '@travel/shared/contracts/plain';

/** Every airport served, which the search page's HTML carries (screens.ts) to name the codes. */
export const allAirportsAnswer = pageAnswer(
  ['flights', 'airports', '*'],
  '/travel/api/flights/airports',
  {
    query: '',
    limit: 100,
  },
);
