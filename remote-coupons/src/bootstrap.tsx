import { renderStandalone } from '@travel/shared/standalone';
import CouponOrderListPage from './screens/coupon-order-list-page';
import CouponPage from './screens/coupon-page';
import RefundOrderListPage from './screens/refund-order-list-page';

renderStandalone('Coupons', [
  { path: '/coupon', label: 'Coupon page', Screen: CouponPage },
  { path: '/html/orderList', label: 'Coupon orders', Screen: CouponOrderListPage },
  { path: '/html/refundOrderList', label: 'Refunds', Screen: RefundOrderListPage },
]);
