import type { ExposedScreenId, PolicyPageId } from '@travel/shared';

/** Where the frame of the page stays out of the way (spec section 2, Layout). */
export interface FrameRules {
  header?: 'hidden' | 'hidden-on-mobile';
  footer?: 'hidden';
}

export interface SiteRoute extends FrameRules {
  path: string;
  screen: ExposedScreenId;
  props?: { page: PolicyPageId };
  title: string;
  description: string;
  signedInOnly?: boolean;
}

const policy = (page: PolicyPageId, title: string, description: string): SiteRoute => ({
  path: `/${page}`,
  screen: 'remote_content/PolicyPage',
  props: { page },
  title,
  description,
});

/** The site's public URLs and the remote screen each one shows. */
export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    screen: 'remote_content/HomePage',
    title: 'Flight coupons and cheap flights across India',
    description:
      'Buy flight-booking coupons with UPI, save up to ₹11,000 on flights across India and win a free flight ticket.',
  },
  {
    path: '/html/flights',
    screen: 'remote_flights/FlightsSearchPage',
    title: 'Search flights',
    description: 'Search domestic and international flights from Indian cities.',
  },
  {
    path: '/html/flights-info',
    screen: 'remote_flights/FlightsInfoPage',
    title: 'Flight information',
    description: 'Timings, stops and fare details of the flight you picked.',
    header: 'hidden-on-mobile',
    footer: 'hidden',
  },
  {
    path: '/html/flights-product',
    screen: 'remote_flights/FlightsProductPage',
    title: 'Flight fares',
    description: 'Compare the fares and baggage rules offered for your flight.',
  },
  {
    path: '/html/flights-booking',
    screen: 'remote_flights/FlightsBookingPage',
    title: 'Book your flight',
    description: 'Enter traveller details and book your flight.',
    footer: 'hidden',
  },
  {
    path: '/html/flights-orderList',
    screen: 'remote_flights/FlightsOrderListPage',
    title: 'My flight orders',
    description: 'Your flight bookings and their status.',
    signedInOnly: true,
  },
  {
    path: '/html/flights-orderDetail/:orderId',
    screen: 'remote_flights/FlightsOrderDetailPage',
    title: 'Flight order details',
    description: 'The details of one flight booking.',
  },
  {
    path: '/html/flights-refundOrderList/:orderId',
    screen: 'remote_flights/FlightsRefundOrderListPage',
    title: 'Flight refunds',
    description: 'Refunds requested for one flight booking.',
  },
  {
    path: '/coupon',
    screen: 'remote_coupons/CouponPage',
    title: 'Flight coupons',
    description:
      'Pay ₹99 and get ₹350 off your flight, up to ₹11,000 off for ₹9,999. Every coupon is an entry into our free flight draw.',
  },
  {
    path: '/html/orderList',
    screen: 'remote_coupons/CouponOrderListPage',
    title: 'My coupon orders',
    description: 'Your coupon orders, coupon codes and draw entries.',
    signedInOnly: true,
  },
  {
    path: '/html/refundOrderList',
    screen: 'remote_coupons/RefundOrderListPage',
    title: 'My refunds',
    description: 'Refunds of your coupon orders and their status.',
  },
  {
    path: '/html/download',
    screen: 'remote_content/DownloadPage',
    title: 'Download the app',
    description: 'Get the HegTravel app for Android and iPhone.',
  },
  {
    path: '/html/travelBlog',
    screen: 'remote_content/TravelBlogPage',
    title: 'Travel blog',
    description: 'Guides, tips and savings for travelling across India.',
  },
  {
    path: '/html/contactUs',
    screen: 'remote_content/ContactUsPage',
    title: 'Contact us',
    description: 'Write to us or call our support team.',
  },
  {
    path: '/html/signIn',
    screen: 'remote_auth/SignInPage',
    title: 'Sign in',
    description: 'Sign in with your mobile number or e-mail address.',
    header: 'hidden',
    footer: 'hidden',
  },
  {
    path: '/html/signUp',
    screen: 'remote_auth/SignUpPage',
    title: 'Create your account',
    description: 'Sign up with your name, e-mail address and mobile number.',
    header: 'hidden',
    footer: 'hidden',
  },
  policy(
    'privacy-policy',
    'Privacy policy',
    'How HegTravel collects, uses and protects your personal data.',
  ),
  policy(
    'flight-coupon-terms',
    'Flight coupon terms',
    'The terms of HegTravel flight-booking coupons and the free flight ticket draw.',
  ),
  policy(
    'refund-cancellation-policy',
    'Refund and cancellation policy',
    'How to cancel a coupon order and when your refund reaches you.',
  ),
  policy(
    'grievance-policy',
    'Grievance policy',
    'How to raise a grievance and reach our Grievance Officer.',
  ),
  policy(
    'products-services',
    'Products and services',
    'Flight coupons, flight search and the free flight ticket draw.',
  ),
  policy('about-us', 'About us', 'Who we are and how HegTravel helps you fly for less.'),
];

export const SITE_NAME = 'HegTravel';
