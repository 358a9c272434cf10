export const ORDER_STATUS = {
  processingPayment: 1,
  paymentSuccessful: 2,
  paymentFailed: 3,
  processingRefund: 4,
  refundSuccessful: 5,
  refundFailed: 6,
  paymentCancelled: 7,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const ORDER_STATUS_LABELS = {
  1: 'Processing Payment',
  2: 'Payment Successful',
  3: 'Payment Failed',
  4: 'Processing Refund',
  5: 'Refund Successful',
  6: 'Refund Failed',
  7: 'Payment Cancelled',
} as const satisfies Record<OrderStatus, string>;

export type OrderStatusLabel = (typeof ORDER_STATUS_LABELS)[OrderStatus];

export function orderStatusLabel(status: OrderStatus): OrderStatusLabel {
  return ORDER_STATUS_LABELS[status];
}

export const REFUND_STATUS = {
  pending: 1,
  processing: 2,
  successful: 3,
  failed: 4,
} as const;

export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

const REFUND_STATUS_LABELS = {
  1: 'Pending refund',
  2: 'Processing Refund',
  3: 'Refund Successful',
  4: 'Refund Failed',
} as const satisfies Record<RefundStatus, string>;

export type RefundStatusLabel = (typeof REFUND_STATUS_LABELS)[RefundStatus];

export function refundStatusLabel(status: RefundStatus): RefundStatusLabel {
  return REFUND_STATUS_LABELS[status];
}
