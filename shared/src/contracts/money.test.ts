import { describe, expect, it } from 'vitest';
import { formatInr, groupIndian, paiseToRupees, rupeesToPaise } from './money';

describe('formatInr', () => {
  it.each([
    [150000, '₹1,500.00'],
    [110000000, '₹11,00,000.00'],
    [9900, '₹99.00'],
    [100, '₹1.00'],
    [99, '₹0.99'],
    [0, '₹0.00'],
    [1234567, '₹12,345.67'],
    [-150050, '-₹1,500.50'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatInr(paise)).toBe(shown);
  });

  it("writes what Intl's en-IN rupee format writes, from a paisa to a hundred crore", () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [1, 9, 10, 99, 100, 999, 1000];
    for (let paise = 1; paise < 1e12; paise = Math.floor(paise * 1.37) + 7) amounts.push(paise);
    for (const paise of amounts.flatMap((amount) => [amount, -amount])) {
      expect(formatInr(paise), String(paise)).toBe(intl.format(paise / 100));
    }
  });
});

describe('groupIndian', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndian(0)).toBe('0');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(1000)).toBe('1,000');
    expect(groupIndian(100000)).toBe('1,00,000');
    expect(groupIndian(12345678)).toBe('1,23,45,678');
    expect(groupIndian(-5000)).toBe('-5,000');
    for (let whole = 1; whole < 1e13; whole = whole * 3 + 1) {
      expect(groupIndian(whole)).toBe(whole.toLocaleString('en-IN'));
    }
  });
});

describe('paise and rupees', () => {
  it('converts both ways without floating-point drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(11000)).toBe(1100000);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
});
