import { z } from 'zod';
import { travellerInputOf, type BookingFormResult, type BookingFormTrip } from '../booking-form';
import { TRAVELLER_MESSAGES, type Traveller, checkTravellers } from '../flight-booking';
import { contactSchema, gstDetailsSchema, travellerInputSchema } from './flight-booking';

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
