import {
  Button,
  ButtonLink,
  Card,
  CardHead,
  OrderStatusBadge,
  PageContainer,
  PageTitle,
  StatePanel,
  apiErrorMessage,
  useToast,
} from '@travel/shared';
import {
  formatInr,
  formatIst,
  ORDER_STATUS,
  pageTitles,
  sitePath,
  sitePaths,
} from '@travel/shared/contracts/plain';
import type { FlightOrder, UpiPayment } from '@travel/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from '@travel/shared/router';
import styled, { createGlobalStyle } from 'styled-components';
import { Facts } from '../ui/facts';
import { PriceBreakdown } from '../features/booking/components/price-breakdown';
import { useDownloadETicket, useETicket } from '../features/orders/api/e-ticket';
import { useFlightOrder } from '../features/orders/api/flight-orders';
import { BookingLoadError } from '../features/orders/components/booking-load-error';
import { CancelDialog } from '../features/orders/components/cancel-dialog';
import { ETicketView } from '../features/orders/components/e-ticket-view';
import { TaxDocuments } from '../features/orders/components/tax-documents';
import { eTicketEmailNote } from '../features/payment/e-ticket-email';
import { tripDates } from '../features/orders/components/order-summary-card';
import { payFlightOrder } from '../features/payment/api/pay-order';
import { formatDay, localTime } from '../ui/format';

const FlightPaymentDialog = lazy(
  () => import('../features/payment/components/flight-payment-dialog'),
);

/** On paper only the e-ticket: the site's header, footer, actions and this page's other parts are left out. */
const PrintOnlyTicket = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }

    .e-ticket,
    .e-ticket * {
      visibility: visible;
    }

    .e-ticket {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }

    @page {
      margin: 14mm;
    }
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Back = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }

  > p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

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

