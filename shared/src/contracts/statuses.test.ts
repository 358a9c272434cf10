import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, REFUND_STATUS, orderStatusLabel, refundStatusLabel } from './statuses';

describe('orderStatusLabel', () => {
  it.each([
    [ORDER_STATUS.processingPayment, 1, 'Processing Payment'],
    [ORDER_STATUS.paymentSuccessful, 2, 'Payment Successful'],
    [ORDER_STATUS.paymentFailed, 3, 'Payment Failed'],
    [ORDER_STATUS.processingRefund, 4, 'Processing Refund'],
    [ORDER_STATUS.refundSuccessful, 5, 'Refund Successful'],
    [ORDER_STATUS.refundFailed, 6, 'Refund Failed'],
    [ORDER_STATUS.paymentCancelled, 7, 'Payment Cancelled'],
  ] as const)('status %i (wire value %i) reads %s', (status, wire, label) => {
    expect(status).toBe(wire);
    expect(orderStatusLabel(status)).toBe(label);
  });
});

describe('refundStatusLabel', () => {
  it.each([
    [REFUND_STATUS.pending, 1, 'Pending refund'],
    [REFUND_STATUS.processing, 2, 'Processing Refund'],
    [REFUND_STATUS.successful, 3, 'Refund Successful'],
    [REFUND_STATUS.failed, 4, 'Refund Failed'],
  ] as const)('status %i (wire value %i) reads %s', (status, wire, label) => {
    expect(status).toBe(wire);
    expect(refundStatusLabel(status)).toBe(label);
  });
});
