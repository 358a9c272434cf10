import {
  Card,
  CardHead,
  PageContainer,
  PageTitle,
  RefundStatusBadge,
  StatePanel,
  withOrderMessages,
} from '@travel/shared';
import { formatInr, sitePath, sitePaths } from '@travel/shared/contracts/plain';
import type { FlightRefund } from '@travel/shared';
import { Link, useParams } from '@travel/shared/router';
import styled from 'styled-components';
import { Facts } from '../ui/facts';
import { useRefunds } from '../features/orders/api/cancellation';
import { BookingLoadError } from '../features/orders/components/booking-load-error';
import { useDates, useT, type Catalogs } from '@travel/shared/i18n';

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

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 12px 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }

  li::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }

  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

function RefundCard({ refund }: { refund: FlightRefund }) {
  const t = useT();
  const dates = useDates();
  return (
    <Item aria-label={t('flights.refunds.refund', { refundId: refund.refundId })}>
      <CardHead>
        <h2>{formatInr(refund.amountPaise)}</h2>
        <RefundStatusBadge status={refund.status} />
      </CardHead>
      <Facts>
        <div>
          <dt>{t('flights.refunds.refundLabel')}</dt>
          <dd>{refund.refundId}</dd>
        </div>
        <div>
          <dt>{t('flights.refunds.for')}</dt>
          <dd>{refund.travellerNames.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('flights.refunds.reference')}</dt>
          <dd data-testid="refund-reference">
            {refund.referenceNumber ?? t('flights.refunds.referenceOnceSent')}
          </dd>
        </div>
        <div>
          <dt>{t('flights.refunds.expectedBy')}</dt>
          <dd>{refund.expectedCreditBy ? dates.day(refund.expectedCreditBy) : '—'}</dd>
        </div>
      </Facts>
      <p>{t('flights.refunds.to', { route: refund.route })}</p>
      <Steps aria-label={t('flights.refunds.steps')}>
        {refund.steps.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            <span>{t(`kit.refundStatus.${step.status}`)}</span>
            <time dateTime={step.at}>{dates.ist(step.at)}</time>
          </li>
        ))}
      </Steps>
      {refund.failureReason && <Failure>{refund.failureReason}</Failure>}
    </Item>
  );
}

/** The refunds of one booking, each with its steps and the expected credit date. */
export default function FlightsRefundOrderListPage() {
  const { orderId = '' } = useParams();
  const t = useT();
  const refunds = useRefunds(orderId);
  const back = (
    <Back to={sitePath(sitePaths.flightsOrderDetail, { orderId })}>
      ← {t('flights.orders.booking', { orderId })}
    </Back>
  );

  let body;
  if (refunds.isError) {
    body = (
      <BookingLoadError
        error={refunds.error}
        failure={t('flights.refunds.loadFailed')}
        onRetry={() => void refunds.refetch()}
      />
    );
  } else if (!refunds.data) {
    body = <StatePanel kind="loading" label={t('flights.refunds.loading')} />;
  } else if (refunds.data.length === 0) {
    body = (
      <Stack>
        {back}
        <StatePanel kind="empty" title={t('flights.refunds.emptyTitle')}>
          {t('flights.refunds.emptyText')}
        </StatePanel>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        {back}
        <List aria-label={t('flights.refunds.label')}>
          {refunds.data.map((refund) => (
            <li key={refund.refundId}>
              <RefundCard refund={refund} />
            </li>
          ))}
        </List>
      </Stack>
    );
  }

  return (
    <PageContainer>
      <PageTitle>{t('page.flightsRefundOrderList')}</PageTitle>
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
      /* webpackChunkName: "messages-FlightsRefundOrderListPage-en-IN" */ '../locales/en-IN.json?screen=flights-refund-order-list-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-FlightsRefundOrderListPage-hi-IN" */ '../locales/hi-IN.json?screen=flights-refund-order-list-page&messages'
    ),
});