const Segments = styled.ol`
  margin: 0;
  padding-left: 1.2em;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function TicketSection({ order }: { order: FlightOrder }) {
  const toast = useToast();
  const ticket = useETicket(order.orderId, order.actions.includes('eTicket'));
  const download = useDownloadETicket();
  if (!order.actions.includes('eTicket')) return null;
  const emailNote = eTicketEmailNote(order.eTicketEmail);
  const save = async () => {
    try {
      await download.mutateAsync({ orderId: order.orderId, pnr: order.pnr ?? order.orderId });
    } catch (error) {
      toast.error(
        apiErrorMessage(error, 'The e-ticket could not be downloaded. Please try again.'),
      );
    }
  };
  return (
    <Section as="section" aria-labelledby="ticket-heading">
      <CardHead>
        <h2 id="ticket-heading">Your e-ticket</h2>
        <Actions>
          <Button variant="secondary" onClick={() => window.print()}>
            Print e-ticket
          </Button>
          <Button loading={download.isPending} onClick={() => void save()}>
            Download e-ticket (PDF)
          </Button>
        </Actions>
      </CardHead>
      {emailNote ? <p>{emailNote}</p> : null}
      {ticket.isError ? (
        <StatePanel
          kind="error"
          message={apiErrorMessage(ticket.error, 'The e-ticket could not be loaded.')}
          onRetry={() => void ticket.refetch()}
        />
      ) : !ticket.data ? (
        <StatePanel kind="loading" label="Loading your e-ticket…" />
      ) : (
        <>
          <PrintOnlyTicket />
          <ETicketView ticket={ticket.data} />
        </>
      )}
    </Section>
  );
}

function OrderDetail({ order }: { order: FlightOrder }) {
  const toast = useToast();
  const { refetch } = useFlightOrder(order.orderId);
  const [cancelling, setCancelling] = useState<number[] | null>(null);
  const [payment, setPayment] = useState<UpiPayment | null>(null);
  const [opening, setOpening] = useState(false);
  const canCancel = order.actions.includes('cancel');
  const booked = order.travellers.filter((traveller) => traveller.status === 'booked');

  const payAgain = async () => {
    setOpening(true);
    try {
      setPayment(await payFlightOrder(order.orderId));
    } catch (error) {
      toast.error(apiErrorMessage(error, 'The payment could not be opened. Please try again.'));
      void refetch();
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack>
      <Back to={sitePaths.flightsOrderList}>← My flight orders</Back>
      <Section as="section" aria-labelledby="booking-heading">
        <CardHead>
          <h2 id="booking-heading">
            {order.fromCity} → {order.toCity}
            {order.returnDate ? ' and back' : ''}
          </h2>
          <OrderStatusBadge status={order.status} />
        </CardHead>
        <Facts>
          <div>
            <dt>PNR</dt>
            <dd data-testid="order-pnr">{order.pnr ?? 'Issued once paid'}</dd>
          </div>
          <div>
            <dt>Booking</dt>
            <dd>{order.orderId}</dd>
          </div>
          <div>
            <dt>Travel dates</dt>
            <dd>{tripDates(order)}</dd>
          </div>
          <div>
            <dt>Booked</dt>
            <dd>{formatIst(order.createdAt)}</dd>
          </div>
          <div>
            <dt>Fare</dt>
            <dd>
              {order.family.name}, {order.cabin}
            </dd>
          </div>
          <div>
            <dt>Amount paid</dt>
            <dd>{order.amountPaidPaise > 0 ? formatInr(order.amountPaidPaise) : '—'}</dd>
          </div>
          <div>
            <dt>Refunded</dt>
            <dd>{order.refundedPaise > 0 ? formatInr(order.refundedPaise) : '—'}</dd>
          </div>
          <div>
            <dt>Coupon</dt>
            <dd>
              {order.coupon
                ? `${order.coupon.code} (${formatInr(order.coupon.appliedPaise)} off)`
                : 'None'}
            </dd>
          </div>
        </Facts>
        {order.status === ORDER_STATUS.processingPayment && (
          <Muted>
            Waiting for payment: the seats{order.coupon ? ' and your coupon' : ''} are held until{' '}
            {formatIst(order.paymentExpiresAt)}.
          </Muted>
        )}
        <Actions>
          {order.actions.includes('pay') && (
            <Button loading={opening} onClick={() => void payAgain()}>
              Pay {formatInr(order.price.amountToPayPaise)} now
            </Button>
          )}
          {canCancel && (
            <Button variant="danger" onClick={() => setCancelling([])}>
              {booked.length > 1 ? 'Cancel the whole booking' : 'Cancel the booking'}
            </Button>
          )}
          {order.actions.includes('refunds') && (
            <ButtonLink to={sitePath(sitePaths.flightsRefundOrderList, { orderId: order.orderId })}>
              Refunds of this booking
            </ButtonLink>
          )}
        </Actions>
      </Section>
      <Section as="section" aria-labelledby="flights-heading">
        <h2 id="flights-heading">Flights</h2>
        {order.itineraries.map((itinerary) => (
          <div key={itinerary.direction}>
            <p>
              <strong>
                {capitalised(itinerary.direction === 'return' ? 'return' : 'departure')}:{' '}
                {itinerary.fromCity} → {itinerary.toCity}
              </strong>{' '}
              · {formatDay(itinerary.depTime)}
            </p>
            <Segments>
              {itinerary.segments.map((segment) => (
                <li key={`${segment.flightNumber}-${segment.depTime}`}>
                  {segment.flightNumber} {segment.from} {localTime(segment.depTime)} → {segment.to}{' '}
                  {localTime(segment.arrTime)}{' '}
                  <span>
                    · {segment.carrierName}
                    {segment.fromTerminal ? ` · T${segment.fromTerminal}` : ''}
                  </span>
                </li>
              ))}
            </Segments>
          </div>
        ))}
        <Muted>
          Baggage: {order.family.checkInBaggage} check-in, {order.family.cabinBaggage} cabin.
        </Muted>
      </Section>
      <Section as="section" aria-labelledby="travellers-heading">
        <h2 id="travellers-heading">Travellers</h2>
        <Travellers>
          {order.travellers.map((traveller) => (
            <li key={traveller.travellerId}>
              <span>
                {traveller.title} {traveller.firstName} {traveller.lastName}
                <small>
                  {capitalised(traveller.type)}
                  {traveller.ticketNumber ? ` · ticket ${traveller.ticketNumber}` : ''}
                  {traveller.cancelledAt ? ` · cancelled ${formatIst(traveller.cancelledAt)}` : ''}
                </small>
              </span>
              <Row>
                <Pill $cancelled={traveller.status === 'cancelled'}>
                  {traveller.status === 'cancelled' ? 'Cancelled' : 'Booked'}
                </Pill>
                {canCancel && traveller.status === 'booked' && booked.length > 1 && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Cancel ${traveller.firstName} ${traveller.lastName}`}
                    onClick={() => setCancelling([traveller.travellerId])}
                  >
                    Cancel
                  </Button>
                )}
              </Row>
            </li>
          ))}
        </Travellers>
        <Muted>
          Contact: +91 {order.contact.mobileNo} · {order.contact.email}
          {order.gst ? ` · GSTIN ${order.gst.gstin}, ${order.gst.companyName}` : ''}
        </Muted>
      </Section>
      <Section as="section" aria-labelledby="price-heading">
        <h2 id="price-heading">Price</h2>
        <PriceBreakdown
          price={order.price}
          paidLabel={order.amountPaidPaise > 0 ? 'Paid by UPI' : 'Amount to pay'}
        />
      </Section>
      <TicketSection order={order} />
      <TaxDocuments order={order} />
      {cancelling && (
        <CancelDialog
          order={order}
          initialTravellerIds={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(result) => {
            setCancelling(null);
            toast.success(
              `Cancelled. ${formatInr(result.refund.amountPaise)} will be refunded to your account.`,
            );
          }}
        />
      )}
      {payment && (
        <Suspense fallback={null}>
          <FlightPaymentDialog
            payment={payment}
            description={`${order.fromCity} → ${order.toCity} · booking ${order.orderId}`}
            onClose={() => {
              setPayment(null);
              void refetch();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** Everything about one booking, its e-ticket, and what its state allows. */
export default function FlightsOrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useFlightOrder(orderId);

  let body;
  if (order.isError) {
    body = (
      <BookingLoadError
        error={order.error}
        failure="This booking could not be loaded."
        onRetry={() => void order.refetch()}
      />
    );
  } else if (!order.data) {
    body = <StatePanel kind="loading" label="Loading your booking…" />;
  } else {
    body = <OrderDetail order={order.data} />;
  }

  return (
    <PageContainer>
      <PageTitle>{pageTitles.flightsOrderDetail}</PageTitle>
      {body}
    </PageContainer>
  );
}
