import {
  REFUND_CREDIT_BUSINESS_DAYS,
  REFUND_STATUS,
  type RefundDetails,
  type RefundStatus,
  refundStatusLabel,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { addBusinessDays } from './business-days';
import { ORDER_TABLES, type OrderKindName } from './moves';

/** Where the money goes back, by how the order was paid. */
export const REFUND_ROUTES: Record<string, string> = {
  upi: 'UPI, back to the account that paid',
  card: 'Card, back to the card that paid',
  netbanking: 'Net banking, back to the bank account that paid',
  wallet: 'Wallet, back to the wallet that paid',
};

export function refundRoute(paymentMethod: string | null): string {
  return REFUND_ROUTES[paymentMethod ?? 'upi'] ?? 'Back to the original payment method';
}

/** A refund row with the payment core's side of it (the gateway's id, the bank's reference). */
export interface RefundProgressRow {
  id: number;
  status: RefundStatus;
  processing_at: Date | null;
  gateway_refund_id: string | null;
  bank_reference: string | null;
}

/**
 * How far a refund has come, as the visitor follows it: every step with its time, the bank's
 * reference once known, and the latest date the money is credited once it is on its way.
 */
export async function refundProgress(
  db: Queryable,
  kind: OrderKindName,
  row: RefundProgressRow,
): Promise<Pick<RefundDetails, 'referenceNumber' | 'steps' | 'expectedCreditBy'>> {
  const steps = await db.query<{ to_status: RefundStatus; at: Date }>(
    `select to_status, at from ${ORDER_TABLES[kind].refund}_event where refund_pk = $1 order by id`,
    [row.id],
  );
  const crediting =
    row.status === REFUND_STATUS.processing || row.status === REFUND_STATUS.successful;
  return {
    referenceNumber: row.bank_reference ?? row.gateway_refund_id,
    steps: steps.map((step) => ({
      status: step.to_status,
      label: refundStatusLabel(step.to_status),
      at: step.at.toISOString(),
    })),
    expectedCreditBy:
      crediting && row.processing_at
        ? addBusinessDays(row.processing_at, REFUND_CREDIT_BUSINESS_DAYS)
        : null,
  };
}
