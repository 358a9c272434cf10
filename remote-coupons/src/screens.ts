import { COUPON_CATALOGUE_ANSWER, defineScreens, page } from '@travel/shared/contracts/plain';
import { drawsAnswer } from './features/draws/api/draws-answer';
import { seriesAnswer } from './features/purchase/api/series-answer';
import { couponRefundsAnswer } from './features/refunds/api/refunds-answer';

/** What this remote exposes to the shell; its build, its dev page and the shell's types follow. */
export default defineScreens('remote_coupons', {
  CouponPage: page('./src/screens/coupon-page.tsx', {
    answers: [COUPON_CATALOGUE_ANSWER, seriesAnswer, drawsAnswer],
  }),
  CouponOrderListPage: page('./src/screens/coupon-order-list-page.tsx'),
  RefundOrderListPage: page('./src/screens/refund-order-list-page.tsx', {
    answers: [couponRefundsAnswer],
  }),
});
