import { PageContainer, PageTitle, StatePanel, apiErrorMessage, useToast } from '@travel/shared';
import { formatInr, pageTitles, sitePaths } from '@travel/shared/contracts/plain';
import type { FlightOrder, UpiPayment } from '@travel/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from '@travel/shared/router';
import styled from 'styled-components';
import { useFlightOrder } from '../api/flight-orders';
import { BookingLoadError } from '../features/orders/components/booking-load-error';
import { CancelDialog } from '../features/orders/components/cancel-dialog';
import { OrderBookingSection } from '../features/orders/components/order-booking-section';
import { OrderFlightsSection } from '../features/orders/components/order-flights-section';
import { OrderPriceSection } from '../features/orders/components/order-price-section';
import { OrderTicketSection } from '../features/orders/components/order-ticket-section';
import { OrderTravellersSection } from '../features/orders/components/order-travellers-section';
import { TaxDocuments } from '../features/orders/components/tax-documents';
import { payFlightOrder } from '../features/payment/api/pay-order';

const FlightPaymentDialog = lazy(
  () => import('../features/payment/components/flight-payment-dialog'),
);

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

function OrderDetail({ order }: { order: FlightOrder }) {
  const toast = useToast();
  const { refetch } = useFlightOrder(order.orderId);
  const [cancelling, setCancelling] = useState<number[] | null>(null);
  const [payment, setPayment] = useState<UpiPayment | null>(null);
  const [opening, setOpening] = useState(false);

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
      <OrderBookingSection
        order={order}
        opening={opening}
        onPayAgain={() => void payAgain()}
        onCancel={() => setCancelling([])}
      />
      <OrderFlightsSection order={order} />
      <OrderTravellersSection
        order={order}
        onCancelTraveller={(travellerId) => setCancelling([travellerId])}
      />
      <OrderPriceSection order={order} />
      <OrderTicketSection order={order} />
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

export { catalogs } from '../locales';
