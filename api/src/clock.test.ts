import { describe, expect, it } from 'vitest';
import { serverClock } from './clock';
import { ConfigError, loadConfig } from './config';

describe('serverClock', () => {
  it('is the wall clock without a start', () => {
    let wall = Date.UTC(2026, 10, 26, 10);
    const now = serverClock(undefined, () => wall);
    expect(now().toISOString()).toBe('2026-11-26T10:00:00.000Z');
    wall += 5000;
    expect(now().toISOString()).toBe('2026-11-26T10:00:05.000Z');
  });

  it('starts at TRAVEL_CLOCK and runs on from there', () => {
    let wall = Date.UTC(2026, 10, 26, 10);
    const config = loadConfig({ TRAVEL_CLOCK: '2027-01-02T09:00:00+05:30' });
    const now = serverClock(config.clockStart, () => wall);
    expect(now().toISOString()).toBe('2027-01-02T03:30:00.000Z');
    wall += 90_000;
    expect(now().toISOString()).toBe('2027-01-02T03:31:30.000Z');
  });

  it('is refused in production and when it is not a time', () => {
    expect(() =>
      loadConfig({
        TRAVEL_CLOCK: '2027-01-02T09:00:00Z',
        NODE_ENV: 'production',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      }),
    ).toThrow(/TRAVEL_CLOCK: must be unset in production/);
    expect(() => loadConfig({ TRAVEL_CLOCK: 'next tuesday' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRAVEL_CLOCK: 'next tuesday' })).toThrow(
      /TRAVEL_CLOCK: must be an ISO time/,
    );
  });
});
