import {
  Button,
  Card,
  CardHead,
  PageContainer,
  PageTitle,
  RefundStatusBadge,
  StatePanel,
  media,
  requestSignIn,
  useSession,
} from '@travel/shared';
import { formatInr, formatIst, pageTitles, sitePaths } from '@travel/shared/contracts/plain';
import type { RefundOrder } from '@travel/shared';
import { usePageParam } from '@travel/shared/lists';
import { useState } from 'react';
import styled from 'styled-components';
import { useCouponRefunds } from '../features/refunds/api/coupon-refunds';
import type { RefundOfOrder } from '../features/refunds/api/refund-details';
import { RefundDetailsDialog } from '../features/refunds/components/refund-details-dialog';
import { PagedCards } from '../ui/paged-cards';
import { ButtonLink, Facts, ListHeader, TextLink } from '../ui/panels';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  dl {
    flex: 1;
  }

  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

function RefundCard({ refund, onDetails }: { refund: RefundOrder; onDetails: () => void }) {
  const titleId = `refund-${refund.refundId}`;
  return (
    <Card aria-labelledby={titleId} data-testid="coupon-refund">
      <CardHead>
        <h2 id={titleId}>Refund {refund.refundId}</h2>
        <RefundStatusBadge status={refund.status} />
      </CardHead>
      <Row>
        <Facts>
          <div>
            <dt>Amount</dt>
            <dd>{formatInr(refund.amountPaise)}</dd>
          </div>
          <div>
            <dt>Order number</dt>
            <dd>{refund.orderId}</dd>
          </div>
          <div className="wide">
            <dt>Requested</dt>
            <dd>{formatIst(refund.createdAt)}</dd>
          </div>
        </Facts>
        <Button size="sm" variant="secondary" onClick={onDetails}>
          Details
        </Button>
      </Row>
    </Card>
  );
}

function RefundList() {
  const [page, setPage] = usePageParam();
  const refunds = useCouponRefunds(page);
  const [detailsOf, setDetailsOf] = useState<RefundOfOrder | null>(null);

  return (
    <>
      <PagedCards
        query={refunds}
        page={page}
        onPage={setPage}
        noun={['refund', 'refunds']}
        listLabel="Refunds"
        pagerLabel="Refund pages"
        firstPagePath={sitePaths.refundOrderList}
        loadingLabel="Loading your refunds…"
        failure="Your refunds could not be loaded."
        empty={
          <StatePanel
            kind="empty"
            title="No refunds"
            action={
              <ButtonLink to={sitePaths.couponOrderList}>{pageTitles.couponOrderList}</ButtonLink>
            }
          >
            You can ask for a refund of an unused coupon from My coupon orders.
          </StatePanel>
        }
        keyOf={(refund) => refund.refundId}
        renderCard={(refund) => (
          <RefundCard
            refund={refund}
            onDetails={() => setDetailsOf({ orderId: refund.orderId, refundId: refund.refundId })}
          />
        )}
      />
      <RefundDetailsDialog refund={detailsOf} onClose={() => setDetailsOf(null)} />
    </>
  );
}

const Prompt = styled.div`
  max-width: 520px;
  margin: ${({ theme }) => theme.space.xl} auto;
`;

export default function RefundOrderListPage() {
  const session = useSession();
  return (
    <PageContainer>
      <ListHeader>
        <PageTitle>{pageTitles.refundOrderList}</PageTitle>
        <nav aria-label="Coupon pages">
          <TextLink to={sitePaths.couponOrderList}>{pageTitles.couponOrderList}</TextLink>
          <TextLink to={sitePaths.coupon}>Buy a coupon</TextLink>
        </nav>
      </ListHeader>
      {session ? (
        <RefundList key={session.uid} />
      ) : (
        <Prompt>
          <StatePanel
            kind="notice"
            title="Please sign in to see your refunds"
            action={<Button onClick={() => void requestSignIn()}>Sign in</Button>}
          >
            Your refunds and where each one stands are kept safe in your account.
          </StatePanel>
        </Prompt>
      )}
    </PageContainer>
  );
}
