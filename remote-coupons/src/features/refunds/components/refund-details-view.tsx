import { CardHead, RefundStatusBadge, StatePanel, apiErrorMessage, media } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import type { RefundDetails } from '@travel/shared';
import { useDates, useT } from '@travel/shared/i18n';
import styled from 'styled-components';
import { useRefundDetails, type RefundOfOrder } from '../api/refund-details';

const Top = styled(CardHead)`
  strong {
    font-size: 1.75rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: ${({ theme }) => theme.space.md} 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    dd + dt {
      margin-top: ${({ theme }) => theme.space.sm};
    }
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-left: 2px solid ${({ theme }) => theme.colors.border};
    margin-left: 6px;
  }

  li:last-child {
    border-left-color: transparent;
    padding-bottom: 0;
  }

  li::before {
    content: '';
    position: absolute;
    top: 4px;
    left: -8px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }

  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepsTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1rem;
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

function Details({ refund }: { refund: RefundDetails }) {
  const t = useT();
  const dates = useDates();
  return (
    <div data-testid="refund-details">
      <Top as="div">
        <strong>{formatInr(refund.amountPaise)}</strong>
        <RefundStatusBadge status={refund.status} />
      </Top>
      <Facts>
        <dt>{t('coupons.refundDetails.refundNumber')}</dt>
        <dd>{refund.refundId}</dd>
        <dt>{t('coupons.refundDetails.orderNumber')}</dt>
        <dd>{refund.orderId}</dd>
        <dt>{t('coupons.refundDetails.sentTo')}</dt>
        <dd>{refund.route}</dd>
        <dt>{t('coupons.refundDetails.reference')}</dt>
        <dd>{refund.referenceNumber ?? t('coupons.refundDetails.referencePending')}</dd>
        <dt>{t('coupons.refundDetails.expectedBy')}</dt>
        <dd>
          {refund.expectedCreditBy
            ? dates.day(refund.expectedCreditBy)
            : t('coupons.refundDetails.expectedPending')}
        </dd>
        {refund.reason && (
          <>
            <dt>{t('coupons.refundDetails.reason')}</dt>
            <dd>{refund.reason}</dd>
          </>
        )}
      </Facts>
      <StepsTitle>{t('coupons.refundDetails.progress')}</StepsTitle>
      <Steps>
        {refund.steps.map((step) => (
          <li key={`${step.status}-${step.at}`}>
            {t(`kit.refundStatus.${step.status}`)}
            <span>{dates.ist(step.at)}</span>
          </li>
        ))}
      </Steps>
      {refund.rejectionReason && (
        <Problem>{t('coupons.refundDetails.rejected', { reason: refund.rejectionReason })}</Problem>
      )}
      {refund.failureReason && (
        <Problem>{t('coupons.refundDetails.failed', { reason: refund.failureReason })}</Problem>
      )}
    </div>
  );
}

/** The latest refund of an order: amount, route, reference, every step and the credit date. */
export function RefundDetailsView({ refund }: { refund: RefundOfOrder }) {
  const t = useT();
  const details = useRefundDetails(refund);
  if (details.isError) {
    return (
      <StatePanel
        kind="error"
        message={apiErrorMessage(details.error, t('coupons.refundDetails.loadFailed'))}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (details.isPending)
    return <StatePanel kind="loading" label={t('coupons.refundDetails.loading')} />;
  return <Details refund={details.data} />;
}
