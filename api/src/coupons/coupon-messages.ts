import { WINNER_NOTICE_BUSINESS_DAYS, formatInr } from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import { enqueueSms } from '../messages/sms';
import type { UnpaidEnd } from '../orders/lifecycle';

/**
 * The coupon purchase e-mail, kept in the transaction that marks the order paid and issues its
 * coupon: the code, what it is worth, what was paid, and the day it can last be used.
 */
export async function enqueueCouponPurchased(
  tx: Queryable,
  orderPk: number,
  at: Date,
): Promise<void> {
  const [row] = await tx.query<{
    order_id: string;
    amount_paise: number;
    back_amount_paise: number;
    code: string;
    email: string;
    mobile_no: string;
    use_by: string;
  }>(
    `select o.order_id, o.amount_paise, o.back_amount_paise, c.code, u.email, u.mobile_no,
            to_char(p.expiration_date, 'FMDD Mon YYYY') as use_by
     from coupon_order o
     join coupon c on c.order_pk = o.id
     join app_user u on u.id = o.user_id
     join coupon_product p on p.code = o.product_code
     where o.id = $1`,
    [orderPk],
  );
  if (!row) throw new Error(`coupon order ${orderPk} has no coupon to tell of`);
  const worth = formatInr(row.back_amount_paise);
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-purchased:${row.order_id}`,
      kind: 'couponPurchased',
      to: row.email,
      subject: `Your flight coupon ${row.code}, worth ${worth}`,
      orderRef: row.order_id,
      content: {
        greeting: 'Hello,',
        lead: `Thank you for your purchase. Your flight coupon worth ${worth} is ready to use.`,
        facts: [
          ['Coupon code', row.code],
          ['Worth', worth],
          ['Paid', formatInr(row.amount_paise)],
          ['Order', row.order_id],
          ['Use by', row.use_by],
        ],
        paragraphs: [
          'Choose the coupon when you book a flight on the site, signed in with this account: its value comes off the fare.',
          'Each paid coupon gives one entry into the month’s free flight ticket draw: enter it from Coupons Order.',
        ],
      },
    },
    at,
  );
  await enqueueSms(
    tx,
    {
      eventKey: `coupon-purchased:${row.order_id}`,
      kind: 'couponPurchased',
      mobile: row.mobile_no,
      orderRef: row.order_id,
      variables: { code: row.code, worth, useBy: row.use_by },
      text: ({ code, worth: value, useBy }) =>
        `HegTravel: your flight coupon ${code} worth ${value} is ready. Use it on a flight booking by ${useBy}.`,
    },
    at,
  );
}

const UNPAID_LEADS: Record<UnpaidEnd, string> = {
  failed: 'Your payment did not go through',
  lapsed: 'The time to pay ran out before your payment arrived',
  cancelled: 'You cancelled the payment',
};

/**
 * The e-mail when a coupon order ended unpaid (its payment failed, its window ran out or the
 * visitor cancelled it): no coupon, money back if taken.
 */
export async function enqueueCouponPaymentFailed(
  tx: Queryable,
  order: { id: number; order_id: string; amount_paise: number; back_amount_paise: number },
  cause: UnpaidEnd,
  at: Date,
): Promise<void> {
  const [owner] = await tx.query<{ email: string }>(
    'select u.email from app_user u join coupon_order o on o.user_id = u.id where o.id = $1',
    [order.id],
  );
  if (!owner) throw new Error(`coupon order ${order.order_id} has no owner`);
  const worth = formatInr(order.back_amount_paise);
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-payment-failed:${order.order_id}`,
      kind: 'couponPaymentFailed',
      to: owner.email,
      subject: `Payment not completed: coupon order ${order.order_id}`,
      orderRef: order.order_id,
      content: {
        greeting: 'Hello,',
        lead: `${UNPAID_LEADS[cause]}, so no coupon was issued. If any money left your account for it, it comes back to the same account.`,
        facts: [
          ['Order', order.order_id],
          ['Coupon', `worth ${worth}`],
          ['Amount', formatInr(order.amount_paise)],
        ],
        paragraphs: ['You can buy the coupon again on the site.'],
      },
    },
    at,
  );
}

/**
 * The winner's e-mail, kept in the transaction that holds the draw: which order and entry won,
 * and when we will be in touch about the ticket (as the order page says).
 */
export async function enqueueDrawWon(
  tx: Queryable,
  /** The held draw as the public page shows it (its period is the month's name). */
  draw: { drawId: string; period: string; winningEntryNumbers: number[] },
  winnerOrderIds: string[],
  at: Date,
): Promise<number> {
  const rows = await tx.query<{ order_id: string; email: string; mobile_no: string | null }>(
    `select o.order_id, u.email, u.mobile_no from coupon_order o join app_user u on u.id = o.user_id
     where o.order_id = any($1::text[])`,
    [winnerOrderIds],
  );
  const winners = new Map(rows.map((row) => [row.order_id, row]));
  let queued = 0;
  for (const [rank, orderId] of winnerOrderIds.entries()) {
    const winner = winners.get(orderId);
    if (!winner) continue;
    const to = winner.email;
    await enqueueEmail(
      tx,
      {
        eventKey: `draw-won:${draw.drawId}:${orderId}`,
        kind: 'drawWon',
        to,
        subject: `You won the free flight ticket draw of ${draw.period}`,
        orderRef: orderId,
        content: {
          greeting: 'Hello,',
          lead: `Congratulations! Your coupon order won the free flight ticket draw of ${draw.period}. We will contact you within ${WINNER_NOTICE_BUSINESS_DAYS} business days to arrange your ticket.`,
          facts: [
            ['Draw', draw.drawId],
            ['Winning order', orderId],
            ['Entry number', String(draw.winningEntryNumbers[rank] ?? '')],
          ],
          paragraphs: [
            'The draw page shows the result and the seed it was drawn with, so anyone can check it.',
            'We will never ask you to pay anything to receive the prize.',
          ],
        },
      },
      at,
    );
    if (winner.mobile_no) {
      await enqueueSms(
        tx,
        {
          eventKey: `draw-won:${draw.drawId}:${orderId}`,
          kind: 'drawWon',
          mobile: winner.mobile_no,
          orderRef: orderId,
          variables: {
            period: draw.period,
            order: orderId,
            days: String(WINNER_NOTICE_BUSINESS_DAYS),
          },
          text: ({ period, order, days }) =>
            `HegTravel: congratulations, your coupon order ${order} won the free flight ticket draw of ${period}. We will contact you within ${days} business days.`,
        },
        at,
      );
    }
    queued += 1;
  }
  return queued;
}
