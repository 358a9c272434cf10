import { useT } from '@travel/shared/i18n';
import type { OrderStatus, RefundStatus } from '../contracts/statuses';
import styled from 'styled-components';

type Tone = 'success' | 'pending' | 'danger' | 'neutral';

// Text and background pairs with at least 4.5:1 contrast.
const tones: Record<Tone, { color: string; background: string }> = {
  success: { color: '#1E6B34', background: '#E3F3E8' },
  pending: { color: '#8A4B00', background: '#FFF1DC' },
  danger: { color: '#B3261E', background: '#FCE8E6' },
  neutral: { color: '#475467', background: '#EEF1F5' },
};

const orderTones: Record<OrderStatus, Tone> = {
  1: 'pending',
  2: 'success',
  3: 'danger',
  4: 'pending',
  5: 'success',
  6: 'danger',
  7: 'neutral',
};

const refundTones: Record<RefundStatus, Tone> = {
  1: 'pending',
  2: 'pending',
  3: 'success',
  4: 'danger',
};

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $tone }) => tones[$tone].color};
  background: ${({ $tone }) => tones[$tone].background};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** An order's status as a coloured pill (coupon orders and flight bookings alike). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <Badge $tone={orderTones[status]} data-testid="order-status">
      {t(`kit.orderStatus.${status}`)}
    </Badge>
  );
}

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const t = useT();
  return (
    <Badge $tone={refundTones[status]} data-testid="refund-status">
      {t(`kit.refundStatus.${status}`)}
    </Badge>
  );
}
