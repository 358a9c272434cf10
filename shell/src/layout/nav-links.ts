import { sitePaths } from '@travel/shared/contracts/plain';

export interface NavLink {
  to: string;
  /** The message id of the link's text (src/locales). */
  label: string;
}

export const guestLinks: NavLink[] = [
  { to: sitePaths.home, label: 'nav.home' },
  { to: sitePaths.flights, label: 'nav.flights' },
  { to: sitePaths.coupon, label: 'nav.coupon' },
  { to: sitePaths.contactUs, label: 'nav.contactUs' },
];

export const memberLinks: NavLink[] = [
  ...guestLinks,
  { to: sitePaths.flightsOrderList, label: 'nav.flightOrders' },
  { to: sitePaths.couponOrderList, label: 'nav.couponOrders' },
];
