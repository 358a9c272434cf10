import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { engines, useTestDatabase } from '../test-support/database';
import { INVENTORY_MARKER, generateSchedules, renderInventorySql } from './generator';
import { addDays, loadInventory, operatesOn } from './inventory';

describe('the timetable generator', () => {
  it('gives the same rows every time, and migration 0008 holds exactly them', async () => {
    expect(generateSchedules()).toEqual(generateSchedules());
    const migration = await readFile(path.join(migrationsDir, '0008_flights.sql'), 'utf8');
    const generated = migration.slice(
      migration.indexOf(INVENTORY_MARKER) + INVENTORY_MARKER.length + 1,
    );
    expect(generated).toBe(renderInventorySql());
  });
});

describe.each(engines)('the inventory in the database (%s)', (engine) => {
  const testDb = useTestDatabase(engine);

  it('serves at least 30 Indian airports and the usual airports abroad, with real time zones', async () => {
    const inventory = await loadInventory(testDb().db);
    const indian = inventory.airportList.filter((airport) => airport.countryCode === 'IN');
    expect(indian.length).toBeGreaterThanOrEqual(30);
    for (const code of ['DXB', 'SIN', 'BKK', 'KTM', 'DOH', 'KUL', 'CMB', 'LHR']) {
      expect(inventory.airports.get(code)?.countryCode).not.toBe('IN');
    }
    for (const airport of inventory.airportList) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: airport.timeZone })).not.toThrow();
      expect(Math.abs(airport.latitude)).toBeLessThanOrEqual(90);
    }
    expect([...inventory.carriers.keys()].sort()).toEqual(['6E', 'AI', 'IX', 'QP', 'SG']);
  });

  it('flies every day from today until 31 March 2027, busy routes many times a day', async () => {
    const inventory = await loadInventory(testDb().db);
    const schedules = [...inventory.routes.values()].flat();
    for (let date = '2026-11-23'; date <= '2027-03-31'; date = addDays(date, 1)) {
      const flying = schedules.filter((schedule) => operatesOn(schedule, date));
      expect(flying.length, date).toBeGreaterThan(1000);
      const delBom = inventory.routes.get('DEL-BOM')!.filter((s) => operatesOn(s, date));
      expect(delBom.length, date).toBeGreaterThanOrEqual(20);
    }
    expect(inventory.lastDate >= '2027-03-31').toBe(true);
  });

  it('keeps seats, aircraft, flight numbers and block times consistent', async () => {
    const { db } = testDb();
    const [layouts] = await db.query<{ bad: number }>(
      `select count(*)::int as bad from flight_aircraft
        where seats_economy + seats_premium_economy + seats_business = 0`,
    );
    expect(layouts!.bad).toBe(0);
    const seats = await db.query<{ code: string; total: number }>(
      `select code, seats_economy + seats_premium_economy + seats_business as total
         from flight_aircraft where code in ('6E-32N', '6E-AT7', 'AI-359') order by code`,
    );
    expect(seats).toEqual([
      { code: '6E-32N', total: 186 },
      { code: '6E-AT7', total: 78 },
      { code: 'AI-359', total: 316 },
    ]);
    // Every flight flies an aircraft of its own carrier; turboprops only on short hops.
    const [mismatch] = await db.query<{ bad: number }>(
      `select count(*)::int as bad from flight_schedule s join flight_aircraft a on a.code = s.aircraft
        where a.carrier <> s.carrier
           or (a.type_code in ('AT7', 'DH4') and s.distance_km >= 500)
           or s.distance_km::float / s.block_minutes * 60 not between 250 and 950`,
    );
    expect(mismatch!.bad).toBe(0);
    // A flight number means one flight a day.
    const [duplicates] = await db.query<{ bad: number }>(
      `select count(*)::int as bad from flight_schedule a join flight_schedule b
          on a.carrier = b.carrier and a.flight_number = b.flight_number and a.valid_from < b.valid_from
         and a.valid_to >= b.valid_from`,
    );
    expect(duplicates!.bad).toBe(0);
    const [size] = await db.query<{ rows: number }>(
      'select count(*)::int as rows from flight_schedule',
    );
    expect(size!.rows).toBe(generateSchedules().length);
  });
});
