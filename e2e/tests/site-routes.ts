import { policyRoutes } from '../../shell/src/app/site-routes';

/** The policy and company pages, each headed by its title. */
export const policyPages = policyRoutes.map(({ path, title }) => ({ path, heading: title }));

/** Every route of the spec and the heading its screen shows. */
export const siteRoutes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /fly for less/i },
  { path: '/html/flights', heading: 'Search flights' },
  { path: '/html/flights-info', heading: 'Flight information' },
  { path: '/html/flights-product', heading: 'Flight fares' },
  { path: '/html/flights-booking', heading: 'Book your flight' },
  { path: '/html/flights-orderDetail/FO1001', heading: 'Flight order details' },
  { path: '/html/flights-refundOrderList/FO1001', heading: 'Flight refunds' },
  { path: '/coupon', heading: 'Flight coupons' },
  { path: '/html/refundOrderList', heading: 'My refunds' },
  { path: '/html/download', heading: /download/i },
  { path: '/html/travelBlog', heading: 'Travel blog' },
  { path: '/html/contactUs', heading: 'Contact us' },
  { path: '/html/signIn', heading: 'Sign in' },
  { path: '/html/signUp', heading: 'Create your account' },
  ...policyPages,
];

/** Signed-in-only routes: a guest is asked to sign in first. */
export const signedInOnlyRoutes = ['/html/orderList', '/html/flights-orderList'];
