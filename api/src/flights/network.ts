/** A carrier as stored in flight_carrier. */
export interface CarrierRow {
  code: string;
  name: string;
  /** Carriers of one group connect with each other on a one-stop itinerary. */
  groupCode: string;
}

export const CARRIERS: readonly CarrierRow[] = [
  { code: '6E', name: 'IndiGo', groupCode: '6E' },
  { code: 'AI', name: 'Air India', groupCode: 'AI' },
  { code: 'IX', name: 'Air India Express', groupCode: 'AI' },
  { code: 'QP', name: 'Akasa Air', groupCode: 'QP' },
  { code: 'SG', name: 'SpiceJet', groupCode: 'SG' },
];

/** One carrier's cabin layout of an aircraft type, as stored in flight_aircraft. */
export interface AircraftRow {
  code: string;
  carrier: string;
  typeCode: string;
  name: string;
  seatsEconomy: number;
  seatsPremiumEconomy: number;
  seatsBusiness: number;
}

type Layout = [carrier: string, type: string, name: string, y: number, w: number, j: number];

const LAYOUTS: Layout[] = [
  ['6E', '32N', 'Airbus A320neo', 186, 0, 0],
  ['6E', '32Q', 'Airbus A321neo', 208, 0, 12],
  ['6E', 'AT7', 'ATR 72-600', 78, 0, 0],
  ['AI', '32N', 'Airbus A320neo', 156, 0, 8],
  ['AI', '32Q', 'Airbus A321neo', 170, 0, 12],
  ['AI', '788', 'Boeing 787-8 Dreamliner', 238, 0, 18],
  ['AI', '359', 'Airbus A350-900', 264, 24, 28],
  ['IX', '7M8', 'Boeing 737 MAX 8', 180, 0, 0],
  ['QP', '7M8', 'Boeing 737 MAX 8', 189, 0, 0],
  ['SG', '738', 'Boeing 737-800', 189, 0, 0],
  ['SG', 'DH4', 'De Havilland Dash 8-400', 78, 0, 0],
];

export const AIRCRAFT: readonly AircraftRow[] = LAYOUTS.map(
  ([carrier, typeCode, name, y, w, j]) => ({
    code: `${carrier}-${typeCode}`,
    carrier,
    typeCode,
    name,
    seatsEconomy: y,
    seatsPremiumEconomy: w,
    seatsBusiness: j,
  }),
);

/**
 * International services: carrier, Indian airport, airport abroad, flights a day, days of
 * operation (1 = Monday ... 7 = Sunday; empty = daily) and the aircraft type.
 */
export type InternationalService = [string, string, string, number, number[], string];

