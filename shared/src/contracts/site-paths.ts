// Every page of the site by name, its path (with `:name` parameters). Apps import them as
// `sitePaths` from '@travel/shared/contracts/plain' and link with `sitePaths.coupon`, or
// `sitePath(sitePaths.flightsOrderDetail, { orderId })`; a build inlines the paths it names and
// keeps none of the others. Each has its title in page-titles.ts and its route in site-routes.ts.

export const home = '/';
export const flights = '/html/flights';
export const flightsInfo = '/html/flights-info';
export const flightsProduct = '/html/flights-product';
export const flightsBooking = '/html/flights-booking';
export const flightsOrderList = '/html/flights-orderList';
export const flightsOrderDetail = '/html/flights-orderDetail/:orderId';
export const flightsRefundOrderList = '/html/flights-refundOrderList/:orderId';
export const coupon = '/coupon';
export const couponOrderList = '/html/orderList';
export const refundOrderList = '/html/refundOrderList';
export const download = '/html/download';
export const travelBlog = '/html/travelBlog';
export const contactUs = '/html/contactUs';
export const signIn = '/html/signIn';
export const signUp = '/html/signUp';
export const privacyPolicy = '/privacy-policy';
export const flightCouponTerms = '/flight-coupon-terms';
export const refundCancellationPolicy = '/refund-cancellation-policy';
export const grievancePolicy = '/grievance-policy';
export const productsServices = '/products-services';
export const aboutUs = '/about-us';
