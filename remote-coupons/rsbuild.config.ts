import { defineRemoteConfig } from '../federation.config';

export default defineRemoteConfig({
  name: 'remote_coupons',
  title: 'Coupons (standalone)',
  exposes: {
    './CouponPage': './src/screens/coupon-page.tsx',
    './CouponOrderListPage': './src/screens/coupon-order-list-page.tsx',
    './RefundOrderListPage': './src/screens/refund-order-list-page.tsx',
  },
});
