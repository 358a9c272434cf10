import { z } from 'zod';
import { BUSINESS_ERRORS, type BusinessErrorName } from './business-errors';
import { DEFAULT_PAGE_SIZE } from './constants';
import { pageRequestSchema } from './envelope';
import { upiPaymentSchema } from './coupons';
import {
  FARE_FAMILIES,
  type FareFamilyCode,
  INFANTS_PER_ADULT_MESSAGE,
  MAX_SEATED_TRAVELLERS,
  TRAVELLERS_MESSAGE,
  amountLineSchema,
  fareFamilyQuoteSchema,
  itineraryDetailsSchema,
  quoteRequestSchema,
  segmentSchema,
} from './flights';
import { emailSchema, mobileSchema } from './rules';
import { ORDER_STATUS, REFUND_STATUS, type OrderStatus, type RefundStatus } from './statuses';

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
/** Letters and single spaces as on the ID (carriers' systems take A-Z only). */
const NAME_PART = /^[A-Za-z]+( [A-Za-z]+)*$/;
const PASSPORT = /^[A-Z0-9]{6,9}$/;
const COUNTRY = /^[A-Z]{2}$/;

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

const optionalDate = z
  .string({ error: TRAVELLER_MESSAGES.dateOfBirth })
  .regex(/^\d{4}-\d{2}-\d{2}$/, TRAVELLER_MESSAGES.dateOfBirth)
  .nullish();

const namePart = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(NAME_PART_MAX, TRAVELLER_MESSAGES.nameTooLong)
    .regex(NAME_PART, message);

/** One traveller as typed; rules that need the travel date are in checkTravellers(). */
export const travellerInputSchema = z.object({
  type: z.enum(TRAVELLER_TYPES, { error: TRAVELLER_MESSAGES.type }),
  title: z.enum(ALL_TITLES, { error: TRAVELLER_MESSAGES.title }),
  firstName: namePart(TRAVELLER_MESSAGES.firstName),
  lastName: namePart(TRAVELLER_MESSAGES.lastName),
  gender: z.enum(GENDERS, { error: TRAVELLER_MESSAGES.gender }),
  /** Required for children and infants; optional for adults. */
  dateOfBirth: optionalDate,
  /** International trips: nationality, passport number and expiry. */
  nationality: z
    .string({ error: TRAVELLER_MESSAGES.nationality })
    .trim()
    .toUpperCase()
    .regex(COUNTRY, TRAVELLER_MESSAGES.nationality)
    .nullish(),
  passportNumber: z
    .string({ error: TRAVELLER_MESSAGES.passportNumber })
    .trim()
    .toUpperCase()
    .regex(PASSPORT, TRAVELLER_MESSAGES.passportNumber)
    .nullish(),
  passportExpiry: z
    .string({ error: TRAVELLER_MESSAGES.passportExpiry })
    .regex(/^\d{4}-\d{2}-\d{2}$/, TRAVELLER_MESSAGES.passportExpiry)
    .nullish(),
});
export type TravellerInput = z.input<typeof travellerInputSchema>;
export type Traveller = z.output<typeof travellerInputSchema>;

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

export const contactSchema = z.object({
  /** 10 digits, +91 implied. */
  mobileNo: mobileSchema,
  email: emailSchema,
});

export const gstDetailsSchema = z.object({
  gstin: z
    .string({ error: GSTIN_MESSAGE })
    .trim()
    .toUpperCase()
    .refine(gstinChecksumOk, GSTIN_MESSAGE),
  companyName: z
    .string({ error: GST_COMPANY_MESSAGE })
    .trim()
    .min(2, GST_COMPANY_MESSAGE)
    .max(100, GST_COMPANY_MESSAGE),
});
export type GstDetails = z.output<typeof gstDetailsSchema>;

// ---- coupons at checkout -----------------------------------------------------------------------

export const ONE_COUPON_MESSAGE = 'Only one coupon can be used per booking.';
const couponCodeField = z
  .string({ error: ONE_COUPON_MESSAGE })
  .trim()
  .toUpperCase()
  .max(40, ONE_COUPON_MESSAGE);

