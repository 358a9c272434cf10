import { z } from 'zod';
import { DEFAULT_PAGE_NUMBER } from '../constants';
import { CABIN_CLASSES, type CabinClass, SAME_AIRPORT_MESSAGE } from '../flight-search';
import {
  ADULTS_MIN_MESSAGE,
  AIRPORT_CODE_MESSAGE,
  CHILDREN_MESSAGE,
  DATE_FORMAT_MESSAGE,
  FARE_FAMILIES,
  INFANTS_MESSAGE,
  INFANTS_PER_ADULT_MESSAGE,
  ITINERARY_ID_MESSAGE,
  MAX_SEATED_TRAVELLERS,
  RETURN_BEFORE_DEPARTURE_MESSAGE,
  RETURN_DATE_MESSAGE,
  SORT_KEYS,
  TIME_BANDS,
  TRAVELLERS_MESSAGE,
  type FareFamilyCode,
  type TimeBand,
} from '../flights';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function validIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const airportCode = z
  .string({ error: AIRPORT_CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, AIRPORT_CODE_MESSAGE);

const isoDate = (message: string) => z.string({ error: message }).refine(validIsoDate, message);

const cabinSchema = z
  .enum(CABIN_CLASSES.map((cabin) => cabin.value) as [CabinClass, ...CabinClass[]], {
    error: 'Please choose a cabin class',
  })
  .default('economy');

const count = (min: number, minMessage: string, maxMessage: string) =>
  z
    .number({ error: minMessage })
    .int(minMessage)
    .min(min, minMessage)
    .max(MAX_SEATED_TRAVELLERS, maxMessage);

/** Who travels: at most 9 seats (adults + children), at most one infant per adult. */
export const travellersShape = {
  adults: count(1, ADULTS_MIN_MESSAGE, TRAVELLERS_MESSAGE).default(1),
  children: count(0, CHILDREN_MESSAGE, TRAVELLERS_MESSAGE).default(0),
  infants: count(0, INFANTS_MESSAGE, INFANTS_PER_ADULT_MESSAGE).default(0),
};

function checkTravellers(
  t: { adults: number; children: number; infants: number },
  ctx: z.RefinementCtx,
): void {
  if (t.adults + t.children > MAX_SEATED_TRAVELLERS) {
    ctx.addIssue({ code: 'custom', message: TRAVELLERS_MESSAGE, path: ['adults'] });
  } else if (t.infants > t.adults) {
    ctx.addIssue({ code: 'custom', message: INFANTS_PER_ADULT_MESSAGE, path: ['infants'] });
  }
}

export const airportSchema = z.object({
  code: z.string(),
  city: z.string(),
  name: z.string(),
  countryCode: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export type FlightAirport = z.infer<typeof airportSchema>;

// ---- /travel/api/flights/airports ------------------------------------------------------------

export const airportLookupRequestSchema = z.object({
  /** A city, code or airport name, from its first letter; empty lists every airport. */
  query: z.string({ error: 'Please type a city or airport' }).trim().max(60).default(''),
  limit: z.number().int().min(1).max(100).default(10),
});
export type AirportLookupRequest = z.input<typeof airportLookupRequestSchema>;
export const airportLookupResponseSchema = z.array(airportSchema);
export type AirportLookupResponse = z.infer<typeof airportLookupResponseSchema>;

// ---- /travel/api/flights/search ----------------------------------------------------------------

const timeBandSchema = z.enum(TIME_BANDS.map((band) => band.value) as [TimeBand, ...TimeBand[]]);

export const searchFiltersSchema = z.object({
  /** 0 = non-stop, 1 = one stop; empty or absent = any. */
  stops: z.array(z.number().int().min(0).max(1)).max(2).default([]),
  /** Carrier codes such as '6E'; empty or absent = any. */
  airlines: z.array(z.string().trim().toUpperCase().max(3)).max(10).default([]),
  departureBands: z.array(timeBandSchema).max(4).default([]),
  arrivalBands: z.array(timeBandSchema).max(4).default([]),
  /** Per adult, including taxes, in paise. */
  priceMinPaise: z.number().int().min(0).optional(),
  priceMaxPaise: z.number().int().min(0).optional(),
});
export type SearchFilters = z.input<typeof searchFiltersSchema>;

export const flightSearchRequestSchema = z
  .object({
    from: airportCode,
    to: airportCode,
    date: isoDate(DATE_FORMAT_MESSAGE),
    /** Absent for a one-way trip. */
    returnDate: isoDate(RETURN_DATE_MESSAGE).optional(),
    cabin: cabinSchema,
    ...travellersShape,
    sort: z.enum(SORT_KEYS).default('price'),
    order: z.enum(['asc', 'desc']).default('asc'),
    filters: searchFiltersSchema.default({
      stops: [],
      airlines: [],
      departureBands: [],
      arrivalBands: [],
    }),
    /** Filters of the return list; absent = none. */
    returnFilters: searchFiltersSchema.optional(),
    pageNumber: z.number().int().min(1).default(DEFAULT_PAGE_NUMBER),
    /** The page of the return list, which pages on its own. */
    returnPageNumber: z.number().int().min(1).default(DEFAULT_PAGE_NUMBER),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .superRefine((search, ctx) => {
    if (search.from === search.to) {
      ctx.addIssue({ code: 'custom', message: SAME_AIRPORT_MESSAGE, path: ['to'] });
    } else if (search.returnDate !== undefined && search.returnDate < search.date) {
      ctx.addIssue({
        code: 'custom',
        message: RETURN_BEFORE_DEPARTURE_MESSAGE,
        path: ['returnDate'],
      });
    }
    checkTravellers(search, ctx);
  });
export type FlightSearchRequest = z.input<typeof flightSearchRequestSchema>;

export const segmentSchema = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  /** e.g. '6E 2041'. */
  flightNumber: z.string(),
  aircraft: z.string(),
  from: z.string(),
  to: z.string(),
  fromTerminal: z.string().nullable(),
  toTerminal: z.string().nullable(),
  /** Local time with its UTC offset, e.g. '2026-12-01T06:10:00+05:30'. */
  depTime: z.string(),
  arrTime: z.string(),
  durationMinutes: z.number().int(),
  /** Days between the departure date and the local arrival date (0, 1). */
  arrDayOffset: z.number().int(),
  distanceKm: z.number().int(),
});
export type FlightSegment = z.infer<typeof segmentSchema>;

export const layoverSchema = z.object({
  airport: z.string(),
  city: z.string(),
  minutes: z.number().int(),
  /** Arrives at one terminal and leaves from another. */
  changeOfTerminal: z.boolean(),
});
export type Layover = z.infer<typeof layoverSchema>;

/** Per adult, the cheapest fare family, including taxes; the convenience fee comes at the quote. */
export const leadPriceSchema = z.object({
  family: z.string(),
  basePaise: z.number().int(),
  taxesPaise: z.number().int(),
  totalPaise: z.number().int(),
});

export const itinerarySchema = z.object({
  /** Opaque and signed: changing any character makes it invalid. */
  id: z.string(),
  from: z.string(),
  to: z.string(),
  depTime: z.string(),
  arrTime: z.string(),
  arrDayOffset: z.number().int(),
  durationMinutes: z.number().int(),
  stops: z.number().int(),
  carriers: z.array(z.object({ code: z.string(), name: z.string() })),
  segments: z.array(segmentSchema),
  layovers: z.array(layoverSchema),
  cabin: z.string(),
  /** Seats left at this fare (the fewest of its flights). */
  seatsLeft: z.number().int(),
  price: leadPriceSchema,
});
export type Itinerary = z.infer<typeof itinerarySchema>;

export const facetsSchema = z.object({
  airlines: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      count: z.number().int(),
      minPricePaise: z.number().int(),
    }),
  ),
  stops: z.array(
    z.object({ stops: z.number().int(), count: z.number().int(), minPricePaise: z.number().int() }),
  ),
  priceMinPaise: z.number().int().nullable(),
  priceMaxPaise: z.number().int().nullable(),
});
export type SearchFacets = z.infer<typeof facetsSchema>;

