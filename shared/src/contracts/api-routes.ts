import type { ContactRequest, ContactResponse } from './contact';
import type {
  CouponOrder,
  CouponOrderRef,
  CouponPageRequest,
  CouponProduct,
  CreateCouponOrderRequest,
  CreateCouponOrderResponse,
  DrawEntryState,
  PublicDraw,
  RefundDetails,
  RefundDetailsRequest,
  RefundOrder,
  RefundRequest,
  UpiPayment,
} from './coupons';
import type { PageResult } from './envelope';
import type {
  AirportLookupRequest,
  AirportLookupResponse,
  FareCalendarRequest,
  FareCalendarResponse,
  FlightSearchRequest,
  FlightSearchResponse,
  ItineraryDetails,
  ItineraryRequest,
  QuoteRequest,
  QuoteResponse,
} from './flights';
import type { LoginRequest, LogoutRequest, RegisterRequest, SendOtpRequest } from './rules';

/** The signed-in traveller as kept in browser storage. */
export type SessionUser = {
  nickname: string;
  email: string;
  mobileNo: string;
  uid: string;
  token: string;
};

export type LoginResponse = {
  utoken: string;
  nickname: string;
  email: string;
  mobileNo: string;
  uid: string;
};

export type AuthCheckResponse = { enabledOtp: boolean };

/** A call that takes no parameters still posts a JSON object. */
export type EmptyRequest = Record<string, never>;

export type ApiRoutes = {
  '/travel/api/user/login': { request: LoginRequest; response: LoginResponse };
  '/travel/api/user/register': { request: RegisterRequest; response: null };
  '/travel/api/user/loginOut': { request: LogoutRequest; response: null };
  '/travel/api/send/sms/otp': { request: SendOtpRequest; response: null };
  '/travel/api/website/auth/check': { request: EmptyRequest; response: AuthCheckResponse };
  '/travel/api/website/contact': { request: ContactRequest; response: ContactResponse };
  '/travel/api/coupon/products': { request: EmptyRequest; response: CouponProduct[] };
  '/travel/api/coupon/order/create': {
    request: CreateCouponOrderRequest;
    response: CreateCouponOrderResponse;
  };
  '/travel/api/coupon/orders/polling': { request: CouponOrderRef; response: CouponOrder };
  '/travel/api/coupon/order/pay': { request: CouponOrderRef; response: UpiPayment };
  '/travel/api/coupon/order/cancel': { request: CouponOrderRef; response: CouponOrder };
  '/travel/api/coupon/orders/pageList': {
    request: CouponPageRequest;
    response: PageResult<CouponOrder>;
  };
  '/travel/api/coupon/order/refund': { request: RefundRequest; response: RefundOrder };
  '/travel/api/coupon/order/refundDetails': {
    request: RefundDetailsRequest;
    response: RefundDetails;
  };
  '/travel/api/coupon/refunds/pageList': {
    request: CouponPageRequest;
    response: PageResult<RefundOrder>;
  };
  /** The operator's call (X-Operator-Key), not the visitor's: sends an approved refund back. */
  '/travel/api/coupon/order/original/route/refund': {
    request: CouponOrderRef;
    response: RefundDetails;
  };
  '/travel/api/coupon/orders/prizeDraw': { request: CouponOrderRef; response: DrawEntryState };
  '/travel/api/coupon/draws': { request: EmptyRequest; response: PublicDraw[] };
  '/travel/api/flights/airports': {
    request: AirportLookupRequest;
    response: AirportLookupResponse;
  };
  '/travel/api/flights/search': { request: FlightSearchRequest; response: FlightSearchResponse };
  '/travel/api/flights/calendar': {
    request: FareCalendarRequest;
    response: FareCalendarResponse;
  };
  '/travel/api/flights/itinerary': { request: ItineraryRequest; response: ItineraryDetails };
  '/travel/api/flights/quote': { request: QuoteRequest; response: QuoteResponse };
};

export type ApiPath = keyof ApiRoutes;
export type RequestOf<P extends ApiPath> = ApiRoutes[P]['request'];
export type ResponseOf<P extends ApiPath> = ApiRoutes[P]['response'];
