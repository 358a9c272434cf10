import {
  MAX_SEATED_TRAVELLERS,
  TRAVELLERS_MESSAGE,
  INFANTS_PER_ADULT_MESSAGE,
  ADULTS_MIN_MESSAGE,
  RETURN_DATE_MESSAGE,
  RETURN_BEFORE_DEPARTURE_MESSAGE,
} from '../flights';
import {
  CABIN_CLASSES,
  DEPARTURE_DATE_MESSAGE,
  FROM_AIRPORT_MESSAGE,
  PAST_DATE_MESSAGE,
  SAME_AIRPORT_MESSAGE,
  TO_AIRPORT_MESSAGE,
  type CabinClass,
} from '../flight-search';
import { todayInIndia } from '../time';
import { z } from 'zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The /html/flights search form, checked with the site's own messages before the server is asked. */
export function flightSearchFormSchema(today: () => string = () => todayInIndia()) {
  return z
    .object({
      trip: z.enum(['one-way', 'round-trip']),
      from: z
        .string()
        .trim()
        .regex(/^[A-Z]{3}$/, FROM_AIRPORT_MESSAGE),
      to: z
        .string()
        .trim()
        .regex(/^[A-Z]{3}$/, TO_AIRPORT_MESSAGE),
      date: z
        .string()
        .regex(ISO_DATE, DEPARTURE_DATE_MESSAGE)
        .refine((date) => date >= today(), PAST_DATE_MESSAGE),
      returnDate: z.string(),
      adults: z
        .number()
        .int()
        .min(1, ADULTS_MIN_MESSAGE)
        .max(MAX_SEATED_TRAVELLERS, TRAVELLERS_MESSAGE),
      children: z.number().int().min(0).max(MAX_SEATED_TRAVELLERS, TRAVELLERS_MESSAGE),
      infants: z.number().int().min(0).max(MAX_SEATED_TRAVELLERS, INFANTS_PER_ADULT_MESSAGE),
      cabin: z.enum(CABIN_CLASSES.map((cabin) => cabin.value) as [CabinClass, ...CabinClass[]]),
    })
    .superRefine((form, ctx) => {
      if (form.from === form.to) {
        ctx.addIssue({ code: 'custom', message: SAME_AIRPORT_MESSAGE, path: ['to'] });
      }
      if (form.trip === 'round-trip') {
        if (!ISO_DATE.test(form.returnDate)) {
          ctx.addIssue({ code: 'custom', message: RETURN_DATE_MESSAGE, path: ['returnDate'] });
        } else if (form.returnDate < form.date) {
          ctx.addIssue({
            code: 'custom',
            message: RETURN_BEFORE_DEPARTURE_MESSAGE,
            path: ['returnDate'],
          });
        }
      }
      if (form.adults + form.children > MAX_SEATED_TRAVELLERS) {
        ctx.addIssue({ code: 'custom', message: TRAVELLERS_MESSAGE, path: ['children'] });
      }
      if (form.infants > form.adults) {
        ctx.addIssue({ code: 'custom', message: INFANTS_PER_ADULT_MESSAGE, path: ['infants'] });
      }
    });
}

export type FlightSearchFormValues = z.infer<ReturnType<typeof flightSearchFormSchema>>;
