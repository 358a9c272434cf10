import { defineScreens, page } from '@travel/shared/contracts/plain';

/** What this remote exposes to the shell; its build, its dev page and the shell's types follow. */
export default defineScreens('remote_coupons', {
  CouponPage: page('./src/screens/coupon-page.tsx'),
  CouponOrderListPage: page('./src/screens/coupon-order-list-page.tsx'),
  RefundOrderListPage: page('./src/screens/refund-order-list-page.tsx'),
});
