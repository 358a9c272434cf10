import { sitePages } from '@travel/shared/contracts/plain';

export interface NavLink {
  to: string;
  label: string;
}

export const guestLinks: NavLink[] = [
  { to: sitePages.home.path, label: 'Home' },
  { to: sitePages.flights.path, label: 'Flights' },
  { to: sitePages.coupon.path, label: 'Coupon' },
  { to: sitePages.contactUs.path, label: 'Contact Us' },
];

export const memberLinks: NavLink[] = [
  ...guestLinks,
  { to: sitePages.flightsOrderList.path, label: 'Flights Order' },
  { to: sitePages.couponOrderList.path, label: 'Coupons Order' },
];
