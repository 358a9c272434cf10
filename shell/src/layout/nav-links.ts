import { sitePaths } from '@travel/shared/contracts/plain';

export interface NavLink {
  to: string;
  label: string;
}

export const guestLinks: NavLink[] = [
  { to: sitePaths.home, label: 'Home' },
  { to: sitePaths.flights, label: 'Flights' },
  { to: sitePaths.coupon, label: 'Coupon' },
  { to: sitePaths.contactUs, label: 'Contact Us' },
];

export const memberLinks: NavLink[] = [
  ...guestLinks,
  { to: sitePaths.flightsOrderList, label: 'Flights Order' },
  { to: sitePaths.couponOrderList, label: 'Coupons Order' },
];
