import { Button, StatePanel } from '@travel/shared';
import type {
  AttentionOrder,
  QueuedRefund,
  ReconciliationRun,
  ReconciliationStatus,
  RefundDetails,
} from '@travel/shared/contracts';
import { formatInr, refundStatusLabel } from '@travel/shared/contracts/plain';
import { opsGet, opsPost } from '../http';
import {
  Actions,
  Loaded,
  Money,
  Notice,
  PageHead,
  useReasonedActions,
  Section,
  Table,
  Tag,
  When,
  useOpsQuery,
  useRefreshData,
} from '../kit';

interface Queue {
  refunds: QueuedRefund[];
  attention: AttentionOrder[];
}

/** Finance's queue: refunds oldest first against the policy's days, and orders needing a person. */
export function RefundsPage() {
  const query = useOpsQuery(['refunds'], () => opsGet<Queue>('/refunds'));
  const refresh = useRefreshData();
  const { ask: setRequest, done, reasonDialog } = useReasonedActions();

  const decide = (refund: QueuedRefund, approve: boolean) => {
    setRequest({
      title: `${approve ? 'Approve' : 'Reject'} refund ${refund.refundId}`,
      text: approve
        ? `Sends ${refund.customerEmail} ${formatInr(refund.amountPaise)} back by the original payment route. The coupon is cancelled.`
        : `The customer keeps the coupon and sees your reason on their order.`,
      confirm: approve ? 'Approve and refund' : 'Reject',
      danger: !approve,
      run: async (reason) => {
        const path = approve ? '/refunds/approve' : '/refunds/reject';
        const answer = await opsPost<{ refund: RefundDetails }>(path, {
          refundId: refund.refundId,
          reason,
        });
        await refresh();
        return approve
          ? `Refund ${refund.refundId} approved: ${refundStatusLabel(answer.refund.status)}.`
          : `Refund ${refund.refundId} rejected; the customer sees your reason.`;
      },
    });
  };

  const resend = (refund: QueuedRefund) => {
    setRequest({
      title: `Send refund ${refund.refundId} again`,
      text: `The payment gateway failed it${refund.reason ? ` (${refund.reason})` : ''}. ${formatInr(refund.amountPaise)} goes to ${refund.customerEmail} again by the original payment route.`,
      confirm: 'Send again',
      run: async (reason) => {
        const answer = await opsPost<{ refund: QueuedRefund }>('/refunds/resend', {
          refundId: refund.refundId,
          reason,
        });
        await refresh();
        return `Refund ${refund.refundId} sent again: ${answer.refund.status}.`;
      },
    });
  };

  return (
    <>
      <PageHead>
        <h1>Refunds</h1>
        <p>Oldest first. The refund policy promises a review within 2 business days.</p>
      </PageHead>
      <Notice text={done} />
      <Loaded query={query} label="Loading the refund queue…">
        {(queue) => (
          <>
            {queue.refunds.length === 0 ? (
              <StatePanel kind="empty" title="No refund is waiting" />
            ) : (
              <Table aria-label="Refund queue">
                <thead>
                  <tr>
                    <th>Refund</th>
                    <th>Customer</th>
                    <th>Amount</th>
                    <th>Status</th>
                    <th>Why</th>
                    <th>Waiting</th>
                    <th>Action</th>
                  </tr>
                </thead>
                <tbody>
                  {queue.refunds.map((refund) => (
                    <tr key={refund.refundId} data-refund={refund.refundId}>
                      <td data-label="Refund">
                        {refund.refundId}
                        <br />
                        {refund.kind === 'flight' ? 'booking' : 'coupon order'} {refund.orderId}
                      </td>
                      <td data-label="Customer">{refund.customerEmail}</td>
                      <td data-label="Amount">
                        <Money paise={refund.amountPaise} />
                      </td>
                      <td data-label="Status">{refund.status}</td>
                      <td data-label="Why">{refund.reason ?? '—'}</td>
                      <td data-label="Waiting">
                        <Tag $tone={refund.overdue ? 'bad' : 'plain'}>
                          {refund.ageBusinessDays} business day
                          {refund.ageBusinessDays === 1 ? '' : 's'}
                          {refund.overdue ? ', overdue' : ''}
                        </Tag>
                        <br />
                        since <When at={refund.requestedAt} />
                      </td>
                      <td data-label="Action" className="actions">
                        {refund.canDecide ? (
                          <>
                            <Button size="sm" onClick={() => decide(refund, true)}>
                              Approve
                            </Button>{' '}
                            <Button
                              size="sm"
                              variant="secondary"
                              onClick={() => decide(refund, false)}
                            >
                              Reject
                            </Button>
                          </>
                        ) : refund.canResend ? (
                          <Button size="sm" variant="secondary" onClick={() => resend(refund)}>
                            Send again
                          </Button>
                        ) : (
                          'with the payment gateway'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <Section aria-label="Needs attention">
              <h2>Orders that need attention ({queue.attention.length})</h2>
              {queue.attention.length === 0 ? (
                <p>None: every payment matched its order.</p>
              ) : (
                <Table>
                  <thead>
                    <tr>
                      <th>Order</th>
                      <th>Customer</th>
                      <th>What happened</th>
                      <th>When</th>
                    </tr>
                  </thead>
                  <tbody>
                    {queue.attention.map((order) => (
                      <tr key={order.orderId}>
                        <td data-label="Order">
                          {order.kind === 'flight' ? 'booking' : 'coupon order'} {order.orderId}
                        </td>
                        <td data-label="Customer">{order.customerEmail}</td>
                        <td data-label="What happened">{order.attention}</td>
                        <td data-label="When">
                          <When at={order.updatedAt} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </Section>
          </>
        )}
      </Loaded>
      <Reconciliation
        onRun={() =>
          setRequest({
            title: 'Reconcile payments now',
            text: 'Asks the payment gateway about every open payment and refund, applies what it says, and closes orders whose payment window has ended.',
            confirm: 'Reconcile now',
            run: async (reason) => {
              const { run } = await opsPost<{ run: ReconciliationRun }>('/payments/reconcile', {
                reason,
              });
              await refresh();
              return `Reconciled: ${runSummary(run)}.`;
            },
          })
        }
      />
      {reasonDialog}
    </>
  );
}

/** How often, in words: every minute, every 5 minutes, every 30 seconds. */
function everyText(seconds: number): string {
  if (seconds < 60) return `every ${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'every minute' : `every ${minutes} minutes`;
}

/** What one reconciliation run did, in a sentence. */
function runSummary(run: ReconciliationRun): string {
  if (!run.ran) return 'another server was reconciling at that moment, nothing was done';
  if (run.error) return `it stopped: ${run.error}`;
  return [
    `${run.ordersAsked} orders asked about`,
    `${run.paymentsApplied} payments applied`,
    `${run.ordersClosed} orders closed`,
    `${run.refundsSent + run.refundsSettled} refunds sent or settled`,
    `${run.returnsSent} payments sent back`,
    `${run.gatewayErrors} gateway errors`,
  ].join(', ');
}

const OPEN_ITEMS = [
  ['paymentsPastWindow', 'Payments past their window'],
  ['refundsProcessingLong', 'Refunds with the gateway for more than 7 business days'],
  ['refundsFailedAtGateway', 'Refunds the gateway failed'],
] as const;

/** Finance: when reconciliation last ran, what it did, and what it has not put right yet. */
function Reconciliation({ onRun }: { onRun: () => void }) {
  const query = useOpsQuery(['reconciliation'], () =>
    opsGet<ReconciliationStatus>('/payments/reconciliation'),
  );
  return (
    <Section aria-label="Reconciliation">
      <h2>Reconciliation with the payment gateway</h2>
      <Loaded query={query} label="Loading reconciliation…">
        {(status) => (
          <>
            <p>
              {status.schedule.enabled && status.schedule.everySeconds
                ? `Runs by itself ${everyText(status.schedule.everySeconds)}. `
                : 'Does not run by itself on this server. '}
              {status.lastRun ? (
                <>
                  Last run <When at={status.lastRun.finishedAt} /> ({status.lastRun.trigger}):{' '}
                  {runSummary(status.lastRun)}.
                </>
              ) : (
                'It has not run yet.'
              )}
            </p>
            <Table aria-label="Open items">
              <thead>
                <tr>
                  <th>What</th>
                  <th>How many</th>
                  <th>Oldest</th>
                </tr>
              </thead>
              <tbody>
                {OPEN_ITEMS.map(([key, label]) => {
                  const items = status.open[key];
                  const oldest = items.items[0];
                  return (
                    <tr key={key}>
                      <td data-label="What">{label}</td>
                      <td data-label="How many">
                        <Tag $tone={items.total > 0 ? 'bad' : 'good'}>{items.total}</Tag>
                      </td>
                      <td data-label="Oldest">
                        {oldest ? (
                          <>
                            {oldest.id}: {oldest.note}, since <When at={oldest.since} />
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
            <Actions>
              <Button variant="secondary" onClick={onRun}>
                Reconcile now
              </Button>
            </Actions>
          </>
        )}
      </Loaded>
    </Section>
  );
}
