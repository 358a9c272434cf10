import { pageAnswer } from '@travel/shared/contracts/plain';

/** The catalogue, which the coupon page's HTML carries (screens.ts) and the page reads. */
export const catalogueAnswer = pageAnswer(
  ['coupon', 'products'],
  '/travel/api/coupon/products',
  {},
);
