import * as sitePaths from './site-paths';

export type Airport = {
  /** IATA code, e.g. 'DEL'. */
  code: string;
  city: string;
  name: string;
};

/** The airports the search box offers, busiest first. */
export const INDIAN_AIRPORTS: readonly Airport[] = [
  { code: 'DEL', city: 'Delhi', name: 'Indira Gandhi International Airport' },
  { code: 'BOM', city: 'Mumbai', name: 'Chhatrapati Shivaji Maharaj International Airport' },
  { code: 'BLR', city: 'Bengaluru', name: 'Kempegowda International Airport' },
  { code: 'HYD', city: 'Hyderabad', name: 'Rajiv Gandhi International Airport' },
  { code: 'MAA', city: 'Chennai', name: 'Chennai International Airport' },
  { code: 'CCU', city: 'Kolkata', name: 'Netaji Subhas Chandra Bose International Airport' },
  { code: 'GOI', city: 'Goa (Dabolim)', name: 'Dabolim Airport' },
  { code: 'GOX', city: 'Goa (Mopa)', name: 'Manohar International Airport' },
  { code: 'AMD', city: 'Ahmedabad', name: 'Sardar Vallabhbhai Patel International Airport' },
  { code: 'PNQ', city: 'Pune', name: 'Pune Airport' },
  { code: 'COK', city: 'Kochi', name: 'Cochin International Airport' },
  { code: 'JAI', city: 'Jaipur', name: 'Jaipur International Airport' },
  { code: 'LKO', city: 'Lucknow', name: 'Chaudhary Charan Singh International Airport' },
  { code: 'GAU', city: 'Guwahati', name: 'Lokpriya Gopinath Bordoloi International Airport' },
  { code: 'TRV', city: 'Thiruvananthapuram', name: 'Thiruvananthapuram International Airport' },
  { code: 'SXR', city: 'Srinagar', name: 'Sheikh ul-Alam International Airport' },
];

export function airportByCode(code: string): Airport | undefined {
  return INDIAN_AIRPORTS.find((airport) => airport.code === code);
}

export const CABIN_CLASSES = [
  { value: 'economy', label: 'Economy' },
  { value: 'premium-economy', label: 'Premium economy' },
  { value: 'business', label: 'Business' },
  { value: 'first', label: 'First' },
] as const;

export type CabinClass = (typeof CABIN_CLASSES)[number]['value'];

export const MAX_ADULTS = 9;

export const FROM_AIRPORT_MESSAGE = 'Please choose where you are flying from';
export const TO_AIRPORT_MESSAGE = 'Please choose where you are flying to';
export const SAME_AIRPORT_MESSAGE = 'Please choose a destination different from the departure city';
export const DEPARTURE_DATE_MESSAGE = 'Please choose a departure date';
export const PAST_DATE_MESSAGE = 'Please choose today or a later date';
export const ADULTS_MESSAGE = `Please choose 1 to ${MAX_ADULTS} travellers`;
export const CABIN_MESSAGE = 'Please choose a cabin class';

/** `days` after an ISO date, e.g. addDays('2026-12-31', 1) -> '2027-01-01'. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The query of /html/flights: `?from=DEL&to=BOM&date=2026-12-05&adults=1&cabin=economy`. */
export type FlightSearchQuery = {
  from: string;
  to: string;
  date: string;
  adults: number;
  cabin: CabinClass;
};

export function flightSearchPath(search: FlightSearchQuery): string {
  const query = new URLSearchParams({
    from: search.from,
    to: search.to,
    date: search.date,
    adults: String(search.adults),
    cabin: search.cabin,
  });
  return `${sitePaths.flights}?${query.toString()}`;
}
