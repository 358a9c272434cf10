// Every page's title, by the page's name in site-paths.ts: the document title, the page's
// heading and the links that name it. Apps import them as `pageTitles`.

export const home = 'Flight coupons and cheap flights across India';
export const flights = 'Search flights';
export const flightsInfo = 'Flight information';
export const flightsProduct = 'Flight fares';
export const flightsBooking = 'Book your flight';
export const flightsOrderList = 'My flight orders';
export const flightsOrderDetail = 'Flight order details';
export const flightsRefundOrderList = 'Flight refunds';
export const coupon = 'Flight coupons';
export const couponOrderList = 'My coupon orders';
export const refundOrderList = 'My refunds';
export const download = 'Download the app';
export const travelBlog = 'Travel blog';
export const contactUs = 'Contact us';
export const signIn = 'Sign in';
export const signUp = 'Create your account';
export const privacyPolicy = 'Privacy Policy';
export const flightCouponTerms = 'Flight Coupon Terms and Conditions';
export const refundCancellationPolicy = 'Refund and Cancellation Policy';
export const grievancePolicy = 'Grievance Redressal Policy';
export const productsServices = 'Products and Services';
export const aboutUs = 'About Us';
