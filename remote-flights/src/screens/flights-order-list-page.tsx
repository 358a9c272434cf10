import { pageTitles, sitePaths } from '@travel/shared/contracts/plain';
import { ButtonLink, PageContainer, PageTitle, StatePanel, apiErrorMessage } from '@travel/shared';
import { Pagination, pageCount, usePageParam } from '@travel/shared/lists';
import styled from 'styled-components';
import { FLIGHT_ORDERS_PAGE_SIZE, useFlightOrders } from '../api/flight-orders';
import { OrderSummaryCard } from '../features/orders/components/order-summary-card';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The visitor's flight bookings, newest first, ten to a page. */
export default function FlightsOrderListPage() {
  const [page, setPage] = usePageParam();
  const orders = useFlightOrders(page);

  let body;
  if (orders.isError && !orders.data) {
    body = (
      <StatePanel
        kind="error"
        message={apiErrorMessage(orders.error, 'Your bookings could not be loaded.')}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (!orders.data) {
    body = <StatePanel kind="loading" label="Loading your bookings…" />;
  } else if (orders.data.total === 0) {
    body = (
      <StatePanel
        kind="empty"
        title="No flight bookings yet"
        action={<ButtonLink to={sitePaths.flights}>{pageTitles.flights}</ButtonLink>}
      >
        Book a flight and it will appear here with its PNR, e-ticket and refunds.
      </StatePanel>
    );
  } else if (orders.data.data.length === 0) {
    body = (
      <StatePanel
        kind="notice"
        title="This page is empty"
        action={<ButtonLink to={sitePaths.flightsOrderList}>First page</ButtonLink>}
      />
    );
  } else {
    body = (
      <>
        <Count>
          {orders.data.total} {orders.data.total === 1 ? 'booking' : 'bookings'}, newest first
        </Count>
        <List aria-label="Flight bookings" aria-busy={orders.isPlaceholderData}>
          {orders.data.data.map((order) => (
            <li key={order.orderId}>
              <OrderSummaryCard order={order} />
            </li>
          ))}
        </List>
        <Pagination
          page={page}
          pages={pageCount(orders.data.total, FLIGHT_ORDERS_PAGE_SIZE)}
          onPage={setPage}
          label="Booking pages"
        />
      </>
    );
  }

  return (
    <PageContainer>
      <PageTitle>{pageTitles.flightsOrderList}</PageTitle>
      {body}
    </PageContainer>
  );
}

export { catalogs } from '../locales';
