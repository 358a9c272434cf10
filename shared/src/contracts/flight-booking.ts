import { BUSINESS_ERRORS, type BusinessErrorName } from './business-errors';
import { DEFAULT_PAGE_SIZE } from './constants';
import { INFANTS_PER_ADULT_MESSAGE, MAX_SEATED_TRAVELLERS, TRAVELLERS_MESSAGE } from './flights';

/**
 * Flight bookings: re-priced quote with the visitor's coupons, the booking and its UPI payment,
 * the PNR and e-ticket, cancellation of travellers and their refunds. Money is integer paise;
 * times are UTC ISO strings; dates (yyyy-mm-dd) are local dates of the flight or India dates.
 */

/** How long a new booking holds its seats and coupon while the visitor pays by UPI. */
export const FLIGHT_PAYMENT_WINDOW_MINUTES = 10;
export const FLIGHT_PAYMENT_WINDOW_MS = FLIGHT_PAYMENT_WINDOW_MINUTES * 60_000;

/** Our own fee per cancelled traveller (GST included), on top of the airline's fee. */
export const CANCELLATION_SERVICE_FEE_PAISE = 30_000;

/** Bookings waiting for payment one visitor may have at once (each holds seats). */
export const MAX_OPEN_BOOKINGS = 3;

/** The path of the e-ticket as a PDF: POST {orderId} with the session, answers application/pdf. */
export const FLIGHT_ETICKET_PDF_PATH = '/travel/api/flights/order/eTicket/pdf';
/** A GST tax invoice or credit note of the visitor's booking, as a PDF (`TaxDocumentRef`). */
export const FLIGHT_TAX_DOCUMENT_PDF_PATH = '/travel/api/flights/order/taxDocument/pdf';

/**
 * The flight coupon rule, one text for the terms page, the checkout and the refund policy.
 * A coupon comes off the base fare only: taxes, airport charges and the convenience fee are
 * always paid, so the amount to pay is never zero.
 */
export const FLIGHT_COUPON_RULE = {
  /** What part of the fare a coupon can pay for. */
  appliesTo: 'base-fare',
  couponsPerBooking: 1,
  /** The smallest amount ever asked for by UPI (₹1); the rule keeps it above the taxes anyway. */
  minimumPayablePaise: 100,
} as const;

export const FLIGHT_COUPON_TERMS: readonly string[] = [
  'One coupon per booking. Only your own coupons that are paid for, unused, not refunded or being refunded, and not expired can be used.',
  'The coupon’s value comes off the base fare of the booking. Taxes, airport charges and the convenience fee are always paid by UPI.',
  'A coupon worth more than the base fare pays the whole base fare; the rest of its value is not paid out, not kept as credit and cannot be used again.',
  'While the payment is pending the coupon is held for the booking. If the payment fails, is cancelled or its time runs out, the coupon is released and can be used again.',
  'Once the booking is paid the coupon is used: it can no longer be refunded as a coupon or used for another booking.',
  'When travellers are cancelled, the coupon is not paid back in money: each cancelled traveller’s refund is reduced by their share of the coupon (the coupon split over the travellers in proportion to their base fare).',
];

/** What a cancellation costs, for the refund policy and the cancel screen. */
export const FLIGHT_CANCELLATION_TERMS: readonly string[] = [
  'Cancel one traveller or the whole booking online until 2 hours before the first flight leaves.',
  'The refund is the fare paid for each cancelled traveller, less the airline’s cancellation fee of the fare family (per traveller and direction, never more than the base fare), our fee of ₹300 per traveller and the traveller’s share of any coupon. Taxes and airport charges are refunded; the convenience fee is not.',
  'The refund goes back by the original payment route (UPI, to the account that paid) and should reach it within 7 business days.',
  'An infant travels on an adult’s lap: an adult cannot be cancelled while more infants than adults would be left.',
];

/** What an e-ticket tells every traveller, by code, in the api's words. */
export const ETICKET_NOTES = {
  checkInCloses:
    'Check-in closes 45 minutes before departure on domestic flights and 60 minutes before international flights.',
  photoId:
    'Carry a government photo ID (passport for international flights) matching the traveller’s name.',
  cancelOnline: FLIGHT_CANCELLATION_TERMS[0] ?? '',
} as const;

// ---- travellers --------------------------------------------------------------------------------

export const TRAVELLER_TYPES = ['adult', 'child', 'infant'] as const;
export type TravellerType = (typeof TRAVELLER_TYPES)[number];

