import { Button, FormField, Modal, useToast, apiErrorMessage } from '@travel/shared';
import {
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_REVIEW_BUSINESS_DAYS,
  formatInr,
} from '@travel/shared/contracts/plain';
import type { CouponOrder } from '@travel/shared';
import { RichMessage, useT } from '@travel/shared/i18n';
import { useState } from 'react';
import styled from 'styled-components';
import { useRequestRefund } from '../api/request-refund';
import { couponName } from '../../../ui/coupon-name';

const REASON_MAX_LENGTH = 500;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Muted = styled(Text)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled(Text)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Asks for the refund of a paid, unused coupon, with an optional reason. */
export function RefundRequestDialog({
  order,
  onClose,
  onRequested,
}: {
  order: CouponOrder;
  onClose: () => void;
  onRequested: () => void;
}) {
  const toast = useToast();
  const t = useT();
  const [reason, setReason] = useState('');
  const { mutateAsync: requestRefund, isPending: sending } = useRequestRefund();
  const [failure, setFailure] = useState<string>();

  const send = async () => {
    setFailure(undefined);
    try {
      await requestRefund({ orderId: order.orderId, reason });
      toast.success(t('coupons.refundRequest.requested', { days: REFUND_REVIEW_BUSINESS_DAYS }));
      onRequested();
    } catch (error) {
      setFailure(apiErrorMessage(error, t('coupons.refundRequest.failed')));
    }
  };

  return (
    <Modal open onClose={onClose} title={t('coupons.refundRequest.title')}>
      <Text>
        <RichMessage
          id="coupons.refundRequest.youGet"
          values={{ couponName: couponName(t, order.backAmountPaise), orderId: order.orderId }}
          parts={{ amount: <strong>{formatInr(order.totalAmountPaise)}</strong> }}
        />
      </Text>
      <Muted>
        {t('coupons.refundRequest.terms', {
          reviewDays: REFUND_REVIEW_BUSINESS_DAYS,
          processingDays: REFUND_PROCESSING_BUSINESS_DAYS,
        })}
      </Muted>
      <FormField
        label={t('coupons.refundRequest.reason')}
        htmlFor="refund-reason"
        hint={`${reason.length}/${REASON_MAX_LENGTH}`}
      >
        <TextArea
          id="refund-reason"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Buttons>
        <Button variant="secondary" disabled={sending} onClick={onClose}>
          {t('coupons.refundRequest.keep')}
        </Button>
        <Button loading={sending} onClick={() => void send()}>
          {t('coupons.refundRequest.send')}
        </Button>
      </Buttons>
    </Modal>
  );
}
