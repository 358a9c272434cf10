import type { Queryable } from '../db/database';
import type { GatewayPayment } from './gateways/gateway';

/** Who moved a status; kept in the event logs of orders and refunds. */
/** Who made a change; a named staff member is `staff:<name>`. */
export type Actor = 'visitor' | 'gateway' | 'reconcile' | 'operator' | `staff:${string}`;

/** When and by whom a callback's change is made. */
export interface PaymentChange {
  at: Date;
  by: Actor;
}

/** A refund the gateway settled, as the order's kind hears of it. */
export interface SettledRefund {
  /** The kind's own id of the refund (the same for every attempt at sending it). */
  reference: string;
  orderRef: string;
  status: 'processed' | 'failed';
  gatewayRefundId: string;
  failureReason: string | null;
  /** This attempt's reference (the kind's refund id, or `<id>-2`... for one sent again). */
  attempt: string;
  /** The bank's reference for the money (RRN/ARN), once the refund is processed. */
  bankReference: string | null;
}

/**
 * A kind of order that pays through the payment core (coupon orders, flight bookings). The core
 * keeps intents, payments, events and refunds; the kind says what each outcome means for its
 * order. Every callback runs inside the core's transaction, with the intent row locked, so the
 * order's change and the payment record commit or roll back together.
 */
export interface PayableKind {
  /** Stored with every intent and refund, e.g. 'coupon'. */
  readonly kind: string;
  /**
   * A verified capture for the order's amount and currency. True when it paid the order now;
   * false when the order was paid already (the core returns this payment to the payer).
   */
  onCaptured: (
    tx: Queryable,
    orderRef: string,
    payment: GatewayPayment,
    change: PaymentChange,
  ) => Promise<boolean>;
  /**
   * The open intent failed: the payer declined, or paid an amount or currency we did not ask
   * for (that money goes back). True when the order moved.
   */
  onPaymentFailed: (
    tx: Queryable,
    orderRef: string,
    cause: 'declined' | 'mismatch',
    change: PaymentChange,
  ) => Promise<boolean>;
  /** The payment window ended with nothing paid. True when the order moved. */
  onWindowEnded: (tx: Queryable, orderRef: string, change: PaymentChange) => Promise<boolean>;
  /** The gateway's final word on a refund sent for the order; returns the outcome to log. */
  onRefundSettled: (tx: Queryable, refund: SettledRefund, change: PaymentChange) => Promise<string>;
  /** Something about the order's money needs a person (a payment we did not honour). */
  flag: (tx: Queryable, orderRef: string, note: string) => Promise<void>;
}

const kinds = new Map<string, PayableKind>();

/** Makes a kind of order known to the core; each kind registers once, when its module loads. */
export function registerPayableKind(kind: PayableKind): PayableKind {
  const known = kinds.get(kind.kind);
  if (known && known !== kind) throw new Error(`payable kind ${kind.kind} is registered twice`);
  kinds.set(kind.kind, kind);
  return kind;
}

/**
 * An intent or refund of a kind this process does not know (a replica running other code, a
 * kind removed): its events are not applied here, and are left for a process that knows it.
 */
export class UnknownKindError extends Error {
  override name = 'UnknownKindError';
  constructor(readonly kind: string) {
    super(`no payable kind ${kind} is registered`);
  }
}

export function payableKind(name: string): PayableKind {
  const kind = kinds.get(name);
  if (!kind) throw new UnknownKindError(name);
  return kind;
}

/** The kinds registered in this process. */
export function registeredKinds(): string[] {
  return [...kinds.keys()];
}
