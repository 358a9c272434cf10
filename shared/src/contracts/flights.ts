/** Adults and children take a seat each; infants (under 2) sit on an adult's lap. */
export const MAX_SEATED_TRAVELLERS = 9;

export const AIRPORT_CODE_MESSAGE =
  'Please choose an airport from the list (a 3-letter code such as DEL)';
export const TRAVELLERS_MESSAGE = `Please choose at most ${MAX_SEATED_TRAVELLERS} travellers (adults and children together)`;
export const ADULTS_MIN_MESSAGE = 'Please choose at least 1 adult';
export const CHILDREN_MESSAGE = 'Please choose the number of children (2-11 years)';
export const INFANTS_MESSAGE = 'Please choose the number of infants (under 2 years)';
export const INFANTS_PER_ADULT_MESSAGE =
  'Each infant travels on an adult’s lap: please choose no more infants than adults';
export const DATE_FORMAT_MESSAGE = 'Please choose a date';
export const RETURN_DATE_MESSAGE = 'Please choose a return date';
export const RETURN_BEFORE_DEPARTURE_MESSAGE =
  'Please choose a return date on or after the departure date';
export const ITINERARY_ID_MESSAGE = 'This flight could not be found. Please search again.';
export const NOT_OPERATING_MESSAGE =
  'This flight no longer flies on that day. Please search again.';

export type Travellers = { adults: number; children: number; infants: number };

export const SORT_KEYS = ['price', 'departure', 'arrival', 'duration'] as const;
export type FlightSortKey = (typeof SORT_KEYS)[number];

/** Parts of the day by local time: [from hour, to hour). */
export const TIME_BANDS = [
  { value: 'early-morning', label: 'Before 6 AM', from: 0, to: 6 },
  { value: 'morning', label: '6 AM - 12 PM', from: 6, to: 12 },
  { value: 'afternoon', label: '12 PM - 6 PM', from: 12, to: 18 },
  { value: 'night', label: 'After 6 PM', from: 18, to: 24 },
] as const;
export type TimeBand = (typeof TIME_BANDS)[number]['value'];

export const FARE_FAMILIES = [
  { code: 'saver', name: 'Saver' },
  { code: 'flexi', name: 'Flexi' },
  { code: 'super-flexi', name: 'Super Flexi' },
] as const;
export type FareFamilyCode = (typeof FARE_FAMILIES)[number]['code'];

/** What a fare family includes, by code: the api's words, which a page says in its language. */
export const FARE_BENEFITS = {
  airlineSeat: 'Seat of the airline’s choice',
  mealsToBuy: 'Meals to buy on board',
  freeStandardSeat: 'Free standard seat',
  freeMeal: 'Free meal',
  freeDateChange: 'Free date change (pay any fare difference)',
  freeChosenSeat: 'Free seat of your choice',
  priority: 'Priority check-in and boarding',
} as const;
export type FareBenefit = keyof typeof FARE_BENEFITS;

/** The code of a text of one of the contract's tables (FARE_BENEFITS, ETICKET_NOTES). */
export function codeOfText<Code extends string>(
  table: Readonly<Record<Code, string>>,
  text: string,
): Code | undefined {
  return (Object.keys(table) as Code[]).find((code) => table[code] === text);
}
