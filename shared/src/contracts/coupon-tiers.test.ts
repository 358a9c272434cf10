import { describe, expect, it } from 'vitest';
import { COUPON_TIERS } from './coupon-tiers';

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('COUPON_TIERS', () => {
  it('lists the nine pay/get tiers in the order of the product rules, in paise', () => {
    expect(
      COUPON_TIERS.map((tier) => [tier.totalAmountPaise / 100, tier.backAmountPaise / 100]),
    ).toEqual([
      [99, 350],
      [199, 480],
      [299, 600],
      [499, 900],
      [999, 1500],
      [1999, 2600],
      [4999, 5800],
      [9999, 11000],
      [1, 99],
    ]);
  });

  it('gives every tier a stable HEG code, its image and the 2026-12-31 expiry', () => {
    expect(COUPON_TIERS.map((tier) => tier.code)).toEqual([
      'HEG-0099-0350',
      'HEG-0199-0480',
      'HEG-0299-0600',
      'HEG-0499-0900',
      'HEG-0999-1500',
      'HEG-1999-2600',
      'HEG-4999-5800',
      'HEG-9999-11000',
      'HEG-0001-0099',
    ]);
    expect(COUPON_TIERS.map((tier) => tier.image)).toEqual([
      'coupon-0099.webp',
      'coupon-0199.webp',
      'coupon-0299.webp',
      'coupon-0499.webp',
      'coupon-0999.webp',
      'coupon-1999.webp',
      'coupon-4999.webp',
      'coupon-9999.webp',
      'coupon-0001.webp',
    ]);
    for (const tier of COUPON_TIERS) expect(tier.expirationDate).toBe('2026-12-31');
  });

  it('uses distinct card colours that keep white text readable (WCAG AA)', () => {
    const colors = COUPON_TIERS.map((tier) => tier.color.toLowerCase());
    expect(new Set(colors).size).toBe(COUPON_TIERS.length);
    for (const color of colors) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (relativeLuminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
