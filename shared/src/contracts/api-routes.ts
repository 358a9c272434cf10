import type { ContactRequest, ContactResponse } from './contact';
import type { PageRequest, PageResult } from './envelope';
import type { LoginRequest, LogoutRequest, RegisterRequest, SendOtpRequest } from './rules';
import type { OrderStatus, RefundStatus } from './statuses';

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

export type CouponOrder = {
  orderId: string;
  couponCode: string;
  totalAmountPaise: number;
  backAmountPaise: number;
  status: OrderStatus;
  /** UTC ISO timestamp. */
  createdAt: string;
};

export type CouponOrderRef = { orderId: string };

export type CreateCouponOrderRequest = { couponCode: string };

export type CreateCouponOrderResponse = {
  orderId: string;
  /** Where the traveller completes the payment. */
  paymentUrl: string;
};

export type RefundOrder = {
  refundId: string;
  orderId: string;
  amountPaise: number;
  status: RefundStatus;
  /** UTC ISO timestamp. */
  createdAt: string;
};

export type PrizeDrawEntry = {
  orderId: string;
  entryNumber: string;
};

export type ApiRoutes = {
  '/travel/api/user/login': { request: LoginRequest; response: LoginResponse };
  '/travel/api/user/register': { request: RegisterRequest; response: null };
  '/travel/api/user/loginOut': { request: LogoutRequest; response: null };
  '/travel/api/send/sms/otp': { request: SendOtpRequest; response: null };
  '/travel/api/website/auth/check': { request: EmptyRequest; response: AuthCheckResponse };
  '/travel/api/website/contact': { request: ContactRequest; response: ContactResponse };
  '/travel/api/coupon/order/create': {
    request: CreateCouponOrderRequest;
    response: CreateCouponOrderResponse;
  };
  '/travel/api/coupon/orders/polling': { request: CouponOrderRef; response: CouponOrder };
  '/travel/api/coupon/orders/pageList': {
    request: PageRequest;
    response: PageResult<CouponOrder>;
  };
  '/travel/api/coupon/order/refund': { request: CouponOrderRef; response: RefundOrder };
  '/travel/api/coupon/orders/prizeDraw': { request: CouponOrderRef; response: PrizeDrawEntry };
  '/travel/api/coupon/order/refundDetails': { request: CouponOrderRef; response: RefundOrder };
  '/travel/api/coupon/order/original/route/refund': {
    request: CouponOrderRef;
    response: RefundOrder;
  };
};

export type ApiPath = keyof ApiRoutes;
export type RequestOf<P extends ApiPath> = ApiRoutes[P]['request'];
export type ResponseOf<P extends ApiPath> = ApiRoutes[P]['response'];
