import {
  PageContainer,
  PageTitle,
  StatePanel,
  apiErrorMessage,
  useToast,
  withOrderMessages,
} from '@travel/shared';
import { formatInr, sitePaths } from '@travel/shared/contracts/plain';
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
import { useT, type Catalogs } from '@travel/shared/i18n';

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
  const t = useT();
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
      toast.error(apiErrorMessage(error, t('flights.orders.paymentFailed')));
      void refetch();
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack>
      <Back to={sitePaths.flightsOrderList}>← {t('page.flightsOrderList')}</Back>
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
              t('flights.orders.cancelledToast', {
                amount: formatInr(result.refund.amountPaise),
              }),
            );
          }}
        />
      )}
      {payment && (
        <Suspense fallback={null}>
          <FlightPaymentDialog
            payment={payment}
            description={t('flights.orders.paymentDescription', {
              from: order.fromCity,
              to: order.toCity,
              orderId: order.orderId,
            })}
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
  const t = useT();
  const order = useFlightOrder(orderId);

  let body;
  if (order.isError) {
    body = (
      <BookingLoadError
        error={order.error}
        failure={t('flights.orders.loadFailed')}
        onRetry={() => void order.refetch()}
      />
    );
  } else if (!order.data) {
    body = <StatePanel kind="loading" label={t('flights.orders.loading')} />;
  } else {
    body = <OrderDetail order={order.data} />;
  }

  return (
    <PageContainer>
      <PageTitle>{t('page.flightsOrderDetail')}</PageTitle>
      {body}
    </PageContainer>
  );
}

/**
 * The messages this screen's code names, in each language (i18n.config.ts), with the kit's of
 * paying and of orders.
 */
export const catalogs: Catalogs = withOrderMessages({
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsOrderDetailPage-en-IN" */ '../locales/en-IN.json?screen=flights-order-detail-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsOrderDetailPage-hi-IN" */ '../locales/hi-IN.json?screen=flights-order-detail-page&messages'
    ),
});
