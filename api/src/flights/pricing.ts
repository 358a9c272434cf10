import {
  type AmountLine,
  type CabinClass,
  FARE_BENEFITS,
  FARE_FAMILIES,
  type FareFamilyCode,
  type FareFamilyQuote,
  type Travellers,
} from '@travel/shared/contracts';
import { hash01 } from './generator';
import { type Flight, daysBetween, weekdayOf } from './inventory';

// Every rule that makes a price lives here, so the search, the quote and a booking agree.

const CABIN_FACTOR: Record<CabinClass, number> = {
  economy: 1,
  'premium-economy': 1.8,
  business: 4,
  first: 6,
};

const CARRIER_FACTOR: Record<string, number> = { '6E': 1, AI: 1.06, IX: 0.9, QP: 0.94, SG: 0.93 };

/** Monday ... Sunday: Fridays and Sundays sell out first. */
const WEEKDAY_FACTOR = [1.05, 0.94, 0.94, 1, 1.12, 0.97, 1.1];

/** Holiday peaks: [first day, last day, factor]. */
const SEASONS: [string, string, number][] = [
  ['2026-12-18', '2027-01-04', 1.35],
  ['2027-03-19', '2027-03-24', 1.15],
  ['2027-04-15', '2027-06-15', 1.2],
  ['2027-10-20', '2027-11-05', 1.3],
];

function daysBeforeFactor(days: number): number {
  if (days <= 1) return 1.9;
  if (days <= 3) return 1.65;
  if (days <= 7) return 1.35;
  if (days <= 14) return 1.15;
  if (days <= 30) return 1;
  if (days <= 60) return 0.92;
  return 0.88;
}

function loadFactor(seatsLeft: number, capacity: number): number {
  const left = capacity > 0 ? seatsLeft / capacity : 0;
  if (left < 0.05) return 1.6;
  if (left < 0.15) return 1.35;
  if (left < 0.3) return 1.18;
  if (left < 0.5) return 1.07;
  return 1;
}

function hourFactor(departureMinute: number): number {
  const hour = Math.floor(departureMinute / 60);
  if (hour >= 22 || hour < 5) return 0.9;
  if ((hour >= 6 && hour < 9) || (hour >= 17 && hour < 21)) return 1.06;
  return 1;
}

function seasonFactor(date: string): number {
  return SEASONS.find(([from, to]) => date >= from && date <= to)?.[2] ?? 1;
}

/** Whole rupees, as airlines file fares. */
function rupees(value: number): number {
  return Math.round(value) * 100;
}

/** The Saver base fare of one adult on one flight, in paise. */
export function flightBaseFare(
  flight: Flight,
  cabin: CabinClass,
  today: string,
  seatsLeft: number,
): number {
  const { schedule, date } = flight;
  const reference = (1100 + 3.6 * schedule.distanceKm) * (schedule.international ? 1.15 : 1);
  const jitter = 0.94 + 0.12 * hash01(`${schedule.designator}|${date}`);
  return rupees(
    reference *
      CABIN_FACTOR[cabin] *
      (CARRIER_FACTOR[schedule.carrier.code] ?? 1) *
      daysBeforeFactor(daysBetween(today, date)) *
      WEEKDAY_FACTOR[weekdayOf(date)]! *
      seasonFactor(date) *
      loadFactor(seatsLeft, schedule.aircraft.seats[cabin]) *
      hourFactor(schedule.departureMinute) *
      jitter,
  );
}

/** A connection is sold as one through fare, a tenth below the two flights bought apart. */
export const CONNECTION_DISCOUNT = 0.9;

export function itineraryBaseFare(flightFares: number[]): number {
  const sum = flightFares.reduce((total, fare) => total + fare, 0);
  return flightFares.length > 1 ? Math.round((sum * CONNECTION_DISCOUNT) / 100) * 100 : sum;
}