/** Titles as Indian carriers ask for them: adults Mr/Mrs/Ms, children and infants Mstr/Miss. */
export const TRAVELLER_TITLES = {
  adult: ['Mr', 'Mrs', 'Ms'],
  child: ['Mstr', 'Miss'],
  infant: ['Mstr', 'Miss'],
} as const satisfies Record<TravellerType, readonly string[]>;
export const ALL_TITLES = ['Mr', 'Mrs', 'Ms', 'Mstr', 'Miss'] as const;
export type TravellerTitle = (typeof ALL_TITLES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** One traveller as booked (travellerInputSchema's output; tsc holds the two equal). */
export interface Traveller {
  type: TravellerType;
  title: TravellerTitle;
  firstName: string;
  lastName: string;
  gender: Gender;
  /** Required for children and infants; optional for adults. */
  dateOfBirth?: string | null | undefined;
  /** International trips: nationality, passport number and expiry. */
  nationality?: string | null | undefined;
  passportNumber?: string | null | undefined;
  passportExpiry?: string | null | undefined;
}

/** The gender a title implies. */
export const TITLE_GENDER: Record<TravellerTitle, Gender> = {
  Mr: 'male',
  Mstr: 'male',
  Mrs: 'female',
  Ms: 'female',
  Miss: 'female',
};

/** Ages on the day of travel: infants under 2, children 2-11, adults 12 and over. */
export const AGE_LIMITS = { infantBelow: 2, childBelow: 12 } as const;

export const NAME_PART_MAX = 32;

export const TRAVELLER_MESSAGES = {
  type: 'Please choose adult, child or infant for each traveller.',
  title: 'Please choose a title.',
  titleForType: 'Please choose Mr, Mrs or Ms for an adult, and Mstr or Miss for a child or infant.',
  firstName: 'Please enter the first name as on the ID (letters only).',
  lastName: 'Please enter the last name as on the ID (letters only).',
  nameTooLong: `Please keep each name under ${NAME_PART_MAX + 1} letters.`,
  gender: 'Please choose a gender.',
  genderForTitle: 'The gender does not match the title.',
  dateOfBirth: 'Please enter the date of birth.',
  dateOfBirthFuture: 'The date of birth cannot be in the future.',
  childAge: 'A child is 2 to 11 years old on the day of travel.',
  infantAge: 'An infant is under 2 years old on the day of travel.',
  adultAge: 'An adult is 12 years or older on the day of travel.',
  nationality: 'Please choose the nationality (a 2-letter country code such as IN).',
  passportNumber: 'Please enter the passport number (6-9 letters and digits).',
  passportExpiry: 'Please enter the passport expiry date.',
  passportExpired: 'The passport must be valid on the day of the last flight.',
  count: 'The travellers do not match the numbers of adults, children and infants chosen.',
  duplicate: 'Two travellers have the same name. Please check the names.',
} as const;

export type TravellerIssue = {
  /** 0-based position in the list. */
  index: number;
  field: keyof Traveller | 'travellers';
  message: string;
};

function validDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Whole years between a date of birth and a day (both yyyy-mm-dd). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The carriers' rules that need the trip: ages on the travel date, one infant per adult, at
 * most 9 seats, passports for international trips valid on the last flight's day. The screen
 * runs it as the visitor types; the server runs it again and answers the first issue.
 */
export function checkTravellers(
  travellers: readonly Traveller[],
  trip: {
    /** The first flight's local date. */
    travelDate: string;
    /** The last flight's local date. */
    lastDate: string;
    international: boolean;
    counts?: { adults: number; children: number; infants: number };
  },
): TravellerIssue[] {
  const issues: TravellerIssue[] = [];
  const add = (index: number, field: TravellerIssue['field'], message: string) =>
    issues.push({ index, field, message });
  const count = (type: TravellerType) => travellers.filter((t) => t.type === type).length;
  const adults = count('adult');
  const seated = adults + count('child');
  if (adults < 1 || seated > MAX_SEATED_TRAVELLERS) add(0, 'travellers', TRAVELLERS_MESSAGE);
  if (count('infant') > adults) add(0, 'travellers', INFANTS_PER_ADULT_MESSAGE);
  if (
    trip.counts &&
    (trip.counts.adults !== adults ||
      trip.counts.children !== count('child') ||
      trip.counts.infants !== count('infant'))
  ) {
    add(0, 'travellers', TRAVELLER_MESSAGES.count);
  }
  const names = new Set<string>();
  travellers.forEach((t, index) => {
    if (!(TRAVELLER_TITLES[t.type] as readonly string[]).includes(t.title)) {
      add(index, 'title', TRAVELLER_MESSAGES.titleForType);
    } else if (TITLE_GENDER[t.title] !== t.gender) {
      add(index, 'gender', TRAVELLER_MESSAGES.genderForTitle);
    }
    const name = `${t.firstName} ${t.lastName}`.toUpperCase();
    if (names.has(name)) add(index, 'firstName', TRAVELLER_MESSAGES.duplicate);
    names.add(name);
    const dob = t.dateOfBirth ?? null;
    if (dob !== null && !validDate(dob)) {
      add(index, 'dateOfBirth', TRAVELLER_MESSAGES.dateOfBirth);
    } else if (dob === null) {
      if (t.type !== 'adult') add(index, 'dateOfBirth', TRAVELLER_MESSAGES.dateOfBirth);
    } else if (dob > trip.travelDate) {
      add(index, 'dateOfBirth', TRAVELLER_MESSAGES.dateOfBirthFuture);
    } else {
      const age = ageOn(dob, trip.travelDate);
      if (t.type === 'infant' && age >= AGE_LIMITS.infantBelow) {
        add(index, 'dateOfBirth', TRAVELLER_MESSAGES.infantAge);
      } else if (
        t.type === 'child' &&
        (age < AGE_LIMITS.infantBelow || age >= AGE_LIMITS.childBelow)
      ) {
        add(index, 'dateOfBirth', TRAVELLER_MESSAGES.childAge);
      } else if (t.type === 'adult' && age < AGE_LIMITS.childBelow) {
        add(index, 'dateOfBirth', TRAVELLER_MESSAGES.adultAge);
      }
    }
    if (trip.international) {
      if (!t.nationality) add(index, 'nationality', TRAVELLER_MESSAGES.nationality);
      if (!t.passportNumber) add(index, 'passportNumber', TRAVELLER_MESSAGES.passportNumber);
      const expiry = t.passportExpiry ?? null;
      if (expiry === null || !validDate(expiry)) {
        add(index, 'passportExpiry', TRAVELLER_MESSAGES.passportExpiry);
      } else if (expiry < trip.lastDate) {
        add(index, 'passportExpiry', TRAVELLER_MESSAGES.passportExpired);
      }
    }
  });
  return issues;
}

/** 'Traveller 2: An infant is under 2 years old on the day of travel.' */
export function travellerIssueMessage(issue: TravellerIssue): string {
  return issue.field === 'travellers'
    ? issue.message
    : `Traveller ${issue.index + 1}: ${issue.message}`;
}

// ---- contact and GST ---------------------------------------------------------------------------

export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_MESSAGE = 'Please enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV).';
export const GST_COMPANY_MESSAGE = 'Please enter the company name as registered for GST.';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's check character (its 15th) is right. */
export function gstinChecksumOk(gstin: string): boolean {
  if (!GSTIN_PATTERN.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARS.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === gstin[14];
}

export const ONE_COUPON_MESSAGE = 'Only one coupon can be used per booking.';

export const FLIGHT_ORDER_ACTIONS = [
  'pay',
  'cancelPayment',
  'cancel',
  'eTicket',
  'refunds',
] as const;
export type FlightOrderAction = (typeof FLIGHT_ORDER_ACTIONS)[number];

export const CANCEL_TRAVELLERS_MESSAGE = 'Please choose the travellers to cancel.';

// ---- messages ----------------------------------------------------------------------------------

const bookingErrors = [
  'orderNotFound',
  'fareChanged',
  'idempotencyKeyReused',
  'tooManyOpenOrders',
  'couponNotFound',
  'couponUnpaid',
  'couponUsed',
  'couponHeld',
  'couponRefunded',
  'couponRefundPending',
  'couponExpiredForBooking',
  'bookingNotPaid',
  'bookingNotCancellable',
  'travellerAlreadyCancelled',
  'unknownTraveller',
  'infantWithoutAdult',
  'flightDepartedForCancel',
  'refundInProgress',
  'orderNotPayable',
  'paymentWindowClosed',
  'gatewayUnavailable',
] as const satisfies readonly BusinessErrorName[];

/** The booking's error messages, from BUSINESS_ERRORS. */
export const BOOKING_MESSAGES = Object.fromEntries(
  bookingErrors.map((name) => [name, BUSINESS_ERRORS[name].message]),
) as { [Name in (typeof bookingErrors)[number]]: (typeof BUSINESS_ERRORS)[Name]['message'] };

/** 'FL' + India date + 8 characters: told apart from coupon orders (CO...) at a glance. */
export const FLIGHT_ORDER_ID_PATTERN = /^FL\d{8}[2-9A-HJKMNP-Z]{8}$/;

/** Airline-style PNR: 6 letters and digits without 0/O, 1/I/L. */
export const PNR_PATTERN = /^[2-9A-HJKMNP-Z]{6}$/;

export { DEFAULT_PAGE_SIZE as FLIGHT_ORDERS_PAGE_SIZE };
