import { CONTACT_RATE_LIMITED_MESSAGE } from './contact';
import { ITINERARY_ID_MESSAGE, NOT_OPERATING_MESSAGE } from './flights';
import { OTP_INVALID_MESSAGE } from './rules';

export type BusinessErrorSpec = {
  /** The envelope's `code`; the HTTP status is 200 unless `httpStatus` says otherwise. */
  code: number;
  /** The envelope's `msg`, for a person; `{wait}` is filled in when the error is raised. */
  message: string;
  httpStatus?: number;
  /** When a caller gets it. */
  when: string;
};

/**
 * Every business error the API answers with, by name. The api raises them by name
 * (`new ApiError('orderNotFound')`, `fail('orderNotFound')`); screens may compare a response's
 * code and message with them; the OpenAPI document lists them.
 */
export const BUSINESS_ERRORS = {
  // Every call
  sessionExpired: {
    code: 403,
    message: 'Please sign in again.',
    when: 'a call that needs a session has no token, or an unknown or expired one',
  },
  xsrfRefused: {
    code: 419,
    httpStatus: 403,
    message: 'Your security check has expired. Please reload the page and try again.',
    when: 'the XSRF-TOKEN cookie and X-XSRF-TOKEN header are missing, differ or are forged',
  },

  // Accounts
  emailTaken: {
    code: 409,
    message: 'This e-mail address is already registered. Please sign in.',
    when: 'sign-up with an e-mail address that has an account',
  },
  mobileTaken: {
    code: 409,
    message: 'This mobile number is already registered. Please sign in.',
    when: 'sign-up (or a sign-up OTP) for a mobile number that has an account',
  },
  wrongCredentials: {
    code: 401,
    message: 'The account or password is incorrect.',
    when: 'sign-in with an unknown account or a wrong password',
  },
  otpDisabled: {
    code: 400,
    message: 'Sign-in with an OTP is not available.',
    when: 'sign-in with an OTP while ENABLED_OTP is off',
  },
  otpNeedsMobile: {
    code: 400,
    message: 'Please enter your mobile number to sign in with an OTP.',
    when: 'sign-in with an OTP and an e-mail address',
  },
  passwordAndOtp: {
    code: 400,
    message: 'Please sign in with either a password or an OTP.',
    when: 'sign-in with both a password and an OTP',
  },
  otpRequired: {
    code: 400,
    message: OTP_INVALID_MESSAGE,
    when: 'sign-up without an OTP while ENABLED_OTP is on',
  },
  otpWrong: {
    code: 400,
    message: 'The OTP is incorrect. Please check it and try again.',
    when: 'an OTP that does not match the last one sent',
  },
  otpExpired: {
    code: 400,
    message: 'This OTP has expired or is no longer valid. Please request a new one.',
    when: 'an OTP that has expired, was used or had too many wrong tries',
  },
  signInLocked: {
    code: 429,
    message: 'Too many failed sign-in attempts. Please try again in {wait}.',
    when: 'sign-in to an account after several failures in a row',
  },
  signInLockedNetwork: {
    code: 429,
    message: 'Too many failed sign-in attempts from your network. Please try again in {wait}.',
    when: 'sign-in from an address with too many failures this hour',
  },
  signUpTooMany: {
    code: 429,
    message: 'Too many accounts were created from your network. Please try again in {wait}.',
    when: 'sign-up from an address that created too many accounts this hour',
  },
  otpNotEnabled: {
    code: 400,
    message: 'Sign-in and sign-up with an OTP are not available.',
    when: 'asking for an OTP while ENABLED_OTP is off',
  },
  otpTooManyFromNetwork: {
    code: 429,
    message: 'Too many OTP requests from your network. Please try again in {wait}.',
    when: 'too many OTPs asked from one address this hour',
  },
  otpResendWait: {
    code: 429,
    message: 'Please wait {wait} before requesting another OTP.',
    when: 'a new OTP for the same number within 60 seconds',
  },
  otpTooManyForNumber: {
    code: 429,
    message: 'Too many OTPs were requested for this number. Please try again in {wait}.',
    when: 'too many OTPs for one number this hour',
  },
  smsFailed: {
    code: 503,
    message: 'We could not send the SMS just now. Please try again in a moment.',
    when: 'the SMS gateway refused or did not answer; the code is withdrawn',
  },

  // Website
  contactRateLimited: {
    code: 429,
    message: CONTACT_RATE_LIMITED_MESSAGE,
    when: 'too many contact messages from one address',
  },

  // Flights
  itineraryNotFound: {
    code: 404,
    message: ITINERARY_ID_MESSAGE,
    when: 'an itinerary id the site did not issue, or one that was changed',
  },
  flightNotOperating: {
    code: 404,
    message: NOT_OPERATING_MESSAGE,
    when: 'an itinerary whose flight no longer flies on its day (the schedule changed)',
  },
  flightReadsTooMany: {
    code: 429,
    httpStatus: 429,
    message: 'Too many flight searches from your network. Please try again in {wait}.',
    when: 'more flight searches, fare calendars, itineraries and quotes from one address in a minute than FLIGHT_READS_PER_MINUTE (Retry-After says when to try again)',
  },
  airportLookupsTooMany: {
    code: 429,
    httpStatus: 429,
    message: 'Too many airport lookups from your network. Please try again in {wait}.',
    when: 'more airport lookups from one address in a minute than AIRPORT_LOOKUPS_PER_MINUTE (Retry-After says when to try again)',
  },

  // Coupons
  orderNotFound: {
    code: 404,
    message: 'We could not find that order.',
    when: "an unknown order, or another traveller's",
  },
  unknownProduct: {
    code: 404,
    message: 'Please choose one of our coupons.',
    when: 'an unknown product code',
  },
  productExpired: {
    code: 410,
    message: 'This coupon has expired.',
    when: 'buying after the coupon expired (end of its day, India time)',
  },
  productNotOnSale: {
    code: 410,
    message: 'This coupon is no longer on sale.',
    when: 'buying a coupon of a series whose sale has ended (or not begun); coupons bought keep their expiry',
  },
  idempotencyKeyReused: {
    code: 409,
    message:
      'This order was already started with other details. Please reload the page and try again.',
    when: 'one idempotency key used again for another coupon, or another itinerary, fare, coupon or travellers',
  },
  tooManyOpenOrders: {
    code: 429,
    message: 'You have several orders waiting for payment. Please pay or cancel one of them first.',
    when: 'a sixth unpaid coupon order, or a fourth unpaid flight booking, inside its payment window',
  },
  gatewayUnavailable: {
    code: 503,
    message: 'The payment service is not answering. Please try again in a minute.',
    when: 'the payment gateway refused or did not answer; no order is kept',
  },
  paymentWindowClosed: {
    code: 410,
    message: 'The time to pay for this order has run out. Please start a new order.',
    when: 'paying again after the payment window',
  },
  orderNotPayable: {
    code: 409,
    message: 'This order can no longer be paid.',
    when: 'paying an order that is not waiting for payment',
  },
  orderNotCancellable: {
    code: 409,
    message: 'Only an order that is waiting for payment can be cancelled.',
    when: 'cancelling an order that is not waiting for payment',
  },
  refundUnpaid: {
    code: 409,
    message: 'This order has not been paid, so there is nothing to refund.',
    when: 'a refund of an order that was never paid',
  },
  refundAlreadyRequested: {
    code: 409,
    message: 'A refund has already been requested for this order.',
    when: 'a refund of an order whose refund is in progress',
  },
  refundAlreadyDone: {
    code: 409,
    message: 'This order has already been refunded.',
    when: 'a refund of a refunded order',
  },
  refundCouponUsed: {
    code: 409,
    message: 'This coupon has been used and cannot be refunded.',
    when: 'a refund of a redeemed coupon',
  },
  refundCouponExpired: {
    code: 409,
    message: 'This coupon has expired and can no longer be refunded.',
    when: 'a refund after the coupon expired',
  },
  noRefund: {
    code: 404,
    message: 'No refund has been requested for this order.',
    when: 'refund details of an order without a refund',
  },
  drawNeedsPaidOrder: {
    code: 409,
    message: 'Only a paid order can enter the prize draw.',
    when: 'a draw entry of an unpaid order',
  },
  drawRefunded: {
    code: 409,
    message: 'This order was refunded, so its draw entry is void.',
    when: 'a draw entry of an order in refund',
  },

  // Flight bookings
  fareChanged: {
    code: 409,
    message:
      'The price of this trip has changed to {newPrice} (it was {oldPrice}). Please check the new price and confirm.',
    when: 'a booking whose fare, re-priced from the inventory, differs from the amount the visitor was shown',
  },
  couponNotFound: {
    code: 404,
    message: 'We could not find that coupon among yours.',
    when: "an unknown coupon code, or another visitor's coupon",
  },
  couponUnpaid: {
    code: 409,
    message: 'This coupon has not been paid for, so it cannot be used yet.',
    when: 'a coupon whose order is not paid',
  },
  couponUsed: {
    code: 409,
    message: 'This coupon has already been used.',
    when: 'a coupon used for a paid booking',
  },
  couponHeld: {
    code: 409,
    message:
      'This coupon is held for another booking waiting for payment. Please pay or cancel that booking first.',
    when: 'a coupon reserved by another unpaid booking',
  },
  couponRefunded: {
    code: 409,
    message: 'This coupon was refunded and can no longer be used.',
    when: 'a coupon whose order was refunded',
  },
  couponRefundPending: {
    code: 409,
    message: 'A refund of this coupon has been requested, so it cannot be used.',
    when: 'a coupon whose order is in refund',
  },
  couponExpiredForBooking: {
    code: 410,
    message: 'This coupon has expired and can no longer be used.',
    when: 'a coupon after its last day (India time)',
  },
  couponHeldForBooking: {
    code: 409,
    message:
      'This coupon is held for a flight booking waiting for payment, so it cannot be refunded now.',
    when: 'a coupon refund while a flight booking holds the coupon',
  },
  bookingNotPaid: {
    code: 409,
    message: 'The e-ticket is issued once the booking is paid.',
    when: 'the e-ticket or a cancellation of a booking that is not paid',
  },
  taxDocumentNotFound: {
    code: 404,
    message: 'We could not find that invoice or credit note for this booking.',
    when: 'a tax document number that is not of the booking',
  },
  bookingNotCancellable: {
    code: 409,
    message: 'This booking can no longer be cancelled.',
    when: 'a cancellation of a booking that is not confirmed, or whose travellers are all cancelled',
  },
  travellerAlreadyCancelled: {
    code: 409,
    message: 'This traveller has already been cancelled.',
    when: 'a second cancellation of the same traveller',
  },
  unknownTraveller: {
    code: 400,
    message: 'Please choose travellers of this booking.',
    when: 'a cancellation naming a traveller number the booking does not have',
  },
  infantWithoutAdult: {
    code: 400,
    message:
      'An infant travels on an adult’s lap: please cancel the infant too, or keep one adult for each infant.',
    when: 'cancelling adults would leave more infants than adults',
  },
  flightDepartedForCancel: {
    code: 409,
    message:
      'The first flight leaves within 2 hours or has left, so this booking can no longer be cancelled online.',
    when: 'a cancellation less than 2 hours before the first departure',
  },

  refundInProgress: {
    code: 409,
    message:
      'A refund of this booking is still on its way. Please try again once it has reached your account.',
    when: 'a cancellation while the refund of an earlier one has not been settled by the gateway',
  },

  // The operator's call
  operatorNotConfigured: {
    code: 403,
    httpStatus: 403,
    message: 'Operator access is not configured.',
    when: 'the operator call while OPERATOR_API_KEY is not set',
  },
  operatorKeyInvalid: {
    code: 403,
    httpStatus: 403,
    message: 'The operator key is not valid.',
    when: 'the operator call with a missing or wrong X-Operator-Key',
  },
  noRefundToApprove: {
    code: 404,
    message: 'No refund of this order is waiting to be sent.',
    when: 'approving an order with no pending refund',
  },
  noSuchRefund: {
    code: 404,
    message: 'No refund has that id.',
    when: 'approving or rejecting a refund id that does not exist',
  },
  refundFinished: {
    code: 409,
    message: 'This refund is already finished.',
    when: 'approving a refund that already succeeded or failed',
  },
  refundAlreadyApproved: {
    code: 409,
    message: 'This refund has already been approved.',
    when: 'a staff member approving a refund that is no longer pending (two approvals at once: one wins)',
  },
  refundNotPending: {
    code: 409,
    message: 'Only a pending refund can be rejected.',
    when: 'rejecting a refund that is no longer pending',
  },
} as const satisfies Record<string, BusinessErrorSpec>;

