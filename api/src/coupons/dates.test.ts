import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../orders/business-days';
import { indiaDateOf, newReference } from '../orders/references';
import { newCouponCode, COUPON_CODE_PATTERN } from './coupon-codes';
import { drawPeriodLabel, periodBounds, periodOf } from './periods';

describe('addBusinessDays', () => {
  it('counts Monday to Friday from the India date of the start', () => {
    // Friday 20 Nov 2026, 11:30 IST.
    expect(addBusinessDays(new Date('2026-11-20T06:00:00Z'), 7)).toBe('2026-12-01');
    // Friday 20:00 UTC is already Saturday 01:30 in India: the count starts from Saturday.
    expect(addBusinessDays(new Date('2026-11-20T20:00:00Z'), 7)).toBe('2026-12-01');
    // Monday 23 Nov.
    expect(addBusinessDays(new Date('2026-11-23T04:00:00Z'), 7)).toBe('2026-12-02');
    expect(addBusinessDays(new Date('2026-12-28T04:00:00Z'), 7)).toBe('2027-01-06');
  });
});

describe('periods', () => {
  it('uses the India month', () => {
    expect(periodOf(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(periodOf(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(periodBounds('2026-12')).toEqual({
      opensAt: new Date('2026-11-30T18:30:00Z'),
      closesAt: new Date('2026-12-31T18:30:00Z'),
    });
    expect(drawPeriodLabel('2026-12')).toBe('December 2026');
  });
});

describe('references and coupon codes', () => {
  it('are readable aloud and carry the India date', () => {
    expect(indiaDateOf(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(newReference('CO', new Date('2026-11-21T19:00:00Z'))).toMatch(
      /^CO20261122[2-9A-HJKMNP-Z]{8}$/,
    );
    const codes = new Set(Array.from({ length: 1000 }, newCouponCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(COUPON_CODE_PATTERN);
  });
});
