import { defineRemoteConfig } from '../federation.config';

export default defineRemoteConfig({
  name: 'remote_flights',
  title: 'Flights (standalone)',
  exposes: {
    './FlightsSearchPage': './src/screens/flights-search-page.tsx',
    './FlightsInfoPage': './src/screens/flights-info-page.tsx',
    './FlightsProductPage': './src/screens/flights-product-page.tsx',
    './FlightsBookingPage': './src/screens/flights-booking-page.tsx',
    './FlightsOrderListPage': './src/screens/flights-order-list-page.tsx',
    './FlightsOrderDetailPage': './src/screens/flights-order-detail-page.tsx',
    './FlightsRefundOrderListPage': './src/screens/flights-refund-order-list-page.tsx',
  },
});
