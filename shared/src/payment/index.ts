/**
 * Paying an order by UPI, for every kind of order: the QR panel with its countdown and the
 * polling of the order's state. A subpath of its own, so the QR code library loads only with a
 * payment.
 */
export { UpiPaymentPanel } from './upi-payment-panel';
export type { UpiPaymentPanelProps } from './upi-payment-panel';
export { PaymentCountdown } from './payment-countdown';
export { formatMinutesSeconds, secondsUntil } from './countdown-format';
export { isAwaitingPayment, usePaymentPolling } from './use-payment-polling';
export type { PaymentPolling } from './use-payment-polling';
export { Outcome, OutcomeActions, OutcomeLead, OutcomeMark, OutcomeMuted } from './outcome';
