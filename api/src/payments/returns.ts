import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { GatewayError, type PaymentGateway } from './gateways/gateway';

export interface ReturnDeps {
  db: Database;
  gateway: PaymentGateway;
  now: () => Date;
  logger: FastifyBaseLogger;
}

interface QueuedReturn {
  id: number;
  payment_id: string;
  amount_paise: number;
}

/** How long one sender holds a return while the gateway answers (its timeout is 10 s). */
const RETURN_CLAIM_MS = 2 * 60_000;

/** The right to send one return: a conditional update, so one sender of many gets the row. */
async function claimReturn(
  deps: ReturnDeps,
  id: number,
): Promise<(QueuedReturn & { return_claimed_until: Date }) | undefined> {
  const at = deps.now();
  const [claimed] = await deps.db.query<QueuedReturn & { return_claimed_until: Date }>(
    `update payment set return_claimed_until = $2
     where id = $1 and return_status = 'queued'
       and (return_claimed_until is null or return_claimed_until <= $3)
     returning id, payment_id, amount_paise, return_claimed_until`,
    [id, new Date(at.getTime() + RETURN_CLAIM_MS), at],
  );
  return claimed;
}

/** The receipt and idempotency key of the refund that returns a payment we did not honour. */
export const returnReference = (paymentId: string) => `RT-${paymentId}`;

/**
 * Sends back every captured payment we did not honour (wrong amount, a second payment for a
 * paid order, an unknown order). Each goes once: the key is derived from the payment id.
 */
export async function sendQueuedReturns(deps: ReturnDeps): Promise<number> {
  const queued = await deps.db.query<QueuedReturn>(
    `select id, payment_id, amount_paise from payment
     where return_status = 'queued' and gateway = $1
       and (return_claimed_until is null or return_claimed_until <= $2)
     order by id limit 100`,
    [deps.gateway.name, deps.now()],
  );
  let sent = 0;
  for (const candidate of queued) {
    const payment = await claimReturn(deps, candidate.id);
    if (!payment) continue;
    const reference = returnReference(payment.payment_id);
    try {
      const refund = await deps.gateway.refund({
        paymentId: payment.payment_id,
        amountPaise: payment.amount_paise,
        idempotencyKey: reference,
        receipt: reference,
      });
      const status =
        refund.status === 'processed' ? 'returned' : refund.status === 'failed' ? 'failed' : 'sent';
      await deps.db.query(
        `update payment set return_status = $2, return_refund_id = $3, updated_at = $4
         where id = $1 and return_status = 'queued'`,
        [payment.id, status, refund.refundId, deps.now()],
      );
      sent += 1;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      if (error.permanent) {
        await deps.db.query(
          `update payment set return_status = 'failed', return_error = $2, updated_at = $3
           where id = $1 and return_status = 'queued'`,
          [payment.id, error.message, deps.now()],
        );
      } else {
        await deps.db.query(
          `update payment set return_claimed_until = null
           where id = $1 and return_status = 'queued' and return_claimed_until = $2`,
          [payment.id, payment.return_claimed_until],
        );
      }
      deps.logger.warn({ err: error, paymentId: payment.payment_id }, 'payment return not sent');
    }
  }
  return sent;
}