export const noFlightsSchema = z.object({
  /** For a person, in English; `reason` lets a page say it in its own language. */
  message: z.string(),
  /** Every flight is full or gone; no flight that day; none around that day, even with a stop. */
  reason: z.enum(['sold-out', 'no-flights', 'no-service']),
  /** The closest days with flights on this route, nearest first. */
  nearestDates: z.array(z.string()),
});

export const resultListSchema = z.object({
  from: z.string(),
  to: z.string(),
  date: z.string(),
  items: z.array(itinerarySchema),
  /** Itineraries after the filters; `facets` describe all of the day's itineraries. */
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  facets: facetsSchema,
  /** Set when the day has no flights at all for these travellers. */
  noFlights: noFlightsSchema.nullable(),
});
export type ResultList = z.infer<typeof resultListSchema>;

export const flightSearchResponseSchema = z.object({
  from: airportSchema,
  to: airportSchema,
  cabin: z.string(),
  travellers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  outbound: resultListSchema,
  /** Round trips only. */
  inbound: resultListSchema.nullable(),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

// ---- /travel/api/flights/calendar ----------------------------------------------------------------

export const fareCalendarRequestSchema = z
  .object({
    from: airportCode,
    to: airportCode,
    date: isoDate(DATE_FORMAT_MESSAGE),
    cabin: cabinSchema,
    ...travellersShape,
    /** 'week': the date and three days each side; 'month': the date's calendar month. */
    span: z.enum(['week', 'month']).default('week'),
  })
  .superRefine((search, ctx) => {
    if (search.from === search.to) {
      ctx.addIssue({ code: 'custom', message: SAME_AIRPORT_MESSAGE, path: ['to'] });
    }
    checkTravellers(search, ctx);
  });
export type FareCalendarRequest = z.input<typeof fareCalendarRequestSchema>;

export const fareCalendarResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  cabin: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      /** Lowest fare per adult with taxes; null: no flight with seats that day (or not on sale). */
      lowestPricePaise: z.number().int().nullable(),
      cheapest: z.boolean(),
    }),
  ),
});
export type FareCalendarResponse = z.infer<typeof fareCalendarResponseSchema>;

