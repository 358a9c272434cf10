import { describe, expect, it } from 'vitest';
import { formatInr, paiseToRupees, rupeesToPaise } from './money';

describe('formatInr', () => {
  it.each([
    [150000, '₹1,500.00'],
    [110000000, '₹11,00,000.00'],
    [9900, '₹99.00'],
    [100, '₹1.00'],
    [99, '₹0.99'],
    [0, '₹0.00'],
    [1234567, '₹12,345.67'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatInr(paise)).toBe(shown);
  });
});

describe('paise and rupees', () => {
  it('converts both ways without floating-point drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(11000)).toBe(1100000);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
});
