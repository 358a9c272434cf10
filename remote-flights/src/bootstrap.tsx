import { renderStandalone } from '@travel/shared/standalone';
import FlightsBookingPage from './screens/flights-booking-page';
import FlightsInfoPage from './screens/flights-info-page';
import FlightsOrderDetailPage from './screens/flights-order-detail-page';
import FlightsOrderListPage from './screens/flights-order-list-page';
import FlightsProductPage from './screens/flights-product-page';
import FlightsRefundOrderListPage from './screens/flights-refund-order-list-page';
import FlightsSearchPage from './screens/flights-search-page';

renderStandalone('Flights', [
  { path: '/html/flights', label: 'Search', Screen: FlightsSearchPage },
  { path: '/html/flights-info', label: 'Info', Screen: FlightsInfoPage },
  { path: '/html/flights-product', label: 'Product', Screen: FlightsProductPage },
  { path: '/html/flights-booking', label: 'Booking', Screen: FlightsBookingPage },
  { path: '/html/flights-orderList', label: 'Orders', Screen: FlightsOrderListPage },
  {
    path: '/html/flights-orderDetail/:orderId',
    label: 'Order detail',
    Screen: FlightsOrderDetailPage,
  },
  {
    path: '/html/flights-refundOrderList/:orderId',
    label: 'Refunds',
    Screen: FlightsRefundOrderListPage,
  },
]);
