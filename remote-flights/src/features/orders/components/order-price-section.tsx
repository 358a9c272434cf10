import type { FlightOrder } from '@travel/shared';
import { PriceBreakdown } from '../../../ui/price-breakdown';
import { Section } from './order-detail-parts';

/** What the booking costs, and what was paid. */
export function OrderPriceSection({ order }: { order: FlightOrder }) {
  return (
    <Section as="section" aria-labelledby="price-heading">
      <h2 id="price-heading">Price</h2>
      <PriceBreakdown
        price={order.price}
        paidLabel={order.amountPaidPaise > 0 ? 'Paid by UPI' : 'Amount to pay'}
      />
    </Section>
  );
}
