import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineRemoteConfig, devPorts } from '../federation.config';

const apiTarget = `http://127.0.0.1:${devPorts.api}`;

export default mergeRsbuildConfig(
  defineRemoteConfig({
    name: 'remote_coupons',
    title: 'Coupons (standalone)',
    exposes: {
      './CouponPage': './src/screens/coupon-page.tsx',
      './CouponOrderListPage': './src/screens/coupon-order-list-page.tsx',
      './RefundOrderListPage': './src/screens/refund-order-list-page.tsx',
    },
  }),
  // The standalone page talks to the api dev server, and the sandbox payer page lives there too.
  { server: { proxy: { '/travel/api': apiTarget, '/sandbox': apiTarget } } },
);
