import {
  WINNER_NOTICE_BUSINESS_DAYS,
  formatIndiaDate,
  formatIndiaMonth,
  formatInr,
} from '@travel/shared/contracts';
import type { Queryable } from '../db/database';
import { enqueueEmail } from '../messages/email';
import type { EmailContent } from '../messages/layout';
import { type ByLocale, type MessageWords, type Locale, storedLocale } from '../messages/locale';
import { enqueueSms } from '../messages/sms';
import type { UnpaidEnd } from '../orders/lifecycle';

/** What the coupon purchase messages are filled with. */
interface PurchasedFacts {
  code: string;
  worth: string;
  paid: string;
  orderId: string;
  useBy: string;
}

/** The coupon purchase e-mail and SMS in each language, side by side. */
const COUPON_PURCHASED: ByLocale<MessageWords<PurchasedFacts>> = {
  'en-IN': {
    subject: (f) => `Your flight coupon ${f.code}, worth ${f.worth}`,
    content: (f) => ({
      greeting: 'Hello,',
      lead: `Thank you for your purchase. Your flight coupon worth ${f.worth} is ready to use.`,
      facts: [
        ['Coupon code', f.code],
        ['Worth', f.worth],
        ['Paid', f.paid],
        ['Order', f.orderId],
        ['Use by', f.useBy],
      ],
      paragraphs: [
        'Choose the coupon when you book a flight on the site, signed in with this account: its value comes off the fare.',
        'Each paid coupon gives one entry into the month’s free flight ticket draw: enter it from Coupons Order.',
      ],
    }),
    sms: ({ code, worth, useBy }) =>
      `HegTravel: your flight coupon ${code} worth ${worth} is ready. Use it on a flight booking by ${useBy}.`,
  },
  'hi-IN': {
    subject: (f) => `आपका फ़्लाइट कूपन ${f.code}, ${f.worth} का`,
    content: (f) => ({
      greeting: 'नमस्ते,',
      lead: `ख़रीदारी के लिए धन्यवाद। ${f.worth} का आपका फ़्लाइट कूपन इस्तेमाल के लिए तैयार है।`,
      facts: [
        ['कूपन कोड', f.code],
        ['मूल्य', f.worth],
        ['भुगतान', f.paid],
        ['ऑर्डर', f.orderId],
        ['इस्तेमाल करें', `${f.useBy} तक`],
      ],
      paragraphs: [
        'इसी खाते से साइन इन करके साइट पर फ़्लाइट बुक करते समय कूपन चुनें: उसका मूल्य किराए से कम हो जाएगा।',
        'हर भुगतान किए गए कूपन से महीने के मुफ़्त फ़्लाइट टिकट ड्रॉ में एक एंट्री मिलती है: ‘मेरे कूपन ऑर्डर’ से एंट्री करें।',
      ],
    }),
    sms: ({ code, worth, useBy }) =>
      `HegTravel: ${worth} का आपका फ़्लाइट कूपन ${code} तैयार है। ${useBy} तक फ़्लाइट बुकिंग पर इसका इस्तेमाल करें।`,
  },
};