export const checkoutCouponSchema = z.object({
  /** HEG-XXXX-XXXX-XXXX. */
  code: z.string(),
  /** The coupon order it came from. */
  orderId: z.string(),
  /** What the coupon is worth. */
  valuePaise: z.number().int(),
  /** yyyy-mm-dd, its last day (India). */
  expirationDate: z.string(),
  /** What it would take off this booking (the base fare caps it). */
  appliedPaise: z.number().int(),
});
export type CheckoutCoupon = z.infer<typeof checkoutCouponSchema>;

/** Every line the visitor sees before paying; the amounts add up to the paisa. */
export const priceBreakdownSchema = z.object({
  basePaise: z.number().int(),
  taxesPaise: z.number().int(),
  /** Each tax and charge (GST, UDF, ASF, ...) summed over the travellers. */
  taxes: z.array(amountLineSchema),
  convenienceFeePaise: z.number().int(),
  /** base + taxes + convenience fee. */
  totalFarePaise: z.number().int(),
  couponCode: z.string().nullable(),
  /** What the coupon is worth (0 without one). */
  couponValuePaise: z.number().int(),
  /** What it takes off: min(value, base fare). */
  couponAppliedPaise: z.number().int(),
  /** totalFare - couponApplied: what is paid by UPI. */
  amountToPayPaise: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

const familyCode = z.enum(
  FARE_FAMILIES.map((family) => family.code) as [FareFamilyCode, ...FareFamilyCode[]],
  { error: 'Please choose a fare (Saver, Flexi or Super Flexi).' },
);

/** Quote with the chosen family and, optionally, a coupon. */
export const bookingQuoteRequestSchema = quoteRequestSchema.and(
  z.object({
    fareFamily: familyCode,
    couponCode: couponCodeField.nullish(),
  }),
);
export type BookingQuoteRequest = z.input<typeof bookingQuoteRequestSchema>;

export const bookingQuoteResponseSchema = z.object({
  itineraries: z.array(itineraryDetailsSchema),
  cabin: z.string(),
  travellers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  family: fareFamilyQuoteSchema,
  price: priceBreakdownSchema,
  /** The visitor's coupons that can be used now, best first. */
  coupons: z.array(checkoutCouponSchema),
  /** Passport details are needed. */
  international: z.boolean(),
  /** Local dates of the first and the last flight (ages and passports are checked on them). */
  travelDate: z.string(),
  lastTravelDate: z.string(),
  paymentWindowMinutes: z.number().int(),
  quotedAt: z.string(),
});
export type BookingQuoteResponse = z.infer<typeof bookingQuoteResponseSchema>;

// ---- the booking -------------------------------------------------------------------------------

export const createBookingRequestSchema = z.object({
  /** A fresh UUID per booking attempt; a retried call with the same key gets the same booking. */
  idempotencyKey: z.uuid({ error: 'Please reload the page and try again.' }),
  itineraryId: quoteRequestSchema.shape.itineraryId,
  returnItineraryId: quoteRequestSchema.shape.returnItineraryId,
  cabin: quoteRequestSchema.shape.cabin,
  fareFamily: familyCode,
  travellers: z
    .array(travellerInputSchema, { error: TRAVELLERS_MESSAGE })
    .min(1, TRAVELLERS_MESSAGE)
    .max(MAX_SEATED_TRAVELLERS * 2, TRAVELLERS_MESSAGE),
  contact: contactSchema,
  gst: gstDetailsSchema.nullish(),
  couponCode: couponCodeField.nullish(),
  /**
   * The amount to pay the visitor was shown. The server prices again and never honours this:
   * when its own amount differs, it answers fareChanged with the new amount.
   */
  expectedAmountPaise: z
    .number({ error: 'Please reload the page and try again.' })
    .int('Please reload the page and try again.')
    .min(0, 'Please reload the page and try again.'),
});
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;

export const FLIGHT_ORDER_ACTIONS = [
  'pay',
  'cancelPayment',
  'cancel',
  'eTicket',
  'refunds',
] as const;
export type FlightOrderAction = (typeof FLIGHT_ORDER_ACTIONS)[number];

const orderStatusSchema = z.union(
  Object.values(ORDER_STATUS).map((status) => z.literal(status)) as [
    z.ZodLiteral<OrderStatus>,
    ...z.ZodLiteral<OrderStatus>[],
  ],
);
const refundStatusSchema = z.union(
  Object.values(REFUND_STATUS).map((status) => z.literal(status)) as [
    z.ZodLiteral<RefundStatus>,
    ...z.ZodLiteral<RefundStatus>[],
  ],
);
const utcTime = z.iso.datetime({ offset: true });

export const bookedTravellerSchema = z.object({
  /** 1, 2, ...: the traveller's number within the booking. */
  travellerId: z.number().int(),
  type: z.enum(TRAVELLER_TYPES),
  title: z.enum(ALL_TITLES),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  /** Only the last 4 characters are shown (e.g. '•••••4321'). */
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  /** booked, or cancelled by the visitor. */
  status: z.enum(['booked', 'cancelled']),
  /** 13-digit e-ticket number once paid. */
  ticketNumber: z.string().nullable(),
  basePaise: z.number().int(),
  taxesPaise: z.number().int(),
  /** This traveller's share of the coupon (0 without one). */
  couponSharePaise: z.number().int(),
  cancelledAt: utcTime.nullable(),
  /** The refund made when the traveller was cancelled. */
  refundId: z.string().nullable(),
});
export type BookedTraveller = z.infer<typeof bookedTravellerSchema>;

export const bookedItinerarySchema = z.object({
  direction: z.enum(['outbound', 'return']),
  from: z.string(),
  to: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  depTime: z.string(),
  arrTime: z.string(),
  durationMinutes: z.number().int(),
  stops: z.number().int(),
  segments: z.array(segmentSchema),
});
export type BookedItinerary = z.infer<typeof bookedItinerarySchema>;

export const bookedFamilySchema = z.object({
  code: z.enum(FARE_FAMILIES.map((family) => family.code) as [FareFamilyCode, ...FareFamilyCode[]]),
  name: z.string(),
  cabinBaggage: z.string(),
  checkInBaggage: z.string(),
  changeFeePaise: z.number().int(),
  cancellationFeePaise: z.number().int(),
  benefits: z.array(z.string()),
});

export const flightOrderSchema = z.object({
  /** e.g. FL20261122K7M3Q9TX. */
  orderId: z.string(),
  /** The airline booking reference, 6 characters, once paid. */
  pnr: z.string().nullable(),
  status: orderStatusSchema,
  createdAt: utcTime,
  paidAt: utcTime.nullable(),
  /** When the UPI window closes (and the seats and coupon held for it are released). */
  paymentExpiresAt: utcTime,
  cabin: z.string(),
  /** The first departure's local date and, for a round trip, the return's. */
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  family: bookedFamilySchema,
  itineraries: z.array(bookedItinerarySchema),
  travellers: z.array(bookedTravellerSchema),
  contact: z.object({ mobileNo: z.string(), email: z.string() }),
  gst: z.object({ gstin: z.string(), companyName: z.string() }).nullable(),
  price: priceBreakdownSchema,
  /** What the gateway captured (0 until paid). */
  amountPaidPaise: z.number().int(),
  /** Refunds that succeeded so far. */
  refundedPaise: z.number().int(),
  coupon: z
    .object({
      code: z.string(),
      valuePaise: z.number().int(),
      appliedPaise: z.number().int(),
      /** held while paying, used once paid, released when the payment did not happen. */
      status: z.enum(['held', 'used', 'released']),
    })
    .nullable(),
  /** What the visitor may do now, decided by the server. */
  actions: z.array(z.enum(FLIGHT_ORDER_ACTIONS)),
});
export type FlightOrder = z.infer<typeof flightOrderSchema>;

export const createBookingResponseSchema = z.object({
  order: flightOrderSchema,
  payment: upiPaymentSchema,
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

const orderIdField = z
  .string({ error: 'Please choose a booking.' })
  .trim()
  .min(1, 'Please choose a booking.')
  .max(40, BUSINESS_ERRORS.orderNotFound.message);

export const flightOrderRefSchema = z.object({ orderId: orderIdField });
export type FlightOrderRef = z.input<typeof flightOrderRefSchema>;

export const flightOrderPageSchema = pageRequestSchema;
export type FlightOrderPageRequest = z.input<typeof flightOrderPageSchema>;

// ---- cancellation and refunds ------------------------------------------------------------------

export const CANCEL_TRAVELLERS_MESSAGE = 'Please choose the travellers to cancel.';

/** Without travellerIds (or with an empty list): every traveller still booked. */
export const cancelRequestSchema = flightOrderRefSchema.extend({
  travellerIds: z
    .array(z.number({ error: CANCEL_TRAVELLERS_MESSAGE }).int().min(1).max(99), {
      error: CANCEL_TRAVELLERS_MESSAGE,
    })
    .max(MAX_SEATED_TRAVELLERS * 2, CANCEL_TRAVELLERS_MESSAGE)
    .optional(),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;

export const cancelLineSchema = z.object({
  travellerId: z.number().int(),
  name: z.string(),
  type: z.enum(TRAVELLER_TYPES),
  /** base + taxes the traveller's fare held. */
  farePaise: z.number().int(),
  airlineFeePaise: z.number().int(),
  serviceFeePaise: z.number().int(),
  couponSharePaise: z.number().int(),
  refundPaise: z.number().int(),
});
export type CancelLine = z.infer<typeof cancelLineSchema>;

export const cancelQuoteSchema = z.object({
  orderId: z.string(),
  /** The whole booking (every traveller still booked) is cancelled. */
  wholeBooking: z.boolean(),
  lines: z.array(cancelLineSchema),
  airlineFeePaise: z.number().int(),
  serviceFeePaise: z.number().int(),
  couponPartPaise: z.number().int(),
  refundPaise: z.number().int(),
  /** e.g. 'UPI, back to the account that paid'. */
  route: z.string(),
  /** yyyy-mm-dd (India): latest day the money should be back, if cancelled now. */
  expectedCreditBy: z.string(),
  terms: z.array(z.string()),
});
export type CancelQuote = z.infer<typeof cancelQuoteSchema>;

export const flightRefundStepSchema = z.object({
  status: refundStatusSchema,
  label: z.string(),
  at: utcTime,
});

export const flightRefundSchema = z.object({
  /** e.g. FR20261122M4P7W2QA. */
  refundId: z.string(),
  orderId: z.string(),
  travellerIds: z.array(z.number().int()),
  travellerNames: z.array(z.string()),
  amountPaise: z.number().int(),
  status: refundStatusSchema,
  route: z.string(),
  /** The bank's reference (RRN/ARN) when known, else the gateway's refund id; null until sent. */
  referenceNumber: z.string().nullable(),
  steps: z.array(flightRefundStepSchema),
  /** yyyy-mm-dd (India): 7 business days after processing started; null after a failure. */
  expectedCreditBy: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: utcTime,
  updatedAt: utcTime,
});
export type FlightRefund = z.infer<typeof flightRefundSchema>;

export const cancelResponseSchema = z.object({
  order: flightOrderSchema,
  refund: flightRefundSchema,
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

// ---- e-ticket ----------------------------------------------------------------------------------

export const eTicketSchema = z.object({
  orderId: z.string(),
  pnr: z.string(),
  status: orderStatusSchema,
  issuedAt: utcTime,
  cabin: z.string(),
  family: bookedFamilySchema,
  itineraries: z.array(bookedItinerarySchema),
  travellers: z.array(bookedTravellerSchema),
  contact: z.object({ mobileNo: z.string(), email: z.string() }),
  gst: z.object({ gstin: z.string(), companyName: z.string() }).nullable(),
  price: priceBreakdownSchema,
  amountPaidPaise: z.number().int(),
  /** Check-in and other notes printed on the ticket. */
  notes: z.array(z.string()),
});
export type ETicket = z.infer<typeof eTicketSchema>;

// ---- messages ----------------------------------------------------------------------------------

const bookingErrors = [
  'orderNotFound',
  'fareChanged',
  'bookingKeyReused',
  'tooManyOpenBookings',
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
