export interface NavLink {
  to: string;
  label: string;
}

export const guestLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/html/flights', label: 'Flights' },
  { to: '/coupon', label: 'Coupon' },
  { to: '/html/contactUs', label: 'Contact Us' },
];

export const memberLinks: NavLink[] = [
  ...guestLinks,
  { to: '/html/flights-orderList', label: 'Flights Order' },
  { to: '/html/orderList', label: 'Coupons Order' },
];
