import { defineScreens, page } from '@travel/shared/contracts/plain';
import { allAirportsAnswer } from './api/airports-answer';
import { bookingQuoteAnswer } from './features/booking/api/booking-answer';
import {
  outboundItineraryAnswer,
  quoteAnswer,
  returnItineraryAnswer,
} from './features/itinerary/api/trip-answers';
import {
  orderDetailAnswer,
  orderETicketAnswer,
  orderRefundsAnswer,
} from './features/orders/api/order-answers';
import {
  chosenOutboundAnswer,
  fareStripAnswer,
  searchResultsAnswer,
} from './features/search/api/results-answers';

/** What this remote exposes to the shell; its build, its dev page and the shell's types follow. */
export default defineScreens('remote_flights', {
  FlightsSearchPage: page('./src/screens/flights-search-page.tsx', {
    answers: [allAirportsAnswer, searchResultsAnswer, fareStripAnswer, chosenOutboundAnswer],
  }),
  FlightsInfoPage: page('./src/screens/flights-info-page.tsx', {
    answers: [outboundItineraryAnswer, returnItineraryAnswer],
  }),
  FlightsProductPage: page('./src/screens/flights-product-page.tsx', {
    answers: [quoteAnswer],
  }),
  FlightsBookingPage: page('./src/screens/flights-booking-page.tsx', {
    answers: [bookingQuoteAnswer],
  }),
  FlightsOrderListPage: page('./src/screens/flights-order-list-page.tsx'),
  FlightsOrderDetailPage: page('./src/screens/flights-order-detail-page.tsx', {
    answers: [orderDetailAnswer, orderETicketAnswer],
  }),
  FlightsRefundOrderListPage: page('./src/screens/flights-refund-order-list-page.tsx', {
    answers: [orderRefundsAnswer],
  }),
});
