import { Button } from '@travel/shared';
import type { FlightOrder } from '@travel/shared';
import styled from 'styled-components';
import { Muted, Section } from './order-detail-parts';
import { useDates, useT } from '@travel/shared/i18n';

const Travellers = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  li:last-child {
    border-bottom: 0;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Pill = styled.span<{ $cancelled: boolean }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ $cancelled }) => ($cancelled ? '#475467' : '#1E6B34')};
  background: ${({ $cancelled }) => ($cancelled ? '#EEF1F5' : '#E3F3E8')};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Who flies, each one's ticket or cancellation, and the booking's contact. */
export function OrderTravellersSection({
  order,
  onCancelTraveller,
}: {
  order: FlightOrder;
  onCancelTraveller: (travellerId: number) => void;
}) {
  const t = useT();
  const dates = useDates();
  const canCancel = order.actions.includes('cancel');
  const booked = order.travellers.filter((traveller) => traveller.status === 'booked');
  return (
    <Section as="section" aria-labelledby="travellers-heading">
      <h2 id="travellers-heading">{t('flights.travellers.heading')}</h2>
      <Travellers>
        {order.travellers.map((traveller) => (
          <li key={traveller.travellerId}>
            <span>
              {traveller.title} {traveller.firstName} {traveller.lastName}
              <small>
                {t(`flights.travellerTypeName.${traveller.type}`)}
                {traveller.ticketNumber
                  ? ` · ${t('flights.orders.ticket', { number: traveller.ticketNumber })}`
                  : ''}
                {traveller.cancelledAt
                  ? ` · ${t('flights.orders.cancelledAt', { at: dates.ist(traveller.cancelledAt) })}`
                  : ''}
              </small>
            </span>
            <Row>
              <Pill $cancelled={traveller.status === 'cancelled'}>
                {traveller.status === 'cancelled'
                  ? t('flights.orders.cancelled')
                  : t('flights.orders.bookedStatus')}
              </Pill>
              {canCancel && traveller.status === 'booked' && booked.length > 1 && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('flights.orders.cancelTraveller', {
                    name: `${traveller.firstName} ${traveller.lastName}`,
                  })}
                  onClick={() => onCancelTraveller(traveller.travellerId)}
                >
                  {t('flights.orders.cancel')}
                </Button>
              )}
            </Row>
          </li>
        ))}
      </Travellers>
      <Muted>
        {t('flights.orders.contact')} +91 {order.contact.mobileNo} · {order.contact.email}
        {order.gst ? ` · GSTIN ${order.gst.gstin}, ${order.gst.companyName}` : ''}
      </Muted>
    </Section>
  );
}
