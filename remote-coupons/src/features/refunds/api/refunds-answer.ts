import {
  DEFAULT_PAGE_SIZE,
  pageAnswer,
  pageNumberOf,
  urlPageAnswer,
} from '@travel/shared/contracts/plain';

/** The key of every page of the visitor's refunds, to refresh them after a change. */
export const COUPON_REFUNDS_KEY = ['coupon', 'refunds'] as const;

/**
 * A member's refunds page carries the page of their refunds its URL names, asked with their
 * session (a `memberPage` call, screens.ts).
 */
export const couponRefundsAnswer = urlPageAnswer((query) => {
  const pageNumber = pageNumberOf(query);
  return pageAnswer([...COUPON_REFUNDS_KEY, pageNumber], '/travel/api/coupon/refunds/pageList', {
    pageNumber,
    pageSize: DEFAULT_PAGE_SIZE,
  });
});
