import type { ExposedScreenId, PolicyPageId } from '@travel/shared';

/** Where the frame of the page stays out of the way (docs/product.md, "Routes"). */
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
    description:
      'Get the HegTravel app for Android and iPhone: buy flight coupons, keep your orders and follow refunds.',
  },
  {
    path: '/html/travelBlog',
    screen: 'remote_content/TravelBlogPage',
    title: 'Travel blog',
    description:
      'Destination guides, travel tips, food and culture, and ways to save on flights across India.',
  },
  {
    path: '/html/contactUs',
    screen: 'remote_content/ContactUsPage',
    title: 'Contact us',
    description:
      'Write to Heg Travel or call our support team about coupons, refunds and bookings; our address and Grievance Officer.',
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
    'Privacy Policy',
    'How Heg Travel collects, uses, shares and protects your personal data under the Digital Personal Data Protection Act, 2023 and the IT Rules.',
  ),
  policy(
    'flight-coupon-terms',
    'Flight Coupon Terms and Conditions',
    'Terms for Heg Travel flight coupons: tiers and face values, how to use a coupon, validity to 31 December 2026, and the free flight ticket draw.',
  ),
  policy(
    'refund-cancellation-policy',
    'Refund and Cancellation Policy',
    'How to cancel and get a refund for Heg Travel flight coupons and flight bookings, timelines, and what happens when a payment fails.',
  ),
  policy(
    'grievance-policy',
    'Grievance Redressal Policy',
    "How to raise a complaint with Heg Travel, our Grievance Officer's contact details, response timelines and escalation options.",
  ),
  policy(
    'products-services',
    'Products and Services',
    "Heg Travel's flight coupons, flight search and booking, the free flight ticket draw and our travel blog, explained simply.",
  ),
  policy(
    'about-us',
    'About Us',
    'Heg Travel is a Mumbai-based online travel company helping travellers in India save on domestic flights with prepaid flight coupons.',
  ),
];
