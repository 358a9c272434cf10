import { DEFAULT_PAGE_SIZE, pageAnswer, urlPageAnswer } from '@travel/shared/contracts/plain';

/** The key of every page of the visitor's refunds, to refresh them after a change. */
export const COUPON_REFUNDS_KEY = ['coupon', 'refunds'] as const;

/** The page of the visitor's refunds that `?page=` names (the first without one). */
export function refundsPageOf(query: URLSearchParams): number {
  const parsed = Number(query.get('page') ?? '1');
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}

/**
 * A member's refunds page carries the page of their refunds its URL names, asked with their
 * session (a `memberPage` call, screens.ts).
 */
export const couponRefundsAnswer = urlPageAnswer((query) => {
  const pageNumber = refundsPageOf(query);
  return pageAnswer([...COUPON_REFUNDS_KEY, pageNumber], '/travel/api/coupon/refunds/pageList', {
    pageNumber,
    pageSize: DEFAULT_PAGE_SIZE,
  });
});
