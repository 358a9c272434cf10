import { sitePaths } from '@travel/shared/contracts/plain';
import {
  ButtonLink,
  PageContainer,
  PageTitle,
  StatePanel,
  apiErrorMessage,
  withOrderMessages,
} from '@travel/shared';
import { Pagination, pageCount, usePageParam } from '@travel/shared/lists';
import styled from 'styled-components';
import { FLIGHT_ORDERS_PAGE_SIZE, useFlightOrders } from '../api/flight-orders';
import { OrderSummaryCard } from '../features/orders/components/order-summary-card';
import { useT, type Catalogs } from '@travel/shared/i18n';

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
  const t = useT();
  const orders = useFlightOrders(page);

  let body;
  if (orders.isError && !orders.data) {
    body = (
      <StatePanel
        kind="error"
        message={apiErrorMessage(orders.error, t('flights.orderList.loadFailed'))}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (!orders.data) {
    body = <StatePanel kind="loading" label={t('flights.orderList.loading')} />;
  } else if (orders.data.total === 0) {
    body = (
      <StatePanel
        kind="empty"
        title={t('flights.orderList.emptyTitle')}
        action={<ButtonLink to={sitePaths.flights}>{t('page.flights')}</ButtonLink>}
      >
        {t('flights.orderList.emptyText')}
      </StatePanel>
    );
  } else if (orders.data.data.length === 0) {
    body = (
      <StatePanel
        kind="notice"
        title={t('flights.orderList.pageEmpty')}
        action={
          <ButtonLink to={sitePaths.flightsOrderList}>
            {t('flights.orderList.firstPage')}
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <>
        <Count>{t('flights.orderList.count', { count: orders.data.total })}</Count>
        <List aria-label={t('flights.orderList.label')} aria-busy={orders.isPlaceholderData}>
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
          label={t('flights.orderList.pages')}
        />
      </>
    );
  }

  return (
    <PageContainer>
      <PageTitle>{t('page.flightsOrderList')}</PageTitle>
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
      /* webpackChunkName: "messages-FlightsOrderListPage-en-IN" */ '../locales/en-IN.json?screen=flights-order-list-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsOrderListPage-hi-IN" */ '../locales/hi-IN.json?screen=flights-order-list-page&messages'
    ),
});