interface FamilyRule {
  code: FareFamilyCode;
  markup: number;
  extraKg: number;
  changeFee: [domestic: number, international: number];
  cancellationFee: [domestic: number, international: number];
  benefits: string[];
}

const FAMILY_RULES: FamilyRule[] = [
  {
    code: 'saver',
    markup: 1,
    extraKg: 0,
    changeFee: [300_000, 500_000],
    cancellationFee: [400_000, 750_000],
    benefits: [FARE_BENEFITS.airlineSeat, FARE_BENEFITS.mealsToBuy],
  },
  {
    code: 'flexi',
    markup: 1.14,
    extraKg: 5,
    changeFee: [0, 0],
    cancellationFee: [250_000, 450_000],
    benefits: [
      FARE_BENEFITS.freeStandardSeat,
      FARE_BENEFITS.freeMeal,
      FARE_BENEFITS.freeDateChange,
    ],
  },
  {
    code: 'super-flexi',
    markup: 1.3,
    extraKg: 10,
    changeFee: [0, 0],
    cancellationFee: [99_900, 199_900],
    benefits: [
      FARE_BENEFITS.freeChosenSeat,
      FARE_BENEFITS.freeMeal,
      FARE_BENEFITS.freeDateChange,
      FARE_BENEFITS.priority,
    ],
  },
];

const CHECK_IN_KG: Record<CabinClass, number> = {
  economy: 15,
  'premium-economy': 25,
  business: 30,
  first: 40,
};

/** GST on the base fare: 5% in economy, 12% in the other cabins. */
export function gstRate(cabin: CabinClass): number {
  return cabin === 'economy' ? 0.05 : 0.12;
}

/** User Development Fee per departing adult or child, [domestic, international], in paise. */
const UDF: Record<string, [number, number]> = {
  DEL: [29_000, 65_000],
  BOM: [17_500, 61_500],
  BLR: [18_400, 44_500],
  HYD: [42_400, 105_100],
  MAA: [17_000, 95_000],
  CCU: [20_000, 54_000],
  GOX: [86_000, 140_000],
  COK: [27_000, 57_500],
};
const UDF_DEFAULT: [number, number] = [15_000, 40_000];

/** Aviation Security Fee per departing adult or child from India, [domestic, international]. */
const ASF: [number, number] = [23_600, 44_000];

/** Taxes and charges collected abroad per departing adult or child, in paise. */
const FOREIGN_CHARGES: Record<string, number> = {
  DXB: 165_000,
  DOH: 130_000,
  SIN: 110_000,
  BKK: 70_000,
  KUL: 120_000,
  KTM: 130_000,
  CMB: 320_000,
  LHR: 900_000,
};

/** The convenience fee per seated traveller and booking, GST included. */
export const CONVENIENCE_FEE_PAISE = 24_900;

/** Infants pay a flat fare per flight in India and a tenth of the adult fare abroad. */
const INFANT_DOMESTIC_FARE = 150_000;

export type TravellerType = 'adult' | 'child' | 'infant';

function add(lines: AmountLine[], code: string, name: string, amount: number): void {
  if (amount <= 0) return;
  const line = lines.find((candidate) => candidate.code === code);
  if (line) line.amountPaise += amount;
  else lines.push({ code, name, amountPaise: amount });
}

/** Taxes and charges of one traveller over the flights of one or more directions. */
export function taxLines(
  type: TravellerType,
  cabin: CabinClass,
  flights: Flight[],
  basePaise: number,
): AmountLine[] {
  const lines: AmountLine[] = [];
  add(lines, 'GST', 'GST', Math.round(basePaise * gstRate(cabin)));
  if (type === 'infant') return lines;
  for (const { schedule } of flights) {
    const origin = schedule.origin;
    const intl = schedule.international ? 1 : 0;
    if (origin.countryCode === 'IN') {
      add(lines, 'UDF', 'User Development Fee', (UDF[origin.code] ?? UDF_DEFAULT)[intl]);
      add(lines, 'ASF', 'Aviation Security Fee', ASF[intl]);
    } else {
      add(lines, 'FOREIGN', 'Airport charges abroad', FOREIGN_CHARGES[origin.code] ?? 100_000);
    }
  }
  return lines;
}

