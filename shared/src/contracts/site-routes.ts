import type { ExposedScreenId, ExposedScreenProps } from './exposed-screens';
import type { NoProps, PolicyPageId } from './remotes';
import * as pageTitles from './page-titles';
import type { SitePageName } from './site-path';
import * as sitePaths from './site-paths';

// The route table: every URL of the site and the remote screen it shows. The shell routes by it
// and reads only it before the shared modules exist; the remotes' dev pages read it too, and the
// shell's build writes the screens it routes (routed-screens.json) for the skew gate.

/** Where the frame of the page stays out of the way (docs/product.md, "Routes"). */
export interface FrameRules {
  header?: 'hidden' | 'hidden-on-mobile';
  footer?: 'hidden';
  /**
   * The screen is at least the window's height, so the footer starts below it: a member's list
   * that arrives after the page has painted does not move it. Signed-in-only pages always are.
   */
  fillsScreen?: true;
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

interface RouteFacts extends FrameRules {
  description: string;
  signedInOnly?: boolean;
  /** Signed-in-only pages that are not order lists say why the guest should sign in. */
  signInPrompt?: SignInPromptText;
  /**
   * The api renders its first paint as HTML (docs/decisions/0015-server-rendered-first-paint.md):
   * a public page's first screen, or a signed-in-only page's frame with the screen's loading
   * state for a member and the sign-in prompt for a guest.
   */
  serverRendered?: true;
}

/** The route of a page, and the exposed screen it shows with the props that screen takes. */
type RouteOf = {
  [S in ExposedScreenId]: RouteFacts & { screen: S } & (ExposedScreenProps<S> extends NoProps
      ? { props?: undefined }
      : { props: ExposedScreenProps<S> });
}[ExposedScreenId];

/** A URL and the exposed screen it shows. */
export type SiteRoute = RouteOf & { page: SitePageName; path: string; title: string };

/** The policy and company pages, by their id (POLICY_PAGE_IDS), each at `/${id}`. */
const policyPages = {
  'privacy-policy': 'privacyPolicy',
  'flight-coupon-terms': 'flightCouponTerms',
  'refund-cancellation-policy': 'refundCancellationPolicy',
  'grievance-policy': 'grievancePolicy',
  'products-services': 'productsServices',
  'about-us': 'aboutUs',
} as const satisfies Record<PolicyPageId, SitePageName>;

const policyPage = (page: PolicyPageId, description: string): RouteOf => ({
  screen: 'remote_content/PolicyPage',
  props: { page },
  description,
  serverRendered: true,
});

/** Each page's title; tsc holds the keys to the pages of site-paths.ts. */
const titles: Record<SitePageName, string> = pageTitles;

/** Each page's route; tsc holds the keys to the pages of site-paths.ts. */
const routes: Record<SitePageName, RouteOf> = {
  home: {
    screen: 'remote_content/HomePage',
    description:
      'Buy flight-booking coupons with UPI, save up to ₹11,000 on flights across India and win a free flight ticket.',
    serverRendered: true,
  },
  flights: {
    screen: 'remote_flights/FlightsSearchPage',
    description: 'Search domestic and international flights from Indian cities.',
    serverRendered: true,
  },
  flightsInfo: {
    screen: 'remote_flights/FlightsInfoPage',
    description: 'Timings, stops and fare details of the flight you picked.',
    header: 'hidden-on-mobile',
    footer: 'hidden',
    serverRendered: true,
  },
  flightsProduct: {
    screen: 'remote_flights/FlightsProductPage',
    description: 'Compare the fares and baggage rules offered for your flight.',
    serverRendered: true,
  },
  flightsBooking: {
    screen: 'remote_flights/FlightsBookingPage',
    description: 'Enter traveller details and book your flight.',
    footer: 'hidden',
    signedInOnly: true,
    serverRendered: true,
    signInPrompt: {
      heading: 'Please sign in to book this flight',
      text: 'Your booking, e-ticket and refunds are kept safe in your account. Once you sign in, you carry on with the same fare.',
    },
  },
  flightsOrderList: {
    screen: 'remote_flights/FlightsOrderListPage',
    description: 'Your flight bookings and their status.',
    signedInOnly: true,
    serverRendered: true,
  },
  flightsOrderDetail: {
    screen: 'remote_flights/FlightsOrderDetailPage',
    description: 'The details of one flight booking.',
    signedInOnly: true,
    serverRendered: true,
  },
  flightsRefundOrderList: {
    screen: 'remote_flights/FlightsRefundOrderListPage',
    description: 'Refunds requested for one flight booking.',
    signedInOnly: true,
    serverRendered: true,
  },
  coupon: {
    screen: 'remote_coupons/CouponPage',
    description:
      'Pay ₹99 and get ₹350 off your flight, up to ₹11,000 off for ₹9,999. Every coupon is an entry into our free flight draw.',
    serverRendered: true,
  },
  couponOrderList: {
    screen: 'remote_coupons/CouponOrderListPage',
    description: 'Your coupon orders, coupon codes and draw entries.',
    signedInOnly: true,
    serverRendered: true,
  },
  refundOrderList: {
    screen: 'remote_coupons/RefundOrderListPage',
    description: 'Refunds of your coupon orders and their status.',
    fillsScreen: true,
    serverRendered: true,
  },
  download: {
    screen: 'remote_content/DownloadPage',
    description:
      'Get the HegTravel app for Android and iPhone: buy flight coupons, keep your orders and follow refunds.',
    serverRendered: true,
  },
  travelBlog: {
    screen: 'remote_content/TravelBlogPage',
    description:
      'Destination guides, travel tips, food and culture, and ways to save on flights across India.',
    serverRendered: true,
  },
  contactUs: {
    screen: 'remote_content/ContactUsPage',
    description:
      'Write to Heg Travel or call our support team about coupons, refunds and bookings; our address and Grievance Officer.',
    serverRendered: true,
  },
  signIn: {
    screen: 'remote_auth/SignInPage',
    description: 'Sign in with your mobile number or e-mail address.',
    header: 'hidden',
    footer: 'hidden',
    serverRendered: true,
  },
  signUp: {
    screen: 'remote_auth/SignUpPage',
    description: 'Sign up with your name, e-mail address and mobile number.',
    header: 'hidden',
    footer: 'hidden',
    serverRendered: true,
  },
  privacyPolicy: policyPage(
    'privacy-policy',
    'How Heg Travel collects, uses, shares and protects your personal data under the Digital Personal Data Protection Act, 2023 and the IT Rules.',
  ),
  flightCouponTerms: policyPage(
    'flight-coupon-terms',
    'Terms for Heg Travel flight coupons: series, tiers and face values, how to use a coupon, validity, and the free flight ticket draw.',
  ),
  refundCancellationPolicy: policyPage(
    'refund-cancellation-policy',
    'How to cancel and get a refund for Heg Travel flight coupons and flight bookings, timelines, and what happens when a payment fails.',
  ),
  grievancePolicy: policyPage(
    'grievance-policy',
    "How to raise a complaint with Heg Travel, our Grievance Officer's contact details, response timelines and escalation options.",
  ),
  productsServices: policyPage(
    'products-services',
    "Heg Travel's flight coupons, flight search and booking, the free flight ticket draw and our travel blog, explained simply.",
  ),
  aboutUs: policyPage(
    'about-us',
    'Heg Travel is a Mumbai-based online travel company helping travellers in India save on domestic flights with prepaid flight coupons.',
  ),
};

const route = (page: SitePageName): SiteRoute => ({
  page,
  path: sitePaths[page],
  title: titles[page],
  ...routes[page],
});

/** The routes of the policy and company pages, in the order the site lists them. */
export const policyRoutes: SiteRoute[] = Object.values(policyPages).map(route);

/** The site's public URLs and the remote screen each one shows. */
export const siteRoutes: SiteRoute[] = (Object.keys(routes) as SitePageName[]).map(route);

/** The screens the shell opens over any page, routed nowhere. */
export const shellDialogs: readonly ExposedScreenId[] = ['remote_auth/AuthModal'];

const patterns = siteRoutes.map((siteRoute) => ({
  route: siteRoute,
  pattern: new RegExp(`^${siteRoute.path.replace(/\/$/, '').replace(/:\w+/g, '[^/]+')}/?$`, 'i'),
}));

/** The route a URL path is on, as the router matches it (any case, a trailing slash or none). */
export function matchSiteRoute(pathname: string): SiteRoute | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.route;
}