// ---- /travel/api/flights/itinerary -------------------------------------------------------------

const itineraryIdSchema = z
  .string({ error: ITINERARY_ID_MESSAGE })
  .min(1, ITINERARY_ID_MESSAGE)
  .max(400, ITINERARY_ID_MESSAGE);

export const itineraryRequestSchema = z.object({
  itineraryId: itineraryIdSchema,
  cabin: cabinSchema,
});
export type ItineraryRequest = z.input<typeof itineraryRequestSchema>;

export const itineraryDetailsSchema = itinerarySchema.extend({
  fromAirport: airportSchema,
  toAirport: airportSchema,
});
export type ItineraryDetails = z.infer<typeof itineraryDetailsSchema>;

// ---- /travel/api/flights/quote -------------------------------------------------------------------

export const quoteRequestSchema = z
  .object({
    itineraryId: itineraryIdSchema,
    /** The return itinerary of a round trip. */
    returnItineraryId: itineraryIdSchema.optional(),
    cabin: cabinSchema,
    ...travellersShape,
  })
  .superRefine(checkTravellers);
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const amountLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  amountPaise: z.number().int(),
});
export type AmountLine = z.infer<typeof amountLineSchema>;

export const travellerFareSchema = z.object({
  type: z.enum(['adult', 'child', 'infant']),
  count: z.number().int(),
  /** For one traveller of this type, all directions together. */
  basePaise: z.number().int(),
  taxes: z.array(amountLineSchema),
  taxesPaise: z.number().int(),
  totalPaise: z.number().int(),
});

export const fareFamilyQuoteSchema = z.object({
  code: z.enum(FARE_FAMILIES.map((family) => family.code) as [FareFamilyCode, ...FareFamilyCode[]]),
  name: z.string(),
  cabinBaggage: z.string(),
  checkInBaggage: z.string(),
  /** Per traveller, per direction; plus any fare difference. */
  changeFeePaise: z.number().int(),
  /** Per traveller, per direction; never more than the base fare. */
  cancellationFeePaise: z.number().int(),
  benefits: z.array(z.string()),
  travellers: z.array(travellerFareSchema),
  basePaise: z.number().int(),
  taxesPaise: z.number().int(),
  convenienceFeePaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type FareFamilyQuote = z.infer<typeof fareFamilyQuoteSchema>;

export const quoteResponseSchema = z.object({
  itineraries: z.array(itineraryDetailsSchema),
  cabin: z.string(),
  travellers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  families: z.array(fareFamilyQuoteSchema),
  /** When the server priced it (UTC ISO); prices are computed again at booking. */
  quotedAt: z.string(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
