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
  useMember,
  useSession,
  withOrderMessages,
} from '@travel/shared';
import { formatInr, sitePaths } from '@travel/shared/contracts/plain';
import type { RefundOrder } from '@travel/shared';
import { useDates, useT, type Catalogs } from '@travel/shared/i18n';
import { usePageParam } from '@travel/shared/lists';
import { useState } from 'react';
import styled from 'styled-components';
import { useCouponRefunds } from '../features/refunds/api/coupon-refunds';
import type { RefundOfOrder } from '../features/refunds/api/refund-details';
import { RefundDetailsDialog } from '../features/refunds/components/refund-details-dialog';
import { PagedCards } from '../ui/paged-cards';
import { ButtonLink, Facts, ListHeader, TextLink } from '../ui/panels';

/**
 * The messages this screen's code names, in each language (i18n.config.ts), with the kit's of
 * paying and of orders.
 */
export const catalogs: Catalogs = withOrderMessages({
  'en-IN': () =>
    import(
      /* webpackChunkName: "messages-RefundOrderListPage-en-IN" */ '../locales/en-IN.json?screen=refund-order-list-page&messages'
    ),
  'hi-IN': () =>
    import(
      /* webpackChunkName: "messages-RefundOrderListPage-hi-IN" */ '../locales/hi-IN.json?screen=refund-order-list-page&messages'
    ),
});

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
  const t = useT();
  const dates = useDates();
  const titleId = `refund-${refund.refundId}`;
  return (
    <Card aria-labelledby={titleId} data-testid="coupon-refund">
      <CardHead>
        <h2 id={titleId}>{t('coupons.refund.title', { refundId: refund.refundId })}</h2>
        <RefundStatusBadge status={refund.status} />
      </CardHead>
      <Row>
        <Facts>
          <div>
            <dt>{t('coupons.refund.amount')}</dt>
            <dd>{formatInr(refund.amountPaise)}</dd>
          </div>
          <div>
            <dt>{t('coupons.refund.orderNumber')}</dt>
            <dd>{refund.orderId}</dd>
          </div>
          <div className="wide">
            <dt>{t('coupons.refund.requested')}</dt>
            <dd>{dates.ist(refund.createdAt)}</dd>
          </div>
        </Facts>
        <Button size="sm" variant="secondary" onClick={onDetails}>
          {t('coupons.refund.details')}
        </Button>
      </Row>
    </Card>
  );
}

function RefundList() {
  const t = useT();
  const [page, setPage] = usePageParam();
  const refunds = useCouponRefunds(page);
  const [detailsOf, setDetailsOf] = useState<RefundOfOrder | null>(null);

  return (
    <>
      <PagedCards
        query={refunds}
        page={page}
        onPage={setPage}
        count={(count) => t('coupons.refunds.count', { count })}
        pastEnd={(count, pages) => t('coupons.refunds.pastEnd', { count, pages })}
        listLabel={t('coupons.refunds.list')}
        pagerLabel={t('coupons.refunds.pager')}
        firstPagePath={sitePaths.refundOrderList}
        loadingLabel={t('coupons.refunds.loading')}
        failure={t('coupons.refunds.loadFailed')}
        empty={
          <StatePanel
            kind="empty"
            title={t('coupons.refunds.empty.title')}
            action={
              <ButtonLink to={sitePaths.couponOrderList}>{t('page.couponOrderList')}</ButtonLink>
            }
          >
            {t('coupons.refunds.empty.text')}
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
  const t = useT();
  // A member's page is painted by the server with the list loading, a guest's with the prompt.
  const member = useMember();
  const session = useSession();
  return (
    <PageContainer>
      <ListHeader>
        <PageTitle>{t('page.refundOrderList')}</PageTitle>
        <nav aria-label={t('coupons.nav.label')}>
          <TextLink to={sitePaths.couponOrderList}>{t('page.couponOrderList')}</TextLink>
          <TextLink to={sitePaths.coupon}>{t('coupons.nav.buy')}</TextLink>
        </nav>
      </ListHeader>
      {member ? (
        <RefundList key={session?.uid ?? 'member'} />
      ) : (
        <Prompt>
          <StatePanel
            kind="notice"
            title={t('coupons.refunds.signIn.title')}
            action={
              // Before the page's scripts run, the sign-in page, which brings the visitor back.
              <ButtonLink
                to={`${sitePaths.signIn}?redirect=${encodeURIComponent(sitePaths.refundOrderList)}`}
                onClick={(event) => {
                  event.preventDefault();
                  void requestSignIn();
                }}
              >
                {t('coupons.refunds.signIn.action')}
              </ButtonLink>
            }
          >
            {t('coupons.refunds.signIn.text')}
          </StatePanel>
        </Prompt>
      )}
    </PageContainer>
  );
}
