import type { ExposedScreenId, ExposedScreenProps, NoProps, PolicyPageId } from '@travel/shared';

// Only type imports from @travel/shared: the entry reads this table before the shared modules exist.

/** Where the frame of the page stays out of the way (docs/product.md, "Routes"). */
export interface FrameRules {
  header?: 'hidden' | 'hidden-on-mobile';
  footer?: 'hidden';
}

/** What a page is called, in the document title, the search snippet and every link list. */
export interface PageText {
  title: string;
  description: string;
}

/** What a guest reads behind the sign-in dialog of a signed-in-only page. */
export interface SignInPromptText {
  heading: string;
  text: string;
}

interface RouteFacts extends FrameRules, PageText {
  path: string;
  signedInOnly?: boolean;
  /** Signed-in-only pages that are not order lists say why the guest should sign in. */
  signInPrompt?: SignInPromptText;
}

/** A URL and the exposed screen it shows, with the props that screen takes, if any. */
export type SiteRoute = {
  [S in ExposedScreenId]: RouteFacts & { screen: S } & (ExposedScreenProps<S> extends NoProps
      ? { props?: undefined }
      : { props: ExposedScreenProps<S> });
}[ExposedScreenId];

/** The policy and company pages, each at `/${id}`; tsc holds the keys to POLICY_PAGE_IDS. */
const policyPages = {
  'privacy-policy': {
    title: 'Privacy Policy',
    description:
      'How Heg Travel collects, uses, shares and protects your personal data under the Digital Personal Data Protection Act, 2023 and the IT Rules.',
  },
  'flight-coupon-terms': {
    title: 'Flight Coupon Terms and Conditions',
    description:
      'Terms for Heg Travel flight coupons: series, tiers and face values, how to use a coupon, validity, and the free flight ticket draw.',
  },
  'refund-cancellation-policy': {
    title: 'Refund and Cancellation Policy',
    description:
      'How to cancel and get a refund for Heg Travel flight coupons and flight bookings, timelines, and what happens when a payment fails.',
  },
  'grievance-policy': {
    title: 'Grievance Redressal Policy',
    description:
      "How to raise a complaint with Heg Travel, our Grievance Officer's contact details, response timelines and escalation options.",
  },
  'products-services': {
    title: 'Products and Services',
    description:
      "Heg Travel's flight coupons, flight search and booking, the free flight ticket draw and our travel blog, explained simply.",
  },
  'about-us': {
    title: 'About Us',
    description:
      'Heg Travel is a Mumbai-based online travel company helping travellers in India save on domestic flights with prepaid flight coupons.',
  },
} satisfies Record<PolicyPageId, PageText>;

/** The routes of the policy and company pages, in the order the site lists them. */
export const policyRoutes: SiteRoute[] = (Object.keys(policyPages) as PolicyPageId[]).map(
  (page) => ({
    path: `/${page}`,
    screen: 'remote_content/PolicyPage',
    props: { page },
    ...policyPages[page],
  }),
);

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
    signedInOnly: true,
    signInPrompt: {
      heading: 'Please sign in to book this flight',
      text: 'Your booking, e-ticket and refunds are kept safe in your account. Once you sign in, you carry on with the same fare.',
    },
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
    signedInOnly: true,
  },
  {
    path: '/html/flights-refundOrderList/:orderId',
    screen: 'remote_flights/FlightsRefundOrderListPage',
    title: 'Flight refunds',
    description: 'Refunds requested for one flight booking.',
    signedInOnly: true,
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
  ...policyRoutes,
];

/** The screens the shell opens over any page, routed nowhere. */
export const shellDialogs: readonly ExposedScreenId[] = ['remote_auth/AuthModal'];
