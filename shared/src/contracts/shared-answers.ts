import { pageAnswer } from './screen-manifest';

/**
 * The coupon catalogue as pages carry it: the coupon page sells from it and the home page's
 * coupon grid shows it. One query key, so a visitor going from one to the other asks once.
 */
export const COUPON_CATALOGUE_ANSWER = pageAnswer(
  ['coupon', 'products'],
  '/travel/api/coupon/products',
  {},
);
