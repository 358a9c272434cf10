import { CURRENCY, LOCALE } from './constants';
import { onFirstUse } from './on-first-use';

const inrFormat = onFirstUse(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Formats an amount held in integer paise, e.g. 150000 -> '₹1,500.00'. */
export function formatInr(amountPaise: number): string {
  return inrFormat().format(paiseToRupees(amountPaise));
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(amountPaise: number): number {
  return amountPaise / 100;
}
