import type { CouponOrder, OrderStatus, UpiPayment } from '@travel/shared';

export const ORDER_ID = 'CO20261122AAAA1111';

/** An order of the ₹1 coupon as the api would show it in `status`. */
export function couponOrder(status: OrderStatus, orderId = ORDER_ID): CouponOrder {
  const paid = status !== 1 && status !== 3 && status !== 7;
  return {
    orderId,
    productCode: 'HEG-0001-0099',
    totalAmountPaise: 100,
    backAmountPaise: 9_900,
    status,
    createdAt: '2026-11-22T10:00:00.000Z',
    paidAt: paid ? '2026-11-22T10:01:00.000Z' : null,
    paymentExpiresAt: '2026-11-22T10:10:00.000Z',
    couponCode: paid ? 'HEG-7K3M-Q9TX-4PLW' : null,
    couponStatus: paid ? 'active' : null,
    couponExpirationDate: '2026-12-31',
    actions: status === 1 ? ['pay', 'cancel'] : status === 2 ? ['refund', 'prizeDraw'] : [],
    draw: null,
  };
}

export function upiPayment(orderId = ORDER_ID): UpiPayment {
  const payerUrl = `http://127.0.0.1/sandbox/upi/pay/sbx_order_${orderId.slice(-14)}`;
  return {
    orderId,
    amountPaise: 100,
    upiUri: `upi://pay?pa=hegtravel@sandbox&pn=HegTravel&am=1.00&cu=INR&tr=${orderId}`,
    payerUrl,
    qrText: payerUrl,
    sandbox: true,
    expiresAt: '2026-11-22T10:10:00.000Z',
  };
}
