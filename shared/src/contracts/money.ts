// Amounts as India writes them (en-IN), without Intl, for the reason time.ts gives;
// money.test.ts holds them equal to Intl's en-IN currency format.

/**
 * A whole number with Indian digit grouping: the last three digits, then pairs, e.g.
 * 1100000 -> '11,00,000'.
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}` : last;
  return whole < 0 ? `-${grouped}` : grouped;
}

/** Formats an amount held in integer paise, e.g. 150000 -> '₹1,500.00'. */
export function formatInr(amountPaise: number): string {
  const paise = Math.round(Math.abs(amountPaise));
  const rupees = groupIndian(Math.floor(paise / 100));
  return `${amountPaise < 0 && paise > 0 ? '-' : ''}₹${rupees}.${String(paise % 100).padStart(2, '0')}`;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(amountPaise: number): number {
  return amountPaise / 100;
}
