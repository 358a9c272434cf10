import { Button, StatePanel } from '@travel/shared';
import type { AttentionOrder, QueuedRefund, RefundDetails } from '@travel/shared/contracts';
import { REFUND_STATUS, formatInr, refundStatusLabel } from '@travel/shared/contracts/plain';
import { useState } from 'react';
import { opsGet, opsPost } from '../http';
import {
  Loaded,
  Money,
  Notice,
  PageHead,
  ReasonDialog,
  type ReasonRequest,
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

const AWAITING_REVIEW = refundStatusLabel(REFUND_STATUS.pending);

/** Finance's queue: refunds oldest first against the policy's days, and orders needing a person. */
export function RefundsPage() {
  const query = useOpsQuery(['refunds'], () => opsGet<Queue>('/refunds'));
  const refresh = useRefreshData();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const decide = (refund: QueuedRefund, approve: boolean) => {
    setDone(null);
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
                        {refund.kind === 'coupon' && refund.status === AWAITING_REVIEW ? (
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
      <ReasonDialog
        request={request}
        onClose={() => setRequest(null)}
        onDone={(text) => {
          setRequest(null);
          setDone(text);
        }}
      />
    </>
  );
}