export const INTERNATIONAL: readonly InternationalService[] = [
  ['6E', 'DEL', 'DXB', 2, [], '32Q'],
  ['6E', 'BOM', 'DXB', 3, [], '32Q'],
  ['6E', 'BLR', 'DXB', 1, [], '32N'],
  ['6E', 'HYD', 'DXB', 1, [], '32N'],
  ['6E', 'MAA', 'DXB', 1, [], '32N'],
  ['6E', 'COK', 'DXB', 1, [], '32N'],
  ['6E', 'CCU', 'DXB', 1, [], '32N'],
  ['6E', 'LKO', 'DXB', 1, [2, 4, 6], '32N'],
  ['AI', 'DEL', 'DXB', 1, [], '32Q'],
  ['AI', 'BOM', 'DXB', 1, [], '32Q'],
  ['IX', 'COK', 'DXB', 1, [], '7M8'],
  ['IX', 'CCJ', 'DXB', 2, [], '7M8'],
  ['IX', 'TRV', 'DXB', 1, [], '7M8'],
  ['IX', 'IXE', 'DXB', 1, [], '7M8'],
  ['IX', 'AMD', 'DXB', 1, [1, 3, 5, 7], '7M8'],
  ['SG', 'DEL', 'DXB', 1, [], '738'],
  ['6E', 'DEL', 'DOH', 1, [], '32N'],
  ['6E', 'BOM', 'DOH', 1, [], '32N'],
  ['6E', 'HYD', 'DOH', 1, [], '32N'],
  ['6E', 'COK', 'DOH', 1, [], '32N'],
  ['QP', 'BOM', 'DOH', 1, [], '7M8'],
  ['IX', 'CCJ', 'DOH', 1, [2, 5, 7], '7M8'],
  ['6E', 'DEL', 'SIN', 1, [], '32Q'],
  ['6E', 'BLR', 'SIN', 1, [], '32N'],
  ['6E', 'MAA', 'SIN', 1, [], '32N'],
  ['6E', 'CCU', 'SIN', 1, [1, 3, 5], '32N'],
  ['AI', 'DEL', 'SIN', 1, [], '788'],
  ['AI', 'BOM', 'SIN', 1, [], '32Q'],
  ['AI', 'MAA', 'SIN', 1, [], '32N'],
  ['6E', 'DEL', 'BKK', 1, [], '32Q'],
  ['6E', 'BOM', 'BKK', 1, [], '32Q'],
  ['6E', 'BLR', 'BKK', 1, [], '32N'],
  ['6E', 'CCU', 'BKK', 1, [], '32N'],
  ['6E', 'HYD', 'BKK', 1, [2, 4, 6, 7], '32N'],
  ['AI', 'DEL', 'BKK', 1, [], '32N'],
  ['SG', 'DEL', 'BKK', 1, [1, 3, 5, 7], '738'],
  ['6E', 'DEL', 'KUL', 1, [], '32N'],
  ['6E', 'BLR', 'KUL', 1, [], '32N'],
  ['6E', 'MAA', 'KUL', 1, [], '32N'],
  ['IX', 'TRZ', 'KUL', 1, [1, 3, 6], '7M8'],
  ['6E', 'DEL', 'KTM', 1, [], '32N'],
  ['AI', 'DEL', 'KTM', 1, [], '32N'],
  ['6E', 'BOM', 'KTM', 1, [1, 3, 5, 7], '32N'],
  ['6E', 'BLR', 'KTM', 1, [2, 6], '32N'],
  ['6E', 'MAA', 'CMB', 1, [], '32N'],
  ['6E', 'BLR', 'CMB', 1, [1, 4, 6], '32N'],
  ['AI', 'MAA', 'CMB', 1, [], '32N'],
  ['AI', 'DEL', 'CMB', 1, [2, 4, 6, 7], '32N'],
  ['AI', 'DEL', 'LHR', 2, [], '359'],
  ['AI', 'BOM', 'LHR', 1, [], '359'],
  ['AI', 'BLR', 'LHR', 1, [1, 3, 5, 6, 7], '788'],
];

/**
 * Terminals at airports with more than one: carrier (or '*intl' for international flights,
 * '*' for the rest) -> terminal. Single-terminal airports have none.
 */
export const TERMINALS: Readonly<Record<string, Record<string, string>>> = {
  DEL: { '*intl': '3', AI: '3', IX: '3', '6E': '1', QP: '1', SG: '1', '*': '1' },
  BOM: { '*intl': '2', AI: '2', IX: '2', '6E': '1', QP: '1', SG: '1', '*': '1' },
  BLR: { '*intl': '2', AI: '2', IX: '2', '6E': '1', QP: '1', SG: '1', '*': '1' },
  MAA: { '*intl': '2', '*': '1' },
  HYD: { '*': '1' },
  CCU: { '*': '2' },
  DXB: { '*': '1' },
  SIN: { '6E': '2', AI: '2', '*': '1' },
  DOH: { '*': '1' },
  KUL: { '*': '1' },
  LHR: { '*': '2' },
};

export function terminalAt(
  airport: string,
  carrier: string,
  international: boolean,
): string | null {
  const map = TERMINALS[airport];
  if (!map) return null;
  return (international ? map['*intl'] : undefined) ?? map[carrier] ?? map['*'] ?? null;
}