/**
 * The coupon purchase e-mail, kept in the transaction that marks the order paid and issues its
 * coupon: the code, what it is worth, what was paid, and the day it can last be used. In the
 * account's language.
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
    use_by_day: string;
    locale: string;
  }>(
    `select o.order_id, o.amount_paise, o.back_amount_paise, c.code, u.email, u.mobile_no,
            to_char(p.expiration_date, 'FMDD Mon YYYY') as use_by,
            to_char(p.expiration_date, 'YYYY-MM-DD') as use_by_day, u.locale
     from coupon_order o
     join coupon c on c.order_pk = o.id
     join app_user u on u.id = o.user_id
     join coupon_product p on p.code = o.product_code
     where o.id = $1`,
    [orderPk],
  );
  if (!row) throw new Error(`coupon order ${orderPk} has no coupon to tell of`);
  const locale = storedLocale(row.locale);
  const words = COUPON_PURCHASED[locale];
  const facts: PurchasedFacts = {
    code: row.code,
    worth: formatInr(row.back_amount_paise),
    paid: formatInr(row.amount_paise),
    orderId: row.order_id,
    useBy: locale === 'en-IN' ? row.use_by : formatIndiaDate(row.use_by_day, 'short', locale),
  };
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-purchased:${row.order_id}`,
      kind: 'couponPurchased',
      to: row.email,
      subject: words.subject(facts),
      orderRef: row.order_id,
      locale,
      content: words.content(facts),
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
      locale,
      variables: { code: row.code, worth: facts.worth, useBy: facts.useBy },
      text: words.sms,
    },
    at,
  );
}

/** The e-mail of an unpaid coupon order's end in each language, by why it ended. */
const COUPON_PAYMENT_FAILED: ByLocale<{
  subject: (orderId: string) => string;
  content: (
    f: { orderId: string; worth: string; amount: string },
    cause: UnpaidEnd,
  ) => EmailContent;
}> = {
  'en-IN': {
    subject: (orderId) => `Payment not completed: coupon order ${orderId}`,
    content: (f, cause) => ({
      greeting: 'Hello,',
      lead: `${
        {
          failed: 'Your payment did not go through',
          lapsed: 'The time to pay ran out before your payment arrived',
          cancelled: 'You cancelled the payment',
        }[cause]
      }, so no coupon was issued. If any money left your account for it, it comes back to the same account.`,
      facts: [
        ['Order', f.orderId],
        ['Coupon', `worth ${f.worth}`],
        ['Amount', f.amount],
      ],
      paragraphs: ['You can buy the coupon again on the site.'],
    }),
  },
  'hi-IN': {
    subject: (orderId) => `भुगतान पूरा नहीं हुआ: कूपन ऑर्डर ${orderId}`,
    content: (f, cause) => ({
      greeting: 'नमस्ते,',
      lead: `${
        {
          failed: 'आपका भुगतान नहीं हो सका',
          lapsed: 'आपका भुगतान आने से पहले भुगतान का समय ख़त्म हो गया',
          cancelled: 'आपने भुगतान रद्द कर दिया',
        }[cause]
      }, इसलिए कोई कूपन जारी नहीं हुआ। अगर इसके लिए आपके खाते से पैसे कटे हैं, तो वे उसी खाते में वापस आ जाएँगे।`,
      facts: [
        ['ऑर्डर', f.orderId],
        ['कूपन', `${f.worth} का`],
        ['राशि', f.amount],
      ],
      paragraphs: ['आप साइट पर कूपन फिर से ख़रीद सकते हैं।'],
    }),
  },
};

/**
 * The e-mail when a coupon order ended unpaid (its payment failed, its window ran out or the
 * visitor cancelled it): no coupon, money back if taken. In the account's language.
 */
export async function enqueueCouponPaymentFailed(
  tx: Queryable,
  order: { id: number; order_id: string; amount_paise: number; back_amount_paise: number },
  cause: UnpaidEnd,
  at: Date,
): Promise<void> {
  const [owner] = await tx.query<{ email: string; locale: string }>(
    `select u.email, u.locale from app_user u join coupon_order o on o.user_id = u.id
     where o.id = $1`,
    [order.id],
  );
  if (!owner) throw new Error(`coupon order ${order.order_id} has no owner`);
  const locale = storedLocale(owner.locale);
  const words = COUPON_PAYMENT_FAILED[locale];
  await enqueueEmail(
    tx,
    {
      eventKey: `coupon-payment-failed:${order.order_id}`,
      kind: 'couponPaymentFailed',
      to: owner.email,
      subject: words.subject(order.order_id),
      orderRef: order.order_id,
      locale,
      content: words.content(
        {
          orderId: order.order_id,
          worth: formatInr(order.back_amount_paise),
          amount: formatInr(order.amount_paise),
        },
        cause,
      ),
    },
    at,
  );
}

/** What the winner's messages are filled with. */
interface WonFacts {
  period: string;
  drawId: string;
  orderId: string;
  entry: string;
}

