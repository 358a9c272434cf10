import { z } from 'zod';
import {
  ADULTS_MESSAGE,
  CABIN_CLASSES,
  CABIN_MESSAGE,
  DEPARTURE_DATE_MESSAGE,
  FROM_AIRPORT_MESSAGE,
  INDIAN_AIRPORTS,
  MAX_ADULTS,
  PAST_DATE_MESSAGE,
  SAME_AIRPORT_MESSAGE,
  TO_AIRPORT_MESSAGE,
  type CabinClass,
} from '../flight-search';
import { todayInIndia } from '../time';

const AIRPORT_CODES = INDIAN_AIRPORTS.map((airport) => airport.code) as [string, ...string[]];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a search against the date in India at the moment it runs (or `today`, in tests). */
export function flightSearchSchema(today: () => string = () => todayInIndia()) {
  return z
    .object({
      from: z.enum(AIRPORT_CODES, { error: FROM_AIRPORT_MESSAGE }),
      to: z.enum(AIRPORT_CODES, { error: TO_AIRPORT_MESSAGE }),
      date: z
        .string({ error: DEPARTURE_DATE_MESSAGE })
        .regex(ISO_DATE, DEPARTURE_DATE_MESSAGE)
        .refine((date) => date >= today(), PAST_DATE_MESSAGE),
      adults: z.coerce
        .number({ error: ADULTS_MESSAGE })
        .int(ADULTS_MESSAGE)
        .min(1, ADULTS_MESSAGE)
        .max(MAX_ADULTS, ADULTS_MESSAGE),
      cabin: z.enum(CABIN_CLASSES.map((cabin) => cabin.value) as [CabinClass, ...CabinClass[]], {
        error: CABIN_MESSAGE,
      }),
    })
    .refine((search) => search.from !== search.to, {
      error: SAME_AIRPORT_MESSAGE,
      path: ['to'],
    });
}
