import type { Queryable } from '../../db/database';

export type GatewayName = 'sandbox' | 'razorpay';

/** What we ask the gateway to collect for one coupon order. */
export interface PaymentRequest {
  /** Our order id; the gateway's receipt and the UPI transaction reference. */
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  description: string;
  expiresAt: Date;
  customer: { name: string; email: string; mobileNo: string };
  /** The visitor's browser, which Razorpay's server-to-server API asks for. */
  client: { ip: string; userAgent: string | undefined };
}

export interface PaymentContext {
  /** The transaction creating the order: the sandbox books its side in it. */
  db: Queryable;
  /** Where this site is reached (PUBLIC_BASE_URL or the request's origin), for payer links. */
  siteUrl: string;
}

export interface CreatedPayment {
  gatewayOrderId: string;
  upiUri: string;
  /** Absolute URL of the gateway's payment page (or the UPI intent when it has none). */
  payerUrl: string;
  /** What the QR code encodes. */
  qrText: string;
  expiresAt: Date;
}

/** A payment as the gateway reports it (webhook or fetch). */
export interface GatewayPayment {
  paymentId: string;
  gatewayOrderId: string | null;
  amountPaise: number;
  currency: string;
  /** created/authorized are 'pending': not money yet, nothing to apply. */
  status: 'captured' | 'failed' | 'pending';
  method: string | null;
  vpa: string | null;
  rrn: string | null;
  errorDescription: string | null;
}

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /** The gateway does a repeated request with this key once (our refund id). */
  idempotencyKey: string;
  /** Comes back in the refund's webhook, so it can be matched before we know the gateway's id. */
  receipt: string;
}

export interface GatewayRefund {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  receipt: string | null;
  /** The bank's reference (RRN or ARN) when known. */
  reference: string | null;
  failureReason: string | null;
}

/**
 * One payment gateway. Webhooks are the source of truth for outcomes; these calls create
 * payments and refunds, and let reconciliation ask about ones whose webhook never came.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** True when no real money moves. */
  readonly sandbox: boolean;
  createPayment: (request: PaymentRequest, context: PaymentContext) => Promise<CreatedPayment>;
  /** Every payment attempt made against the gateway order. */
  fetchPayments: (gatewayOrderId: string) => Promise<GatewayPayment[]>;
  /** Stops the payer from paying a cancelled order where the gateway can; else does nothing. */
  cancelPayment: (gatewayOrderId: string, context: { db: Queryable }) => Promise<void>;
  refund: (request: RefundRequest) => Promise<GatewayRefund>;
  fetchRefund: (paymentId: string, refundId: string) => Promise<GatewayRefund>;
  /** Resolves when work the gateway started in the background (webhook delivery) is done. */
  idle: () => Promise<void>;
}

/**
 * A call the gateway refused or could not answer. `permanent`: the gateway said no (4xx) and
 * asking again will not help; otherwise (network, 5xx, timeout) try again later.
 */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** `upi://pay` intent as NPCI's linking spec has it; amounts in rupees with 2 decimals. */
export function upiIntent(fields: {
  payee: string;
  payeeName: string;
  amountPaise: number;
  reference: string;
  note: string;
}): string {
  const params = [
    ['pa', fields.payee],
    ['pn', fields.payeeName],
    ['am', (fields.amountPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tr', fields.reference],
    ['tn', fields.note],
    // '@' stays readable in the payee address, as UPI apps print it.
  ].map(([key, value]) => `${key}=${encodeURIComponent(value ?? '').replaceAll('%40', '@')}`);
  return `upi://pay?${params.join('&')}`;
}
