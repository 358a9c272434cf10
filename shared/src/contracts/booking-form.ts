import { z } from 'zod';
import {
  checkTravellers,
  contactSchema,
  gstDetailsSchema,
  travellerInputSchema,
  TRAVELLER_MESSAGES,
  type GstDetails,
  type Traveller,
  type TravellerInput,
  type TravellerType,
} from './flight-booking';

/** What the booking form needs to know of the trip to check its travellers. */
export type BookingFormTrip = {
  /** Local date of the first flight: ages are checked on it. */
  travelDate: string;
  /** Local date of the last flight: passports must be valid on it. */
  lastDate: string;
  international: boolean;
  counts: { adults: number; children: number; infants: number };
};

/** One traveller as the form holds it: every field a string, '' when not filled in. */
export type TravellerFormValues = {
  type: TravellerType;
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
};

export type BookingFormValues = {
  travellers: TravellerFormValues[];
  contact: { mobileNo: string; email: string };
  gstWanted: boolean;
  gst: { gstin: string; companyName: string };
};

/** The travellers, contact and GST details as the booking request carries them. */
export type BookingFormResult = {
  travellers: Traveller[];
  contact: { mobileNo: string; email: string };
  gst: GstDetails | null;
};

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** The form's traveller as the API reads it; passport fields only on international trips. */
export function travellerInputOf(
  values: TravellerFormValues,
  international: boolean,
): TravellerInput {
  return {
    type: values.type,
    title: values.title as TravellerInput['title'],
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender as TravellerInput['gender'],
    dateOfBirth: blankToNull(values.dateOfBirth),
    nationality: international ? blankToNull(values.nationality) : null,
    passportNumber: international ? blankToNull(values.passportNumber) : null,
    passportExpiry: international ? blankToNull(values.passportExpiry) : null,
  };
}

/** An empty form for these travellers: adults first, then children, then infants. */
export function emptyTravellers(counts: BookingFormTrip['counts']): TravellerFormValues[] {
  const blank = (type: TravellerType): TravellerFormValues => ({
    type,
    title: '',
    firstName: '',
    lastName: '',
    gender: '',
    dateOfBirth: '',
    nationality: 'IN',
    passportNumber: '',
    passportExpiry: '',
  });
  return [
    ...Array.from({ length: counts.adults }, () => blank('adult')),
    ...Array.from({ length: counts.children }, () => blank('child')),
    ...Array.from({ length: counts.infants }, () => blank('infant')),
  ];
}

const travellerFormSchema = z.object({
  type: z.enum(['adult', 'child', 'infant']),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  passportNumber: z.string(),
  passportExpiry: z.string(),
});

/**
 * The /html/flights-booking form, checked with the same rules the server applies to a booking:
 * each traveller's fields, the carriers' rules on the travel date (checkTravellers), the contact
 * and, when asked for, the GST details. Messages land under the field they are about.
 */
export function bookingFormSchema(trip: BookingFormTrip) {
  return z
    .object({
      travellers: z.array(travellerFormSchema),
      contact: z.object({ mobileNo: z.string(), email: z.string() }),
      gstWanted: z.boolean(),
      gst: z.object({ gstin: z.string(), companyName: z.string() }),
    })
    .superRefine((form, ctx) => {
      const parsed: Traveller[] = [];
      form.travellers.forEach((values, index) => {
        if (values.type !== 'adult' && values.dateOfBirth.trim() === '') {
          ctx.addIssue({
            code: 'custom',
            message: TRAVELLER_MESSAGES.dateOfBirth,
            path: ['travellers', index, 'dateOfBirth'],
          });
        }
        const result = travellerInputSchema.safeParse(travellerInputOf(values, trip.international));
        if (result.success) {
          parsed.push(result.data);
          return;
        }
        const reported = new Set<string>();
        for (const issue of result.error.issues) {
          const field = String(issue.path[0] ?? 'firstName');
          if (reported.has(field)) continue;
          reported.add(field);
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path: ['travellers', index, field],
          });
        }
      });
      if (parsed.length === form.travellers.length) {
        for (const issue of checkTravellers(parsed, {
          travelDate: trip.travelDate,
          lastDate: trip.lastDate,
          international: trip.international,
          counts: trip.counts,
        })) {
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path:
              issue.field === 'travellers'
                ? ['travellers', 'root']
                : ['travellers', issue.index, issue.field],
          });
        }
      }
      const contact = contactSchema.safeParse(form.contact);
      if (!contact.success) {
        for (const issue of contact.error.issues) {
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path: ['contact', ...issue.path],
          });
        }
      }
      if (form.gstWanted) {
        const gst = gstDetailsSchema.safeParse(form.gst);
        if (!gst.success) {
          for (const issue of gst.error.issues) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: ['gst', ...issue.path] });
          }
        }
      }
    })
    .transform((form): BookingFormResult => ({
      travellers: form.travellers.map((values) =>
        travellerInputSchema.parse(travellerInputOf(values, trip.international)),
      ),
      contact: contactSchema.parse(form.contact),
      gst: form.gstWanted ? gstDetailsSchema.parse(form.gst) : null,
    }));
}
