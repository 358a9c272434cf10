import { apiPost } from '@travel/shared';
import { renderStandalone } from '@travel/shared/standalone';
import CouponOrderListPage from './screens/coupon-order-list-page';
import CouponPage from './screens/coupon-page';
import RefundOrderListPage from './screens/refund-order-list-page';

const screens = [
  { path: '/coupon', label: 'Coupon page', Screen: CouponPage },
  { path: '/html/orderList', label: 'Coupon orders', Screen: CouponOrderListPage },
  { path: '/html/refundOrderList', label: 'Refunds', Screen: RefundOrderListPage },
];

// The api hands out the XSRF cookie with its pages; this page comes from the dev server, so it
// gets the cookie from the first call, which needs none, before any screen calls the api.
void apiPost('/travel/api/website/auth/check', {})
  .catch(() => undefined)
  .finally(() => renderStandalone('Coupons', screens));