/** The winner's e-mail and SMS in each language, side by side. */
const DRAW_WON: ByLocale<MessageWords<WonFacts>> = {
  'en-IN': {
    subject: (f) => `You won the free flight ticket draw of ${f.period}`,
    content: (f) => ({
      greeting: 'Hello,',
      lead: `Congratulations! Your coupon order won the free flight ticket draw of ${f.period}. We will contact you within ${WINNER_NOTICE_BUSINESS_DAYS} business days to arrange your ticket.`,
      facts: [
        ['Draw', f.drawId],
        ['Winning order', f.orderId],
        ['Entry number', f.entry],
      ],
      paragraphs: [
        'The draw page shows the result and the seed it was drawn with, so anyone can check it.',
        'We will never ask you to pay anything to receive the prize.',
      ],
    }),
    sms: ({ period, order, days }) =>
      `HegTravel: congratulations, your coupon order ${order} won the free flight ticket draw of ${period}. We will contact you within ${days} business days.`,
  },
  'hi-IN': {
    subject: (f) => `आपने ${f.period} का मुफ़्त फ़्लाइट टिकट ड्रॉ जीता है`,
    content: (f) => ({
      greeting: 'नमस्ते,',
      lead: `बधाई हो! आपके कूपन ऑर्डर ने ${f.period} का मुफ़्त फ़्लाइट टिकट ड्रॉ जीता है। आपके टिकट के लिए हम ${WINNER_NOTICE_BUSINESS_DAYS} कामकाजी दिनों के अंदर आपसे संपर्क करेंगे।`,
      facts: [
        ['ड्रॉ', f.drawId],
        ['जीतने वाला ऑर्डर', f.orderId],
        ['एंट्री नंबर', f.entry],
      ],
      paragraphs: [
        'ड्रॉ पेज पर नतीजा और वह सीड दिखता है जिससे ड्रॉ निकाला गया, ताकि कोई भी इसे जाँच सके।',
        'इनाम पाने के लिए हम आपसे कभी कोई भुगतान नहीं माँगेंगे।',
      ],
    }),
    sms: ({ period, order, days }) =>
      `HegTravel: बधाई हो, आपके कूपन ऑर्डर ${order} ने ${period} का मुफ़्त फ़्लाइट टिकट ड्रॉ जीता है। हम ${days} कामकाजी दिनों में आपसे संपर्क करेंगे।`,
  },
};

/** The draw's month in the winner's language ('दिसंबर 2026'), from its id (DR-2026-12). */
function periodIn(draw: { drawId: string; period: string }, locale: Locale): string {
  if (locale === 'en-IN') return draw.period;
  const month = /^DR-(\d{4}-(?:0[1-9]|1[0-2]))$/.exec(draw.drawId)?.[1];
  return month ? formatIndiaMonth(month, locale) : draw.period;
}

/**
 * The winner's e-mail, kept in the transaction that holds the draw: which order and entry won,
 * and when we will be in touch about the ticket (as the order page says). In each winner's
 * language.
 */
export async function enqueueDrawWon(
  tx: Queryable,
  /** The held draw as the public page shows it (its period is the month's name). */
  draw: { drawId: string; period: string; winningEntryNumbers: number[] },
  winnerOrderIds: string[],
  at: Date,
): Promise<number> {
  const rows = await tx.query<{
    order_id: string;
    email: string;
    mobile_no: string | null;
    locale: string;
  }>(
    `select o.order_id, u.email, u.mobile_no, u.locale
     from coupon_order o join app_user u on u.id = o.user_id
     where o.order_id = any($1::text[])`,
    [winnerOrderIds],
  );
  const winners = new Map(rows.map((row) => [row.order_id, row]));
  let queued = 0;
  for (const [rank, orderId] of winnerOrderIds.entries()) {
    const winner = winners.get(orderId);
    if (!winner) continue;
    const locale = storedLocale(winner.locale);
    const words = DRAW_WON[locale];
    const facts: WonFacts = {
      period: periodIn(draw, locale),
      drawId: draw.drawId,
      orderId,
      entry: String(draw.winningEntryNumbers[rank] ?? ''),
    };
    await enqueueEmail(
      tx,
      {
        eventKey: `draw-won:${draw.drawId}:${orderId}`,
        kind: 'drawWon',
        to: winner.email,
        subject: words.subject(facts),
        orderRef: orderId,
        locale,
        content: words.content(facts),
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
          locale,
          variables: {
            period: facts.period,
            order: orderId,
            days: String(WINNER_NOTICE_BUSINESS_DAYS),
          },
          text: words.sms,
        },
        at,
      );
    }
    queued += 1;
  }
  return queued;
}
