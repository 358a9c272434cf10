import { AIRPORTS, type AirportRow, HUBS, distanceKm } from './airports';
import { AIRCRAFT, CARRIERS, INTERNATIONAL } from './network';

/** One flight number's timetable, as stored in flight_schedule: it flies on the days of its mask. */
export interface ScheduleRow {
  carrier: string;
  flightNumber: number;
  origin: string;
  destination: string;
  /** Local time at the origin, minutes after midnight. */
  departureMinute: number;
  blockMinutes: number;
  /** flight_aircraft.code, e.g. '6E-32N'. */
  aircraft: string;
  distanceKm: number;
  /** Bit 0 = Monday ... bit 6 = Sunday. */
  daysOfWeek: number;
  validFrom: string;
  validTo: string;
}

/** The first and last day of the timetable (the winter season start to the summer season end). */
export const SCHEDULE_START = '2026-10-25';
export const SCHEDULE_END = '2027-10-30';
/** Extra winter flights to Goa stop after the winter season. */
export const WINTER_END = '2027-03-27';

const EVERY_DAY = 127;

/** FNV-1a: the same text always gives the same number in [0, 1). */
export function hash01(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

function daysMask(days: number[]): number {
  return days.length ? days.reduce((mask, day) => mask | (1 << (day - 1)), 0) : EVERY_DAY;
}

function roundTo5(minutes: number): number {
  return Math.round(minutes / 5) * 5;
}

/** Block time from the distance: taxi and climb plus cruise; turboprops cruise slower. */
export function blockMinutes(km: number, turboprop: boolean, westbound: boolean): number {
  const cruise = turboprop ? 25 + km * 0.12 : 35 + km * 0.075;
  // Long flights west fly into the jet stream.
  const wind = westbound && km > 3000 ? km * 0.006 : 0;
  return roundTo5(cruise + wind);
}

// Shares of the domestic market, and how busy a route must be (weight product) for each carrier.
const DOMESTIC_SHARES: [carrier: string, share: number, minProduct: number][] = [
  ['6E', 0.5, 0],
  ['AI', 0.22, 250],
  ['QP', 0.1, 1000],
  ['IX', 0.1, 600],
  ['SG', 0.08, 500],
];

/** D'Hondt: each flight goes to the carrier with the highest share per flight it already has. */
function apportion(total: number, product: number): Map<string, number> {
  const eligible = DOMESTIC_SHARES.filter(([, , min]) => product >= min);
  const counts = new Map<string, number>(eligible.map(([carrier]) => [carrier, 0]));
  for (let k = 0; k < total; k += 1) {
    let best = eligible[0]!;
    for (const candidate of eligible) {
      if (candidate[1] / (counts.get(candidate[0])! + 1) > best[1] / (counts.get(best[0])! + 1)) {
        best = candidate;
      }
    }
    counts.set(best[0], counts.get(best[0])! + 1);
  }
  return counts;
}

function domesticAircraft(carrier: string, km: number, product: number, index: number): string {
  const short = km < 500 && product < 1500;
  switch (carrier) {
    case '6E':
      return short ? 'AT7' : product >= 3000 && index % 2 === 1 ? '32Q' : '32N';
    case 'AI':
      if (product >= 7000 && index === 0) return '359';
      if (product >= 4000 && index === 1) return '788';
      return index % 2 === 0 ? '32Q' : '32N';
    case 'SG':
      return short ? 'DH4' : '738';
    default:
      return '7M8';
  }
}

const NUMBER_STARTS: Record<string, number> = {
  '6E:dom': 2001,
  '6E:intl': 1401,
  'AI:dom': 401,
  'AI:intl': 101,
  'IX:dom': 1201,
  'IX:intl': 341,
  'QP:dom': 1101,
  'QP:intl': 651,
  'SG:dom': 101,
  'SG:intl': 11,
};

/**
 * The whole timetable, computed from the airport and carrier tables alone: the same input
 * always gives the same rows, in the same order.
 */
export function generateSchedules(): ScheduleRow[] {
  const airports = new Map(AIRPORTS.map((airport) => [airport.code, airport]));
  const carrierIndex = new Map(CARRIERS.map((carrier, i) => [carrier.code, i]));
  const aircraftCodes = new Set(AIRCRAFT.map((aircraft) => aircraft.code));
  const numbers = new Map(Object.entries(NUMBER_STARTS));
  const rows: ScheduleRow[] = [];

  const addPair = (
    carrier: string,
    a: AirportRow,
    b: AirportRow,
    perDay: number,
    options: { days: number; validTo: string; aircraft: (index: number) => string; key: string },
  ) => {
    const km = distanceKm(a, b);
    const numberKey = `${carrier}:${options.key}`;
    const base = numbers.get(numberKey)!;
    numbers.set(numberKey, base + 2 * perDay);
    for (const [from, to, direction] of [
      [a, b, 0],
      [b, a, 1],
    ] as const) {
      for (let i = 0; i < perDay; i += 1) {
        const type = options.aircraft(i);
        const aircraft = `${carrier}-${type}`;
        if (!aircraftCodes.has(aircraft)) throw new Error(`no layout for ${aircraft}`);
        const spacing = 1080 / perDay;
        const jitter =
          (hash01(`${carrier}${from.code}${to.code}${i}`) - 0.5) * Math.min(50, spacing * 0.6);
        const minute = roundTo5(
          330 + (i + 0.5) * spacing + carrierIndex.get(carrier)! * 13 + jitter,
        );
        rows.push({
          carrier,
          flightNumber: base + 2 * i + direction,
          origin: from.code,
          destination: to.code,
          departureMinute: ((minute % 1440) + 1440) % 1440,
          blockMinutes: blockMinutes(
            km,
            type === 'AT7' || type === 'DH4',
            to.longitude < from.longitude,
          ),
          aircraft,
          distanceKm: km,
          daysOfWeek: options.days,
          validFrom: SCHEDULE_START,
          validTo: options.validTo,
        });
      }
    }
  };

  const indian = AIRPORTS.filter((airport) => airport.countryCode === 'IN');
  const isHub = (code: string) => (HUBS as readonly string[]).includes(code);
  for (let i = 0; i < indian.length; i += 1) {
    for (let j = i + 1; j < indian.length; j += 1) {
      const a = indian[i]!;
      const b = indian[j]!;
      const km = distanceKm(a, b);
      const product = a.weight * b.weight;
      const hub = isHub(a.code) || isHub(b.code);
      if (km < 180 || (hub ? product < 100 : product < 300 || km < 350)) continue;
      const total = Math.min(26, Math.max(1, Math.round(product / 380)));
      // Thin routes fly on some days of the week only.
      const days =
        total === 1 && product < 200
          ? daysMask(hash01(`${a.code}${b.code}`) < 0.5 ? [1, 3, 5, 7] : [2, 4, 6])
          : EVERY_DAY;
      for (const [carrier, count] of apportion(total, product)) {
        if (count === 0) continue;
        addPair(carrier, a, b, count, {
          days,
          validTo: SCHEDULE_END,
          aircraft: (index) => domesticAircraft(carrier, km, product, index),
          key: 'dom',
        });
      }
      const goa = a.code === 'GOI' || a.code === 'GOX' || b.code === 'GOI' || b.code === 'GOX';
      if (goa && (a.code === 'DEL' || a.code === 'BOM' || a.code === 'BLR')) {
        addPair('6E', a, b, 1, {
          days: EVERY_DAY,
          validTo: WINTER_END,
          aircraft: () => '32N',
          key: 'dom',
        });
      }
    }
  }

  for (const [carrier, home, abroad, perDay, days, type] of INTERNATIONAL) {
    addPair(carrier, airports.get(home)!, airports.get(abroad)!, perDay, {
      days: daysMask(days),
      validTo: SCHEDULE_END,
      aircraft: (index) => (type === '359' && index === 1 ? '788' : type),
      key: 'intl',
    });
  }

  return rows.sort((x, y) => x.carrier.localeCompare(y.carrier) || x.flightNumber - y.flightNumber);
}

/** The line of migration 0008 after which the generated rows follow. */
export const INVENTORY_MARKER =
  '-- Generated by `pnpm --filter api flights:inventory` from api/src/flights; do not edit below.';

function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The data part of migration 0008, as insert statements (regenerate with the flights CLI). */
export function renderInventorySql(schedules: ScheduleRow[] = generateSchedules()): string {
  const lines: string[] = [];
  lines.push(
    'insert into flight_airport (code, city, name, country_code, country, latitude, longitude, time_zone, weight) values',
    AIRPORTS.map(
      (a) =>
        `  (${[a.code, a.city, a.name, a.countryCode, a.country].map(sqlText).join(', ')}, ${a.latitude}, ${a.longitude}, ${sqlText(a.timeZone)}, ${a.weight})`,
    ).join(',\n') + ';',
    '',
    'insert into flight_carrier (code, name, group_code) values',
    CARRIERS.map((c) => `  (${[c.code, c.name, c.groupCode].map(sqlText).join(', ')})`).join(
      ',\n',
    ) + ';',
    '',
    'insert into flight_aircraft (code, carrier, type_code, name, seats_economy, seats_premium_economy, seats_business) values',
    AIRCRAFT.map(
      (a) =>
        `  (${[a.code, a.carrier, a.typeCode, a.name].map(sqlText).join(', ')}, ${a.seatsEconomy}, ${a.seatsPremiumEconomy}, ${a.seatsBusiness})`,
    ).join(',\n') + ';',
    '',
    'insert into flight_schedule (carrier, flight_number, origin, destination, departure_minute, block_minutes, aircraft, distance_km, days_of_week, valid_from, valid_to) values',
    schedules
      .map(
        (s) =>
          `  ('${s.carrier}', ${s.flightNumber}, '${s.origin}', '${s.destination}', ${s.departureMinute}, ${s.blockMinutes}, '${s.aircraft}', ${s.distanceKm}, ${s.daysOfWeek}, '${s.validFrom}', '${s.validTo}')`,
      )
      .join(',\n') + ';',
  );
  return lines.join('\n') + '\n';
}
