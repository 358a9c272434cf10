import type { CabinClass, FlightAirport } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';

export interface Carrier {
  code: string;
  name: string;
  groupCode: string;
}

export interface Aircraft {
  code: string;
  name: string;
  seats: Record<CabinClass, number>;
}

export interface Airport extends FlightAirport {
  weight: number;
}

export interface Schedule {
  carrier: Carrier;
  flightNumber: number;
  /** '6E 2041' */
  designator: string;
  origin: Airport;
  destination: Airport;
  departureMinute: number;
  blockMinutes: number;
  aircraft: Aircraft;
  distanceKm: number;
  daysOfWeek: number;
  validFrom: string;
  validTo: string;
  international: boolean;
}

/** One schedule flown on one day: its instants in UTC and its local times with offsets. */
export interface Flight {
  schedule: Schedule;
  /** Local departure date at the origin. */
  date: string;
  departureUtc: number;
  arrivalUtc: number;
  depTime: string;
  arrTime: string;
  arrDayOffset: number;
}

/** The immutable part of the inventory (airports, carriers, aircraft, timetable), in memory. */
export interface Inventory {
  airports: Map<string, Airport>;
  airportList: Airport[];
  carriers: Map<string, Carrier>;
  /** 'DEL-BOM' -> schedules, by departure time. */
  routes: Map<string, Schedule[]>;
  /** '6E2041' -> its schedules (one per validity period). */
  flights: Map<string, Schedule[]>;
  firstDate: string;
  lastDate: string;
  scheduleRows: number;
}

const DAY_MS = 86_400_000;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayOf(isoDate: string): number {
  return (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function operatesOn(schedule: Schedule, date: string): boolean {
  return (
    date >= schedule.validFrom &&
    date <= schedule.validTo &&
    (schedule.daysOfWeek & (1 << weekdayOf(date))) !== 0
  );
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();

/** The zone's UTC offset in minutes at an instant (cached by the hour: zones move on the hour). */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const key = `${timeZone}|${Math.floor(utcMs / 3_600_000)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(utcMs).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  const offset = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
    : 0;
  offsetCache.set(key, offset);
  return offset;
}

/** The UTC instant of a local date and time in a zone. */
export function localToUtc(date: string, minute: number, timeZone: string): number {
  const naive = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const guess = naive - offsetMinutes(timeZone, naive) * 60_000;
  return naive - offsetMinutes(timeZone, guess) * 60_000;
}

/** '2026-12-01T06:10:00+05:30' */
export function localIso(utcMs: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, utcMs);
  const local = new Date(utcMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes after local midnight of an instant in a zone. */
export function localMinuteOf(utcMs: number, timeZone: string): number {
  const local = utcMs + offsetMinutes(timeZone, utcMs) * 60_000;
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

export function flightOn(schedule: Schedule, date: string): Flight {
  const departureUtc = localToUtc(date, schedule.departureMinute, schedule.origin.timeZone);
  const arrivalUtc = departureUtc + schedule.blockMinutes * 60_000;
  const arrTime = localIso(arrivalUtc, schedule.destination.timeZone);
  return {
    schedule,
    date,
    departureUtc,
    arrivalUtc,
    depTime: localIso(departureUtc, schedule.origin.timeZone),
    arrTime,
    arrDayOffset: daysBetween(date, arrTime.slice(0, 10)),
  };
}

interface AirportDbRow {
  code: string;
  city: string;
  name: string;
  country_code: string;
  country: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  weight: number;
}

interface ScheduleDbRow {
  carrier: string;
  flight_number: number;
  origin: string;
  destination: string;
  departure_minute: number;
  block_minutes: number;
  aircraft: string;
  distance_km: number;
  days_of_week: number;
  valid_from: string;
  valid_to: string;
}

/** Reads the timetable once; it changes only with a migration, so a process keeps it. */
export async function loadInventory(db: Queryable): Promise<Inventory> {
  const airportRows = await db.query<AirportDbRow>(
    'select * from flight_airport order by weight desc, code',
  );
  const carrierRows = await db.query<{ code: string; name: string; group_code: string }>(
    'select code, name, group_code from flight_carrier',
  );
  const aircraftRows = await db.query<{
    code: string;
    name: string;
    seats_economy: number;
    seats_premium_economy: number;
    seats_business: number;
  }>(
    'select code, name, seats_economy, seats_premium_economy, seats_business from flight_aircraft',
  );
  const scheduleRows = await db.query<ScheduleDbRow>(
    `select carrier, flight_number, origin, destination, departure_minute, block_minutes, aircraft,
            distance_km, days_of_week, valid_from::text as valid_from, valid_to::text as valid_to
       from flight_schedule order by departure_minute, carrier, flight_number`,
  );

  const airportList: Airport[] = airportRows.map((row) => ({
    code: row.code,
    city: row.city,
    name: row.name,
    countryCode: row.country_code,
    country: row.country,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    timeZone: row.time_zone,
    weight: row.weight,
  }));
  const airports = new Map(airportList.map((airport) => [airport.code, airport]));
  const carriers = new Map(
    carrierRows.map((row) => [
      row.code,
      { code: row.code, name: row.name, groupCode: row.group_code },
    ]),
  );
  const aircraft = new Map<string, Aircraft>(
    aircraftRows.map((row) => [
      row.code,
      {
        code: row.code,
        name: row.name,
        seats: {
          economy: row.seats_economy,
          'premium-economy': row.seats_premium_economy,
          business: row.seats_business,
          first: 0,
        },
      },
    ]),
  );

  const routes = new Map<string, Schedule[]>();
  const flights = new Map<string, Schedule[]>();
  let firstDate = '9999-12-31';
  let lastDate = '0000-01-01';
  for (const row of scheduleRows) {
    const origin = airports.get(row.origin)!;
    const destination = airports.get(row.destination)!;
    const schedule: Schedule = {
      carrier: carriers.get(row.carrier)!,
      flightNumber: row.flight_number,
      designator: `${row.carrier} ${row.flight_number}`,
      origin,
      destination,
      departureMinute: row.departure_minute,
      blockMinutes: row.block_minutes,
      aircraft: aircraft.get(row.aircraft)!,
      distanceKm: row.distance_km,
      daysOfWeek: row.days_of_week,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      international: origin.countryCode !== destination.countryCode,
    };
    const routeKey = `${row.origin}-${row.destination}`;
    routes.set(routeKey, [...(routes.get(routeKey) ?? []), schedule]);
    const flightKey = `${row.carrier}${row.flight_number}`;
    flights.set(flightKey, [...(flights.get(flightKey) ?? []), schedule]);
    if (row.valid_from < firstDate) firstDate = row.valid_from;
    if (row.valid_to > lastDate) lastDate = row.valid_to;
  }
  return {
    airports,
    airportList,
    carriers,
    routes,
    flights,
    firstDate,
    lastDate,
    scheduleRows: scheduleRows.length,
  };
}
