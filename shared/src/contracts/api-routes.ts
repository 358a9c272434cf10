import type { ApiPath } from './schemas/api-routes';

export type { ApiAccess } from './schemas/api-routes';

/** The signed-in traveller as kept in browser storage. */
export type SessionUser = {
  nickname: string;
  email: string;
  mobileNo: string;
  uid: string;
  token: string;
};

/** The paths of API_CONTRACT, in its order: tsc refuses a path missing from either. */
const CONTRACT_PATHS: Record<ApiPath, true> = {
  '/travel/api/user/login': true,
  '/travel/api/user/register': true,
  '/travel/api/user/loginOut': true,
  '/travel/api/user/language': true,
  '/travel/api/send/sms/otp': true,
  '/travel/api/user/password/reset/otp': true,
  '/travel/api/user/password/reset': true,
  '/travel/api/website/auth/check': true,
  '/travel/api/website/contact': true,
  '/travel/api/coupon/products': true,
  '/travel/api/coupon/series': true,
  '/travel/api/coupon/order/create': true,
  '/travel/api/coupon/orders/polling': true,
  '/travel/api/coupon/order/pay': true,
  '/travel/api/coupon/order/cancel': true,
  '/travel/api/coupon/orders/pageList': true,
  '/travel/api/coupon/order/refund': true,
  '/travel/api/coupon/order/refundDetails': true,
  '/travel/api/coupon/refunds/pageList': true,
  '/travel/api/coupon/order/original/route/refund': true,
  '/travel/api/coupon/orders/prizeDraw': true,
  '/travel/api/coupon/draws': true,
  '/travel/api/flights/airports': true,
  '/travel/api/flights/search': true,
  '/travel/api/flights/calendar': true,
  '/travel/api/flights/itinerary': true,
  '/travel/api/flights/quote': true,
  '/travel/api/flights/booking/quote': true,
  '/travel/api/flights/booking/create': true,
  '/travel/api/flights/orders/polling': true,
  '/travel/api/flights/order/pay': true,
  '/travel/api/flights/order/cancelPayment': true,
  '/travel/api/flights/orders/pageList': true,
  '/travel/api/flights/order/detail': true,
  '/travel/api/flights/order/cancelQuote': true,
  '/travel/api/flights/order/cancel': true,
  '/travel/api/flights/order/refunds': true,
  '/travel/api/flights/order/eTicket': true,
};

export const API_PATHS = Object.keys(CONTRACT_PATHS) as ApiPath[];

export function isContractPath(path: string): path is ApiPath {
  return Object.hasOwn(CONTRACT_PATHS, path);
}