export type BusinessErrorName = keyof typeof BUSINESS_ERRORS;

/** Values for the `{...}` placeholders of a message, e.g. `{ wait: '45 seconds' }`. */
export type BusinessErrorParams = Record<string, string>;

/**
 * How long a person has to wait, rounded up, for a `{wait}` message: `wait` is the English
 * ("45 seconds", "1 minute", "15 minutes"), `count` and `unit` let a page say it in its own
 * language. `unit: 'second'` keeps a wait in seconds however long it is.
 */
export function waitParams(ms: number, unit?: 'second'): BusinessErrorParams {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60 || unit === 'second') {
    return {
      wait: `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
      count: String(seconds),
      unit: 'second',
    };
  }
  const minutes = Math.ceil(seconds / 60);
  return {
    wait: `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
    count: String(minutes),
    unit: 'minute',
  };
}

/** The message of a business error, with its placeholders filled in. */
export function businessErrorMessage(name: BusinessErrorName, params: BusinessErrorParams = {}) {
  return BUSINESS_ERRORS[name].message.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(params, key) ? (params[key] ?? placeholder) : placeholder,
  );
}

/** A regular expression source matching the message with any text in its placeholders. */
export function businessErrorMessagePattern(name: BusinessErrorName): string {
  const parts = BUSINESS_ERRORS[name].message.split(/\{\w+\}/);
  return `^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`;
}

const patterns = (Object.keys(BUSINESS_ERRORS) as BusinessErrorName[]).map((name) => ({
  name,
  code: BUSINESS_ERRORS[name].code,
  message: new RegExp(businessErrorMessagePattern(name)),
}));

/** Which business error an answer is, by its code and message; undefined for any other. */
export function businessErrorNameOf(code: number, msg: string): BusinessErrorName | undefined {
  return patterns.find((error) => error.code === code && error.message.test(msg))?.name;
}
