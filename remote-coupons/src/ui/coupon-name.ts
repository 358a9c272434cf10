import { formatInr } from '@travel/shared/contracts/plain';

/** How a coupon is called everywhere: by its face value, e.g. '₹350.00 flight coupon'. */
export function couponName(backAmountPaise: number): string {
  return `${formatInr(backAmountPaise)} flight coupon`;
}