function sumLines(lines: AmountLine[]): number {
  return lines.reduce((total, line) => total + line.amountPaise, 0);
}

/** A priced direction: its flights and the adult Saver base fare of the whole direction. */
export interface PricedDirection {
  flights: Flight[];
  adultBasePaise: number;
}

/** The per-adult lead price shown in the results: Saver, taxes included, no convenience fee. */
export interface LeadPrice {
  family: string;
  basePaise: number;
  taxesPaise: number;
  totalPaise: number;
}

export function leadPrice(cabin: CabinClass, direction: PricedDirection): LeadPrice {
  const taxes = sumLines(taxLines('adult', cabin, direction.flights, direction.adultBasePaise));
  return {
    family: 'saver',
    basePaise: direction.adultBasePaise,
    taxesPaise: taxes,
    totalPaise: direction.adultBasePaise + taxes,
  };
}

function travellerBase(type: TravellerType, direction: PricedDirection, markup: number): number {
  const adult = Math.round((direction.adultBasePaise * markup) / 100) * 100;
  if (type !== 'infant') return adult;
  const international = direction.flights.some((flight) => flight.schedule.international);
  return international
    ? Math.round(adult / 10 / 100) * 100
    : INFANT_DOMESTIC_FARE * direction.flights.length;
}

/** Every fare family for the travellers, over one direction or both of a round trip. */
export function quoteFamilies(
  cabin: CabinClass,
  directions: PricedDirection[],
  travellers: Travellers,
): FareFamilyQuote[] {
  const international = directions.some((d) => d.flights.some((f) => f.schedule.international));
  const intl = international ? 1 : 0;
  const allFlights = directions.flatMap((direction) => direction.flights);
  return FAMILY_RULES.map((rule) => {
    const types: [TravellerType, number][] = [
      ['adult', travellers.adults],
      ['child', travellers.children],
      ['infant', travellers.infants],
    ];
    const fares = types
      .filter(([, count]) => count > 0)
      .map(([type, count]) => {
        const basePaise = directions.reduce(
          (total, direction) => total + travellerBase(type, direction, rule.markup),
          0,
        );
        const taxes = taxLines(type, cabin, allFlights, basePaise);
        const taxesPaise = sumLines(taxes);
        return { type, count, basePaise, taxes, taxesPaise, totalPaise: basePaise + taxesPaise };
      });
    const basePaise = fares.reduce((total, fare) => total + fare.basePaise * fare.count, 0);
    const taxesPaise = fares.reduce((total, fare) => total + fare.taxesPaise * fare.count, 0);
    const convenienceFeePaise = CONVENIENCE_FEE_PAISE * (travellers.adults + travellers.children);
    const adultBase = Math.min(
      ...directions.map((direction) => travellerBase('adult', direction, rule.markup)),
    );
    const checkInKg = CHECK_IN_KG[cabin] + rule.extraKg + (international ? 5 : 0);
    return {
      code: rule.code,
      name: FARE_FAMILIES.find((family) => family.code === rule.code)!.name,
      cabinBaggage:
        cabin === 'economy' || cabin === 'premium-economy' ? '7 kg (1 piece)' : '2 × 7 kg',
      checkInBaggage: `${checkInKg} kg`,
      changeFeePaise: rule.changeFee[intl],
      cancellationFeePaise: Math.min(rule.cancellationFee[intl], adultBase),
      benefits: rule.benefits,
      travellers: fares,
      basePaise,
      taxesPaise,
      convenienceFeePaise,
      totalPaise: basePaise + taxesPaise + convenienceFeePaise,
    };
  });
}
