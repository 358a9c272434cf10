import { TravelProviders } from '@travel/shared';
import type { CouponOrder, DrawEntryState } from '@travel/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { couponOrder } from '../../../test-support/coupon-orders';
import { OrderCard } from './order-card';
import type { OrderActionHandler } from './order-card';

const draw = (status: DrawEntryState['status']): DrawEntryState => ({
  drawId: 'DR-2026-11',
  period: 'November 2026',
  entryNumber: 12,
  status,
  closesAt: '2026-11-30T18:30:00.000Z',
  heldAt: status === 'entered' ? null : '2026-12-01T06:00:00.000Z',
});

function show(order: CouponOrder, onAction: OrderActionHandler = () => {}) {
  render(
    <TravelProviders>
      <OrderCard order={order} busyAction={null} onAction={onAction} />
    </TravelProviders>,
  );
  return screen.getByRole('article', { name: `Order ${order.orderId}` });
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

afterEach(cleanup);

describe('OrderCard', () => {
  it('tells a winner they won and when we will be in touch', () => {
    show({ ...couponOrder(2), actions: ['refund', 'prizeDraw'], draw: draw('won') });
    expect(screen.getByTestId('draw-entry').textContent).toContain(
      'Congratulations! Your order won the free flight ticket draw. We will contact you within 2-3 business days.',
    );
  });

  it.each([
    [
      'entered',
      "You're in the November 2026 draw, entry #12. Entries close 30 Nov 2026, 11:59 pm IST",
    ],
    ['not-won', 'Entry #12 in the November 2026 draw was not picked this time.'],
    ['void', 'Entry #12 in the November 2026 draw is void because the order was refunded.'],
  ] as const)('says where a %s entry stands', (status, text) => {
    show({ ...couponOrder(2), draw: draw(status) });
    expect(screen.getByTestId('draw-entry').textContent).toContain(text);
    expect(buttons()).not.toContain('Enter the free flight draw');
  });

  it('shows the paid order with its code, amounts and the actions the server allows', () => {
    const card = show(couponOrder(2));
    expect(card.textContent).toContain('Payment Successful');
    expect(card.textContent).toContain('Amount paid₹1.00');
    expect(card.textContent).toContain('Pay ₹1.00, get ₹99.00');
    expect(screen.getByTestId('order-coupon-code').textContent).toBe('HEG-7K3M-Q9TX-4PLW');
    expect(card.textContent).toContain('Valid until 31 Dec 2026');
    expect(buttons()).toEqual(['Copy', 'Enter the free flight draw', 'Request refund']);
  });

  it('offers Pay now and Cancel on an open order and says until when', () => {
    const pressed: string[] = [];
    const card = show(couponOrder(1), (action) => pressed.push(action));
    expect(card.textContent).toContain('Pay by 22 Nov 2026, 03:40 pm IST');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(pressed).toEqual(['pay', 'cancel']);
  });

  it('offers nothing the server does not allow', () => {
    const card = show({ ...couponOrder(7), actions: [] });
    expect(card.textContent).toContain('Payment Cancelled');
    expect(card.textContent).toContain('Not paid');
    expect(buttons()).toEqual([]);
  });

  it('holds the code back while a refund is processed, and strikes it once refunded', () => {
    show({ ...couponOrder(4), actions: ['refundDetails'] });
    expect(screen.getByText('On hold while the refund is processed')).toBeTruthy();
    expect(buttons()).toEqual(['Refund details']);
    cleanup();

    show({ ...couponOrder(5), couponStatus: 'void', actions: ['refundDetails'] });
    expect(screen.getByTestId('order-status').textContent).toBe('Refund Successful');
    expect(screen.getByText('No longer valid: the order was refunded')).toBeTruthy();
  });
});
