import {
  Card,
  CardHead,
  PageContainer,
  PageTitle,
  RefundStatusBadge,
  StatePanel,
} from '@travel/shared';
import {
  formatIndiaDate,
  formatInr,
  formatIst,
  pageTitles,
  sitePath,
  sitePaths,
} from '@travel/shared/contracts/plain';
import type { FlightRefund } from '@travel/shared';
import { Link, useParams } from '@travel/shared/router';
import styled from 'styled-components';
import { Facts } from '../ui/facts';
import { useRefunds } from '../features/orders/api/cancellation';
import { BookingLoadError } from '../features/orders/components/booking-load-error';

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
  return (
    <Item aria-label={`Refund ${refund.refundId}`}>
      <CardHead>
        <h2>{formatInr(refund.amountPaise)}</h2>
        <RefundStatusBadge status={refund.status} />
      </CardHead>
      <Facts>
        <div>
          <dt>Refund</dt>
          <dd>{refund.refundId}</dd>
        </div>
        <div>
          <dt>For</dt>
          <dd>{refund.travellerNames.join(', ')}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd data-testid="refund-reference">{refund.referenceNumber ?? 'Given once sent'}</dd>
        </div>
        <div>
          <dt>Expected in your account by</dt>
          <dd>{refund.expectedCreditBy ? formatIndiaDate(refund.expectedCreditBy) : '—'}</dd>
        </div>
      </Facts>
      <p>To: {refund.route}</p>
      <Steps aria-label="Refund steps">
        {refund.steps.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            <span>{step.label}</span>
            <time dateTime={step.at}>{formatIst(step.at)}</time>
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
  const refunds = useRefunds(orderId);
  const back = (
    <Back to={sitePath(sitePaths.flightsOrderDetail, { orderId })}>← Booking {orderId}</Back>
  );

  let body;
  if (refunds.isError) {
    body = (
      <BookingLoadError
        error={refunds.error}
        failure="The refunds could not be loaded."
        onRetry={() => void refunds.refetch()}
      />
    );
  } else if (!refunds.data) {
    body = <StatePanel kind="loading" label="Loading the refunds…" />;
  } else if (refunds.data.length === 0) {
    body = (
      <Stack>
        {back}
        <StatePanel kind="empty" title="No refunds for this booking">
          When you cancel travellers, their refund and each step it goes through show here.
        </StatePanel>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        {back}
        <List aria-label="Refunds">
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
      <PageTitle>{pageTitles.flightsRefundOrderList}</PageTitle>
      {body}
    </PageContainer>
  );
}

export { catalogs } from '../locales';
