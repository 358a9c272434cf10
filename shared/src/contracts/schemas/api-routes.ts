import { z } from 'zod';
import type { PageResult } from '../envelope';
import { LOCALES } from '../locales';

/**
 * Who may make a call: anyone with the XSRF pair, a signed-in traveller (Authorization:
 * Bearer <utoken> as well), or the operator (X-Operator-Key, no XSRF pair).
 */
export type ApiAccess = 'public' | 'session' | 'operator';
import { contactRequestSchema, contactResponseSchema } from './contact';

import {
  couponOrderSchema,
  couponPageListSchema,
  couponProductSchema,
  createCouponOrderResponseSchema,
  createCouponOrderSchema,
  currentCouponSeriesSchema,
  drawEntryStateSchema,
  orderRefSchema,
  publicDrawSchema,
  refundDetailsRequestSchema,
  refundDetailsSchema,
  refundOrderSchema,
  refundRequestSchema,
  upiPaymentSchema,
} from './coupons';

import {
  bookingQuoteRequestSchema,
  bookingQuoteResponseSchema,
  cancelQuoteSchema,
  cancelRequestSchema,
  cancelResponseSchema,
  createBookingRequestSchema,
  createBookingResponseSchema,
  eTicketSchema,
  flightOrderPageSchema,
  flightOrderRefSchema,
  flightOrderSchema,
  flightRefundSchema,
} from './flight-booking';
import {
  airportLookupRequestSchema,
  airportLookupResponseSchema,
  fareCalendarRequestSchema,
  fareCalendarResponseSchema,
  flightSearchRequestSchema,
  flightSearchResponseSchema,
  itineraryDetailsSchema,
  itineraryRequestSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from './flights';
import {
  loginRequestSchema,
  logoutRequestSchema,
  registerRequestSchema,
  resetPasswordOtpRequestSchema,
  resetPasswordRequestSchema,
  sendOtpRequestSchema,
} from './rules';

export const loginResponseSchema = z.object({
  utoken: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  uid: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The message for a language the site does not speak: it names the ones it does. */
export const LANGUAGE_INVALID_MESSAGE = `Please choose a language the site speaks: ${LOCALES.join(' or ')}.`;

/** The signed-in traveller's language, for their messages and documents. */
export const languageRequestSchema = z.object({
  language: z.enum(LOCALES, { error: LANGUAGE_INVALID_MESSAGE }),
});
export type LanguageRequest = z.infer<typeof languageRequestSchema>;

export const authCheckResponseSchema = z.object({ enabledOtp: z.boolean() });
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;

/** A call that takes no parameters still posts a JSON object (or nothing at all). */
export const emptyRequestSchema = z.object({});
export type EmptyRequest = z.input<typeof emptyRequestSchema>;

type CallOptions = {
  summary: string;
  access: ApiAccess;
  tag: string;
  /**
   * A server-rendered page may carry the answer (screen-manifest.ts, `pageAnswer`): the call is
   * public, changes nothing and answers every visitor the same.
   */
  inPage?: true;
  /**
   * A member's server-rendered page may carry the answer, asked with the session its request
   * carries (member-hint.ts, `SESSION_COOKIE`): the call is the member's own, and changes nothing.
   */
  memberPage?: true;
};

export type ApiCall<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> = CallOptions & {
  request: Request;
  /** `data` on success; for a paged call, one item of `data`. */
  response: Response;
  /** The envelope carries total, pageNumber and pageSize next to `data` (an array). */
  paged: boolean;
};

function call<Options extends CallOptions, Request extends z.ZodType, Response extends z.ZodType>(
  options: Options,
  request: Request,
  response: Response,
) {
  return { ...options, request, response, paged: false as const };
}

function pagedCall<Options extends CallOptions, Request extends z.ZodType, Item extends z.ZodType>(
  options: Options,
  request: Request,
  item: Item,
) {
  return { ...options, request, response: item, paged: true as const };
}

const accounts = 'Accounts';
const website = 'Website';
const coupons = 'Coupons';
const operator = 'Operator';
const flights = 'Flights';
const bookings = 'Flight bookings';

/**
 * Every call of /travel/api: POST, a JSON body checked with `request`, answered over HTTP 200
 * with `{code, msg, data}` whose `data` matches `response` when `code` is 200. The server's
 * routes, the browser's client and the OpenAPI document are all typed or generated from this.
 */
export const API_CONTRACT = {
  '/travel/api/user/login': call(
    { summary: 'Sign in with a password digest or an OTP', access: 'public', tag: accounts },
    loginRequestSchema,
    loginResponseSchema,
  ),
  '/travel/api/user/register': call(
    { summary: 'Sign up', access: 'public', tag: accounts },
    registerRequestSchema,
    z.null(),
  ),
  '/travel/api/user/loginOut': call(
    { summary: "End the caller's session", access: 'session', tag: accounts },
    logoutRequestSchema,
    z.null(),
  ),
  '/travel/api/user/language': call(
    {
      summary:
        "Keep the signed-in traveller's language (the switch's choice) for their e-mails, SMS and documents",
      access: 'session',
      tag: accounts,
    },
    languageRequestSchema,
    z.null(),
  ),
  '/travel/api/send/sms/otp': call(
    { summary: 'Send a one-time code by SMS', access: 'public', tag: accounts },
    sendOtpRequestSchema,
    z.null(),
  ),
  '/travel/api/user/password/reset/otp': call(
    {
      summary: 'Send a password reset code by SMS, only to a number with an account',
      access: 'public',
      tag: accounts,
    },
    resetPasswordOtpRequestSchema,
    z.null(),
  ),
  '/travel/api/user/password/reset': call(
    {
      summary: 'Set a new password with the reset code; ends every session, starts a new one',
      access: 'public',
      tag: accounts,
    },
    resetPasswordRequestSchema,
    loginResponseSchema,
  ),
  '/travel/api/website/auth/check': call(
    {
      summary: 'Which sign-in methods are on; hands out the XSRF cookie',
      access: 'public',
      tag: website,
      inPage: true,
    },
    emptyRequestSchema,
    authCheckResponseSchema,
  ),
  '/travel/api/website/contact': call(
    { summary: 'Send a message to support', access: 'public', tag: website },
    contactRequestSchema,
    contactResponseSchema,
  ),
  '/travel/api/coupon/products': call(
    { summary: 'The coupons on sale', access: 'public', tag: coupons, inPage: true },
    emptyRequestSchema,
    z.array(couponProductSchema),
  ),
  '/travel/api/coupon/series': call(
    {
      summary: 'The coupon series on sale now and the next one',
      access: 'public',
      tag: coupons,
      inPage: true,
    },
    emptyRequestSchema,
    currentCouponSeriesSchema,
  ),
  '/travel/api/coupon/order/create': call(
    {
      summary: 'Start buying a coupon: the order and its UPI payment',
      access: 'session',
      tag: coupons,
    },
    createCouponOrderSchema,
    createCouponOrderResponseSchema,
  ),
  '/travel/api/coupon/orders/polling': call(
    { summary: "An order's current state", access: 'session', tag: coupons },
    orderRefSchema,
    couponOrderSchema,
  ),
  '/travel/api/coupon/order/pay': call(
    { summary: 'The UPI payment of an open order, again', access: 'session', tag: coupons },
    orderRefSchema,
    upiPaymentSchema,
  ),
  '/travel/api/coupon/order/cancel': call(
    { summary: 'Cancel an order waiting for payment', access: 'session', tag: coupons },
    orderRefSchema,
    couponOrderSchema,
  ),
  '/travel/api/coupon/orders/pageList': pagedCall(
    { summary: "The traveller's orders, newest first", access: 'session', tag: coupons },
    couponPageListSchema,
    couponOrderSchema,
  ),
  '/travel/api/coupon/order/refund': call(
    { summary: 'Ask for a refund of a paid order', access: 'session', tag: coupons },
    refundRequestSchema,
    refundOrderSchema,
  ),
  '/travel/api/coupon/order/refundDetails': call(
    { summary: 'A refund and every step it went through', access: 'session', tag: coupons },
    refundDetailsRequestSchema,
    refundDetailsSchema,
  ),
  '/travel/api/coupon/refunds/pageList': pagedCall(
    {
      summary: "The traveller's refunds, newest first",
      access: 'session',
      tag: coupons,
      memberPage: true,
    },
    couponPageListSchema,
    refundOrderSchema,
  ),
  '/travel/api/coupon/order/original/route/refund': call(
    {
      summary: 'Approve a pending refund: send it back by the original route',
      access: 'operator',
      tag: operator,
    },
    orderRefSchema,
    refundDetailsSchema,
  ),
  '/travel/api/coupon/orders/prizeDraw': call(
    {
      summary: "Enter a paid order into this month's free-flight draw",
      access: 'session',
      tag: coupons,
    },
    orderRefSchema,
    drawEntryStateSchema,
  ),
  '/travel/api/coupon/draws': call(
    {
      summary: 'The free-flight draws, their seeds and winners',
      access: 'public',
      tag: coupons,
      inPage: true,
    },
    emptyRequestSchema,
    z.array(publicDrawSchema),
  ),
  '/travel/api/flights/airports': call(
    {
      summary: 'Airports by the first letters of city, code or name',
      access: 'public',
      tag: flights,
      inPage: true,
    },
    airportLookupRequestSchema,
    airportLookupResponseSchema,
  ),
  '/travel/api/flights/search': call(
    {
      summary: 'One-way or round-trip itineraries, sorted, filtered and paged',
      access: 'public',
      tag: flights,
      inPage: true,
    },
    flightSearchRequestSchema,
    flightSearchResponseSchema,
  ),
  '/travel/api/flights/calendar': call(
    {
      summary: 'The lowest fare of each day around a date',
      access: 'public',
      tag: flights,
      inPage: true,
    },
    fareCalendarRequestSchema,
    fareCalendarResponseSchema,
  ),
  '/travel/api/flights/itinerary': call(
    {
      summary: 'Every segment and layover of one itinerary',
      access: 'public',
      tag: flights,
      inPage: true,
    },
    itineraryRequestSchema,
    itineraryDetailsSchema,
  ),
  '/travel/api/flights/quote': call(
    {
      summary: 'Fare families of an itinerary for the travellers, priced now',
      access: 'public',
      tag: flights,
      inPage: true,
    },
    quoteRequestSchema,
    quoteResponseSchema,
  ),
  '/travel/api/flights/booking/quote': call(
    {
      summary:
        "A fare family re-priced for the travellers, the visitor's usable coupons and the price with one",
      access: 'session',
      tag: bookings,
      memberPage: true,
    },
    bookingQuoteRequestSchema,
    bookingQuoteResponseSchema,
  ),
  '/travel/api/flights/booking/create': call(
    {
      summary: 'Book: re-price, hold the seats and the coupon, start the UPI payment',
      access: 'session',
      tag: bookings,
    },
    createBookingRequestSchema,
    createBookingResponseSchema,
  ),
  '/travel/api/flights/orders/polling': call(
    { summary: "A booking's current state", access: 'session', tag: bookings },
    flightOrderRefSchema,
    flightOrderSchema,
  ),
  '/travel/api/flights/order/pay': call(
    { summary: 'The UPI payment of an unpaid booking, again', access: 'session', tag: bookings },
    flightOrderRefSchema,
    upiPaymentSchema,
  ),
  '/travel/api/flights/order/cancelPayment': call(
    {
      summary: 'Give up an unpaid booking: its seats and coupon are released',
      access: 'session',
      tag: bookings,
    },
    flightOrderRefSchema,
    flightOrderSchema,
  ),
  '/travel/api/flights/orders/pageList': pagedCall(
    { summary: "The visitor's bookings, newest first", access: 'session', tag: bookings },
    flightOrderPageSchema,
    flightOrderSchema,
  ),
  '/travel/api/flights/order/detail': call(
    {
      summary: 'Everything about one booking',
      access: 'session',
      tag: bookings,
      memberPage: true,
    },
    flightOrderRefSchema,
    flightOrderSchema,
  ),
  '/travel/api/flights/order/cancelQuote': call(
    {
      summary: 'What cancelling travellers (or the whole booking) would refund',
      access: 'session',
      tag: bookings,
    },
    cancelRequestSchema,
    cancelQuoteSchema,
  ),
  '/travel/api/flights/order/cancel': call(
    {
      summary: 'Cancel travellers (or the whole booking) and refund by the original route',
      access: 'session',
      tag: bookings,
    },
    cancelRequestSchema,
    cancelResponseSchema,
  ),
  '/travel/api/flights/order/refunds': call(
    {
      summary: "A booking's refunds with every step and the expected credit date",
      access: 'session',
      tag: bookings,
      memberPage: true,
    },
    flightOrderRefSchema,
    z.array(flightRefundSchema),
  ),
  '/travel/api/flights/order/eTicket': call(
    {
      summary: 'The e-ticket of a paid booking',
      access: 'session',
      tag: bookings,
      memberPage: true,
    },
    flightOrderRefSchema,
    eTicketSchema,
  ),
} satisfies Record<`/travel/api/${string}`, ApiCall>;

type Contract = typeof API_CONTRACT;

export type ApiPath = keyof Contract;

/** Who may make the call (public, session, operator): defineRoute enforces it. */
export type AccessOf<P extends ApiPath> = Contract[P]['access'];

/** What a caller sends (defaults not yet applied). */
export type RequestOf<P extends ApiPath> = z.input<Contract[P]['request']>;

/** What the server's handler receives: the request after the schema (trimmed, defaults set). */
export type ParsedRequestOf<P extends ApiPath> = z.output<Contract[P]['request']>;

/** One item of a paged call's list. */
export type PageItemOf<P extends ApiPath> = z.output<Contract[P]['response']>;

/** `data` of a successful answer; for a paged call, the page with total, pageNumber, pageSize. */
export type ResponseOf<P extends ApiPath> = Contract[P]['paged'] extends true
  ? PageResult<PageItemOf<P>>
  : z.output<Contract[P]['response']>;

/**
 * The calls whose answer a server-rendered page may carry: `inPage` ones on any visitor's page,
 * `memberPage` ones on a member's, asked with their session.
 */
export type InPageApiPath = {
  [P in ApiPath]: Contract[P] extends { inPage: true } | { memberPage: true } ? P : never;
}[ApiPath];

export type PagedApiPath = {
  [P in ApiPath]: Contract[P]['paged'] extends true ? P : never;
}[ApiPath];

export type ApiRoutes = { [P in ApiPath]: { request: RequestOf<P>; response: ResponseOf<P> } };
