import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import styled from 'styled-components';
// Through the package's own name, so the page's one copy of @travel/shared is used (its toast
// context, its error class), not a second one bundled with this subpath.
import { Button, Spinner, VisuallyHidden, apiErrorMessage, media, useToast } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import { useT } from '@travel/shared/i18n';
import type { UpiPayment } from '@travel/shared';
import { PaymentCountdown } from './payment-countdown';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  ${media.mobile} {
    gap: 12px;
  }
`;

const SandboxNote = styled.p`
  align-self: stretch;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff4c2;
  color: #5c4400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Amount = styled.div`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .order {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  strong {
    display: block;
    font-size: 2rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const QrFrame = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  line-height: 0;

  /* On a phone the QR is for showing to another device: smaller, so Cancel stays in view. */
  ${media.mobile} {
    svg {
      width: 148px;
      height: 148px;
    }
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AppLink = styled.a`
  display: none;
  align-self: stretch;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  text-decoration: none;

  ${media.mobile} {
    display: flex;
  }
`;

const PayerLink = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Reconnecting = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Confirm = styled.div`
  align-self: stretch;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export type UpiPaymentPanelProps = {
  payment: UpiPayment;
  /** What is being paid for, e.g. "₹350 flight coupon" or "DEL → BOM, 2 travellers". */
  description: string;
  reconnecting: boolean;
  /** Cancels the order; a refusal (most likely: the payment arrived) is shown as a toast. */
  onCancel: () => Promise<unknown>;
};

/** The open payment: QR, amount, time left, the ways to pay, and Cancel. */
export function UpiPaymentPanel({
  payment,
  description,
  reconnecting,
  onCancel,
}: UpiPaymentPanelProps) {
  const toast = useToast();
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const amount = formatInr(payment.amountPaise);

  const cancel = async () => {
    setCancelling(true);
    try {
      await onCancel();
    } catch (error) {
      // Most likely the payment arrived meanwhile: the next poll shows it.
      toast.error(apiErrorMessage(error, t('kit.payment.cancelFailed')));
      setConfirming(false);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <Panel>
      {payment.sandbox && <SandboxNote>{t('kit.payment.sandbox')}</SandboxNote>}
      <Amount>
        <p>{t('kit.payment.amountToPay')}</p>
        <strong data-testid="payment-amount">{amount}</strong>
        <p>{description}</p>
        <p className="order">{t('kit.payment.order', { orderId: payment.orderId })}</p>
      </Amount>
      <AppLink href={payment.upiUri}>{t('kit.payment.payWithApp')}</AppLink>
      <QrFrame>
        <QRCodeSVG
          value={payment.qrText}
          size={196}
          level="M"
          marginSize={2}
          role="img"
          aria-label={t('kit.payment.qr', { amount })}
        />
      </QrFrame>
      <Hint>{t('kit.payment.scanHint')}</Hint>
      <PaymentCountdown expiresAt={payment.expiresAt} />
      <PayerLink href={payment.payerUrl} target="_blank" rel="noopener noreferrer">
        {t('kit.payment.openPayerPage')} <span aria-hidden="true">↗</span>
        <VisuallyHidden>{t('kit.newTab')}</VisuallyHidden>
      </PayerLink>
      <Waiting role="status">
        <Spinner />
        {t('kit.payment.waiting')}
        {reconnecting && <Reconnecting>{t('kit.payment.reconnecting')}</Reconnecting>}
      </Waiting>
      {confirming ? (
        <Confirm>
          <p>{t('kit.payment.cancelQuestion')}</p>
          <Buttons>
            <Button variant="danger" loading={cancelling} onClick={() => void cancel()}>
              {t('kit.payment.yesCancel')}
            </Button>
            <Button variant="secondary" disabled={cancelling} onClick={() => setConfirming(false)}>
              {t('kit.payment.keepPaying')}
            </Button>
          </Buttons>
        </Confirm>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {t('kit.payment.cancel')}
        </Button>
      )}
    </Panel>
  );
}
