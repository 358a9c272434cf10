import { z } from 'zod';
import { BUSINESS_ERRORS } from '../business-errors';
import {
  ALL_TITLES,
  CANCEL_TRAVELLERS_MESSAGE,
  FLIGHT_ORDER_ACTIONS,
  GENDERS,
  GSTIN_MESSAGE,
  GST_COMPANY_MESSAGE,
  NAME_PART_MAX,
  ONE_COUPON_MESSAGE,
  TRAVELLER_MESSAGES,
  TRAVELLER_TYPES,
  type Traveller,
  gstinChecksumOk,
} from '../flight-booking';
import {
  FARE_FAMILIES,
  type FareFamilyCode,
  MAX_SEATED_TRAVELLERS,
  TRAVELLERS_MESSAGE,
} from '../flights';
import { ORDER_STATUS, REFUND_STATUS, type OrderStatus, type RefundStatus } from '../statuses';
import { upiPaymentSchema } from './coupons';
import { pageRequestSchema } from './envelope';
import {
  amountLineSchema,
  fareFamilyQuoteSchema,
  itineraryDetailsSchema,
  quoteRequestSchema,
  segmentSchema,
} from './flights';
import { emailSchema, mobileSchema } from './rules';

/**
 * Flight bookings: re-priced quote with the visitor's coupons, the booking and its UPI payment,
 * the PNR and e-ticket, cancellation of travellers and their refunds. Money is integer paise;
 * times are UTC ISO strings; dates (yyyy-mm-dd) are local dates of the flight or India dates.
 */

/** Letters and single spaces as on the ID (carriers' systems take A-Z only). */
const NAME_PART = /^[A-Za-z]+( [A-Za-z]+)*$/;
const PASSPORT = /^[A-Z0-9]{6,9}$/;
const COUNTRY = /^[A-Z]{2}$/;

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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** tsc fails here if the contract's Traveller and what this schema parses to ever part ways. */
export type TravellerIsSchemaOutput = Holds<Same<Traveller, z.output<typeof travellerInputSchema>>>;

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
  /**
   * The e-mail with the e-ticket, once the booking is paid: on its way (queued or sending),
   * sent, or failed after its retries (the e-ticket is still on the booking page).
   */
  eTicketEmail: z
    .object({ status: z.enum(['queued', 'sending', 'sent', 'failed']), to: z.string() })
    .nullable(),
  /**
   * Our GST documents of the booking, oldest first: the tax invoice when it is paid; per
   * cancellation a credit note and, when a fee was kept, the fee's tax invoice.
   */
  taxDocuments: z.array(
    z.object({
      number: z.string(),
      kind: z.enum(['invoice', 'creditNote']),
      purpose: z.enum(['booking', 'cancellationFee', 'cancellation']),
      issuedAt: utcTime,
      totalPaise: z.number().int(),
    }),
  ),
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

export const taxDocumentRefSchema = z.object({
  orderId: orderIdField,
  number: z
    .string({ error: 'Please choose a document.' })
    .trim()
    .regex(/^HT[IC]\/\d{4}\/\d{6,7}$/, 'Please choose a document.'),
});
export type TaxDocumentRef = z.input<typeof taxDocumentRefSchema>;
export type FlightOrderRef = z.input<typeof flightOrderRefSchema>;

export const flightOrderPageSchema = pageRequestSchema;
export type FlightOrderPageRequest = z.input<typeof flightOrderPageSchema>;

// ---- cancellation and refunds ------------------------------------------------------------------

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
