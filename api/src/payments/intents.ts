import type { Queryable } from '../db/database';
import type { PaymentGateway, PaymentRequest } from './gateways/gateway';

export interface IntentRow {
  id: number;
  kind: string;
  order_ref: string;
  gateway: string;
  gateway_order_id: string;
  amount_paise: number;
  currency: string;
  status: 'open' | 'paid' | 'closed';
  payment_id: string | null;
  upi_uri: string;
  payer_url: string;
  qr_text: string;
  expires_at: Date;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewIntent extends Omit<PaymentRequest, 'orderId'> {
  kind: string;
  orderRef: string;
  siteUrl: string;
}

/**
 * Asks the gateway to collect an order's amount and keeps the intent, in the transaction that
 * creates the order (the sandbox books its side in it too). A GatewayError rolls it all back.
 */
export async function createIntent(
  tx: Queryable,
  gateway: PaymentGateway,
  intent: NewIntent,
  at: Date,
): Promise<IntentRow> {
  const { kind, orderRef, siteUrl, ...request } = intent;
  const payment = await gateway.createPayment(
    { ...request, orderId: orderRef },
    { db: tx, siteUrl },
  );
  const [row] = await tx.query<IntentRow>(
    `insert into payment_intent (kind, order_ref, gateway, gateway_order_id, amount_paise,
       currency, upi_uri, payer_url, qr_text, expires_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning *`,
    [
      kind,
      orderRef,
      gateway.name,
      payment.gatewayOrderId,
      request.amountPaise,
      request.currency,
      payment.upiUri,
      payment.payerUrl,
      payment.qrText,
      request.expiresAt,
      at,
    ],
  );
  return row as IntentRow;
}

export async function findIntent(
  db: Queryable,
  kind: string,
  orderRef: string,
): Promise<IntentRow | undefined> {
  const [row] = await db.query<IntentRow>(
    'select * from payment_intent where kind = $1 and order_ref = $2',
    [kind, orderRef],
  );
  return row;
}

/**
 * Locks an order's intent for the transaction. A kind that changes its order's status itself
 * takes this lock first: the core locks the intent before it calls the kind, so one order of
 * locks keeps a capture and a cancel from waiting on each other.
 */
export async function lockIntents(tx: Queryable, kind: string, orderRefs: string[]): Promise<void> {
  if (orderRefs.length === 0) return;
  await tx.query(
    `select id from payment_intent where kind = $1 and order_ref = any($2::text[])
     order by id for update`,
    [kind, orderRefs],
  );
}

/**
 * Closes the open intents of orders the kind closed itself (cancelled, or seen past their
 * window); a capture that still arrives is honoured, the window only stops the asking.
 */
export async function closeIntents(
  tx: Queryable,
  kind: string,
  orderRefs: string[],
  at: Date,
): Promise<IntentRow[]> {
  if (orderRefs.length === 0) return [];
  return tx.query<IntentRow>(
    `update payment_intent set status = 'closed', updated_at = $3
     where kind = $1 and order_ref = any($2::text[]) and status = 'open' returning *`,
    [kind, orderRefs, at],
  );
}

/** The visitor gave up: the intent closes and the gateway stops the payer where it can. */
export async function cancelIntent(
  tx: Queryable,
  gateway: PaymentGateway,
  kind: string,
  orderRef: string,
  at: Date,
): Promise<void> {
  const [closed] = await closeIntents(tx, kind, [orderRef], at);
  if (closed && closed.gateway === gateway.name) {
    await gateway.cancelPayment(closed.gateway_order_id, { db: tx });
  }
}
