import { formatInr } from '@travel/shared/contracts/plain';
import type { Translate } from '@travel/shared/i18n';

/** How a coupon is called everywhere: by its face value, e.g. '₹350.00 flight coupon'. */
export function couponName(t: Translate, backAmountPaise: number): string {
  return t('coupons.coupon.name', { amount: formatInr(backAmountPaise) });
}
