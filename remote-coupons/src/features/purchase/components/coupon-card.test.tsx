import { TravelProviders } from '@travel/shared';
import type { CouponProduct } from '@travel/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CouponCard } from './coupon-card';

const product: CouponProduct = {
  code: 'HEG-9999-11000',
  totalAmountPaise: 999_900,
  backAmountPaise: 1_100_000,
  expirationDate: '2026-12-31',
  image: 'coupon-9999.webp',
  color: '#334155',
  available: true,
};

function show(shown: CouponProduct, busy = false) {
  const bought: string[] = [];
  render(
    <TravelProviders>
      <CouponCard product={shown} busy={busy} onBuy={(p) => bought.push(p.code)} />
    </TravelProviders>,
  );
  return { card: screen.getByRole('article', { name: 'Coupon worth ₹11,000.00' }), bought };
}

afterEach(cleanup);

describe('CouponCard', () => {
  it('shows the price, the face value, the saving, the expiry and the draw entry', () => {
    const { card, bought } = show(product);
    expect(card.textContent).toContain('You pay₹9,999.00');
    expect(card.textContent).toContain('You save ₹1,001.00');
    expect(card.textContent).toContain('Valid until 31 Dec 2026');
    expect(card.textContent).toContain('1 entry into the free flight ticket draw');
    fireEvent.click(
      screen.getByRole('button', { name: 'Buy the ₹11,000.00 flight coupon for ₹9,999.00' }),
    );
    expect(bought).toEqual(['HEG-9999-11000']);
  });

  it('cannot be bought once expired', () => {
    const { bought } = show({ ...product, available: false });
    const button = screen.getByRole('button', { name: 'The ₹11,000.00 flight coupon has expired' });
    expect(button.textContent).toBe('Expired');
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(bought).toEqual([]);
  });

  it('cannot be bought while another purchase is under way', () => {
    show(product, true);
    expect(screen.getByRole('button', { name: /^Buy/ })).toHaveProperty('disabled', true);
  });
});
