import { Button, Modal, StatePanel, apiErrorMessage } from '@travel/shared';
import { formatInr } from '@travel/shared/contracts/plain';
import type { CancelResponse, FlightOrder } from '@travel/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { trackFunnel } from '../../../ui/funnel';
import { useCancelQuote, useCancelTravellers } from '../api/cancellation';
import { useDates, useT } from '@travel/shared/i18n';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
`;

const Choice = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 36px;
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;

const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  .refund {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.1rem;
  }
`;

const Terms = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * Cancel some travellers or the whole booking: the visitor picks, sees the refund the server
 * computes for exactly that (airline fee, our fee, the coupon's part) and confirms.
 */
export function CancelDialog({
  order,
  initialTravellerIds,
  onClose,
  onCancelled,
}: {
  order: FlightOrder;
  /** Preselected travellers; empty: every traveller still booked. */
  initialTravellerIds: number[];
  onClose: () => void;
  onCancelled: (result: CancelResponse) => void;
}) {
  const t = useT();
  const dates = useDates();
  const booked = order.travellers.filter((traveller) => traveller.status === 'booked');
  const [chosen, setChosen] = useState<number[]>(
    initialTravellerIds.length > 0 ? initialTravellerIds : booked.map((t) => t.travellerId),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const whole = chosen.length === booked.length;
  const request =
    chosen.length === 0
      ? null
      : {
          orderId: order.orderId,
          ...(whole ? {} : { travellerIds: [...chosen].sort((a, b) => a - b) }),
        };
  const quote = useCancelQuote(request);
  const { mutateAsync: cancel, isPending } = useCancelTravellers();

  const toggle = (travellerId: number) => {
    setFailure(null);
    setChosen((current) =>
      current.includes(travellerId)
        ? current.filter((id) => id !== travellerId)
        : [...current, travellerId],
    );
  };

  const confirm = async () => {
    if (!request) return;
    setFailure(null);
    try {
      const result = await cancel(request);
      trackFunnel({
        action: 'cancel',
        label: whole ? 'whole booking' : 'travellers',
        valuePaise: result.refund.amountPaise,
      });
      onCancelled(result);
    } catch (error) {
      setFailure(apiErrorMessage(error, t('flights.cancel.failed')));
      void quote.refetch();
    }
  };

  let summary;
  if (!request) {
    summary = <p>{t('flights.cancel.chooseOne')}</p>;
  } else if (quote.isError) {
    summary = <Alert role="alert">{apiErrorMessage(quote.error)}</Alert>;
  } else if (!quote.data) {
    summary = <StatePanel kind="loading" label={t('flights.cancel.working')} />;
  } else {
    const q = quote.data;
    summary = (
      <>
        <Sums data-testid="cancel-quote">
          <dt>{t('flights.cancel.fare')}</dt>
          <dd>{formatInr(q.lines.reduce((sum, line) => sum + line.farePaise, 0))}</dd>
          <dt>{t('flights.cancel.airlineFee')}</dt>
          <dd>−{formatInr(q.airlineFeePaise)}</dd>
          <dt>{t('flights.cancel.ourFee')}</dt>
          <dd>−{formatInr(q.serviceFeePaise)}</dd>
          {q.couponPartPaise > 0 && (
            <>
              <dt>{t('flights.cancel.couponPart')}</dt>
              <dd>−{formatInr(q.couponPartPaise)}</dd>
            </>
          )}
          <dt className="refund">{t('flights.cancel.youGetBack')}</dt>
          <dd className="refund" data-testid="refund-amount">
            {formatInr(q.refundPaise)}
          </dd>
        </Sums>
        <p>
          {t('flights.cancel.by', {
            route: q.route,
            date: dates.day(q.expectedCreditBy),
          })}
        </p>
        <Terms>
          {q.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </Terms>
      </>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={whole ? t('flights.cancel.wholeTitle') : t('flights.cancel.travellersTitle')}
      width={520}
    >
      <Body>
        <Choice>
          <legend>{t('flights.cancel.who')}</legend>
          {booked.map((traveller) => (
            <label key={traveller.travellerId}>
              <input
                type="checkbox"
                checked={chosen.includes(traveller.travellerId)}
                onChange={() => toggle(traveller.travellerId)}
              />
              {traveller.title} {traveller.firstName} {traveller.lastName} (
              {t(`flights.travellerType.${traveller.type}`)})
            </label>
          ))}
        </Choice>
        {summary}
        {failure && <Alert role="alert">{failure}</Alert>}
        <Buttons>
          <Button
            variant="danger"
            loading={isPending}
            disabled={!quote.data || quote.isFetching}
            onClick={() => void confirm()}
          >
            {t(
              quote.data
                ? whole
                  ? 'flights.cancel.bookingRefund'
                  : 'flights.cancel.travellersRefund'
                : whole
                  ? 'flights.cancel.booking'
                  : 'flights.cancel.travellers',
              { count: chosen.length, amount: formatInr(quote.data?.refundPaise ?? 0) },
            )}
          </Button>
          <Button variant="secondary" disabled={isPending} onClick={onClose}>
            {t('flights.cancel.keep')}
          </Button>
        </Buttons>
      </Body>
    </Modal>
  );
}
