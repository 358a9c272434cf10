// Every page of the site by name: its path and its title. Apps import the names as `sitePages`
// from '@travel/shared/contracts/plain' and link with `sitePath(sitePages.name, params)`; a
// build keeps only the pages it names. The route table (site-routes.ts) adds what the shell shows
// on each.

export const home = { path: '/', title: 'Flight coupons and cheap flights across India' } as const;
export const flights = { path: '/html/flights', title: 'Search flights' } as const;
export const flightsInfo = { path: '/html/flights-info', title: 'Flight information' } as const;
export const flightsProduct = { path: '/html/flights-product', title: 'Flight fares' } as const;
export const flightsBooking = { path: '/html/flights-booking', title: 'Book your flight' } as const;
export const flightsOrderList = {
  path: '/html/flights-orderList',
  title: 'My flight orders',
} as const;
export const flightsOrderDetail = {
  path: '/html/flights-orderDetail/:orderId',
  title: 'Flight order details',
} as const;
export const flightsRefundOrderList = {
  path: '/html/flights-refundOrderList/:orderId',
  title: 'Flight refunds',
} as const;
export const coupon = { path: '/coupon', title: 'Flight coupons' } as const;
export const couponOrderList = { path: '/html/orderList', title: 'My coupon orders' } as const;
export const refundOrderList = { path: '/html/refundOrderList', title: 'My refunds' } as const;
export const download = { path: '/html/download', title: 'Download the app' } as const;
export const travelBlog = { path: '/html/travelBlog', title: 'Travel blog' } as const;
export const contactUs = { path: '/html/contactUs', title: 'Contact us' } as const;
export const signIn = { path: '/html/signIn', title: 'Sign in' } as const;
export const signUp = { path: '/html/signUp', title: 'Create your account' } as const;
export const privacyPolicy = { path: '/privacy-policy', title: 'Privacy Policy' } as const;
export const flightCouponTerms = {
  path: '/flight-coupon-terms',
  title: 'Flight Coupon Terms and Conditions',
} as const;
export const refundCancellationPolicy = {
  path: '/refund-cancellation-policy',
  title: 'Refund and Cancellation Policy',
} as const;
export const grievancePolicy = {
  path: '/grievance-policy',
  title: 'Grievance Redressal Policy',
} as const;
export const productsServices = {
  path: '/products-services',
  title: 'Products and Services',
} as const;
export const aboutUs = { path: '/about-us', title: 'About Us' } as const;
