import type { FlightOrder } from '@travel/shared';
import { PriceBreakdown } from '../../../ui/price-breakdown';
import { Section } from './order-detail-parts';
import { useT } from '@travel/shared/i18n';

/** What the booking costs, and what was paid. */
export function OrderPriceSection({ order }: { order: FlightOrder }) {
  const t = useT();
  return (
    <Section as="section" aria-labelledby="price-heading">
      <h2 id="price-heading">{t('flights.booking.price')}</h2>
      <PriceBreakdown
        price={order.price}
        paidLabel={
          order.amountPaidPaise > 0 ? t('flights.orders.paidByUpi') : t('flights.price.amountToPay')
        }
      />
    </Section>
  );
}
