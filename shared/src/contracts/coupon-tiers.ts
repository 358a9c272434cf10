import { COUPON_EXPIRY_DATE } from './constants';

export type CouponTier = {
  /** Stable product code, e.g. 'HEG-0099-0350' for pay ₹99, get ₹350. */
  code: string;
  /** Price the traveller pays. */
  totalAmountPaise: number;
  /** Face value of the coupon. */
  backAmountPaise: number;
  expirationDate: string;
  /** Card background; dark enough for white text. */
  color: string;
  image: string;
};

function couponTier(payRupees: number, getRupees: number, color: string): CouponTier {
  const pay = String(payRupees).padStart(4, '0');
  return {
    code: `HEG-${pay}-${String(getRupees).padStart(4, '0')}`,
    totalAmountPaise: payRupees * 100,
    backAmountPaise: getRupees * 100,
    expirationDate: COUPON_EXPIRY_DATE,
    color,
    image: `coupon-${pay}.webp`,
  };
}

export const COUPON_TIERS: readonly CouponTier[] = [
  couponTier(99, 350, '#1E3A8A'),
  couponTier(199, 480, '#0F766E'),
  couponTier(299, 600, '#9A3412'),
  couponTier(499, 900, '#9D174D'),
  couponTier(999, 1500, '#5B21B6'),
  couponTier(1999, 2600, '#166534'),
  couponTier(4999, 5800, '#7C2D12'),
  couponTier(9999, 11000, '#334155'),
  couponTier(1, 99, '#A21CAF'),
];
