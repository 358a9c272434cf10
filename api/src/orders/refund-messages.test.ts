import {
  CANCELLATION_SERVICE_FEE_PAISE,
  GRIEVANCE_OFFICER,
  type Itinerary,
  formatInr,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { type MailSender, smtpMailSender } from '../messages/mail';
import { deliverDue } from '../messages/worker';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  NINETY_NINE,
  askRefund,
  buyAndPay,
  callOk,
  postWebhook,
  refundEvent,
  sandboxSecret,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import {
  adult,
  adultMan,
  bookAndPay,
  contact,
  infant,
  itinerariesOn,
  pollBooking,
} from '../test-support/flights';
import { type TestSmtpServer, pdfText, testSmtpServer, testWorker } from '../test-support/mail';
import { addStaffMember, bootstrapAdmin, staffRequest } from '../test-support/staff';

const WEDNESDAY = '2026-12-02';
const BANK_REFUSES = 'refundfail.asha@oksandbox';
// The sandbox's webhook gives no reason: the payment core's words for it.
const BANK_FAILURE = 'The bank could not return the money.';

/** The refund and cancellation e-mails; the purchase and booking ones are other tests'. */
const REFUND_KINDS = [
  'couponRefundRequested',
  'couponRefundApproved',
  'couponRefundRejected',
  'bookingCancelled',
  'refundCredited',
  'refundFailed',
  'refundResent',
];

interface MessageRow {
  kind: string;
  event_key: string;
  recipient: string;
  subject: string;
  text_body: string;
}

describe.each(engines)('refund and cancellation e-mails on %s', (engine) => {
  const database = useTestDatabase(engine);
  // Friday 20 November 2026, 11:30 in India: the credit date skips a weekend.
  const clock = testClock('2026-11-20T06:00:00.000Z');
  let app: FastifyInstance;
  let db: Database;
  let finance: string;
  let flights: Itinerary[];
  let smtp: TestSmtpServer;
  let sender: MailSender;

  beforeAll(async () => {
    db = database().db;
    const built = await testApp(db, { now: clock.now });
    app = built.app;
    const admin = await bootstrapAdmin(app, built.config);
    finance = await addStaffMember(
      app,
      admin,
      `farhan.${engine}@hegtravel.example`,
      ['finance'],
      'Farhan Ali',
    );
    flights = await itinerariesOn(app, { from: 'BOM', to: 'BLR', date: WEDNESDAY });
    smtp = await testSmtpServer();
    sender = smtpMailSender(smtp.url, 'HegTravel <tickets@hegtravel.in>');
  });

  afterAll(async () => {
    sender.close();
    await smtp.close();
  });

  /** The SMS written for an order, oldest first: [kind, recipient, text]. */
  const smsOf = async (orderRef: string) =>
    (
      await db.query<MessageRow>(
        `select kind, recipient, text_body from customer_message
         where order_ref = $1 and channel = 'sms' and kind = any($2::text[]) order by id`,
        [orderRef, REFUND_KINDS],
      )
    ).map((m) => [m.kind, m.recipient, m.text_body]);

  /** The refund and cancellation e-mails written for an order, oldest first. */
  const messagesOf = (orderRef: string) =>
    db.query<MessageRow>(
      `select kind, event_key, recipient, subject, text_body from customer_message
       where order_ref = $1 and channel = 'email' and kind = any($2::text[]) order by id`,
      [orderRef, REFUND_KINDS],
    );

  const emailOf = async (orderId: string) => {
    const [owner] = await db.query<{ email: string }>(
      'select u.email from app_user u join coupon_order o on o.user_id = u.id where o.order_id = $1',
      [orderId],
    );
    return owner?.email ?? '';
  };

  const decide = async (action: 'approve' | 'reject', refundId: string, reason: string) => {
    const answer = await staffRequest(app, 'POST', `/travel/ops/refunds/${action}`, finance, {
      refundId,
      reason,
    });
    await app.payments.gateway.idle();
    return answer;
  };

  /** The payment core's attempts at a refund: the gateway's ids, for a webhook sent again. */
  const attemptsOf = (refundId: string) =>
    db.query<{
      reference: string;
      gateway_refund_id: string;
      payment_id: string;
      amount_paise: number;
    }>(
      `select reference, gateway_refund_id, payment_id, amount_paise from payment_refund
       where refund_ref = $1 order by id`,
      [refundId],
    );

  it('tells the visitor of a coupon refund at each step, once, and not again for a duplicate outcome', async () => {
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token, NINETY_NINE);
    const to = await emailOf(paid.orderId);
    const refund = await askRefund(app, token, paid.orderId);
    const { refundId } = refund;

    const [requested] = await messagesOf(paid.orderId);
    expect(requested).toMatchObject({
      kind: 'couponRefundRequested',
      event_key: `coupon-refund-requested:${refundId}`,
      recipient: to,
      subject: `Refund requested: ₹99.00 for coupon order ${paid.orderId}`,
    });
    expect(requested?.text_body).toContain(
      'We have your request for a refund of ₹99.00, the price you paid for the coupon.',
    );
    expect(requested?.text_body).toContain(`Coupon code: ${paid.couponCode}`);
    expect(requested?.text_body).toContain('Your reason: Plans changed');
    expect(requested?.text_body).toContain('We review each request within 1-2 business days');
    expect(requested?.text_body).toContain(
      'Until we decide, the coupon cannot be used for a booking.',
    );

    expect((await decide('approve', refundId, 'unused coupon')).status).toBe(200);
    const details = await callOk(
      app,
      '/travel/api/coupon/order/refundDetails',
      { orderId: paid.orderId },
      token,
    );
    expect(details).toMatchObject({ status: 3, expectedCreditBy: '2026-12-01' });
    const [, approved, credited, ...more] = await messagesOf(paid.orderId);
    expect(more).toEqual([]);
    expect(approved).toMatchObject({
      kind: 'couponRefundApproved',
      event_key: `coupon-refund-approved:${refundId}`,
      recipient: to,
      subject: `Refund approved: ₹99.00 for coupon order ${paid.orderId}`,
    });
    expect(approved?.text_body).toContain('Refunded to: UPI, back to the account that paid');
    expect(approved?.text_body).toContain('Expected by: 1 Dec 2026');
    expect(credited).toMatchObject({
      kind: 'refundCredited',
      event_key: `refund-processed:${refundId}:${refundId}`,
      recipient: to,
      subject: `Refund credited: ₹99.00 for coupon order ${paid.orderId}`,
    });
    expect(details.referenceNumber).toMatch(/^\d{12}$/);
    expect(credited?.text_body).toContain(`Bank reference (RRN/ARN): ${details.referenceNumber}`);
    expect(credited?.text_body).toContain('Refunded on: 20 Nov 2026');

    // The gateway tells of the same refund again, and staff press approve again: nothing new.
    const [attempt] = await attemptsOf(refundId);
    const again = await postWebhook(
      app,
      'sandbox',
      refundEvent('refund.processed', {
        id: attempt!.gateway_refund_id,
        paymentId: attempt!.payment_id,
        amount: attempt!.amount_paise,
        receipt: attempt!.reference,
      }),
      { secret: await sandboxSecret(db) },
    );
    expect(again.json()).toMatchObject({ data: { outcome: 'refund already finished' } });
    expect((await decide('approve', refundId, 'unused coupon')).status).toBe(409);
    expect(await messagesOf(paid.orderId)).toHaveLength(3);
  });

  it('tells the visitor why staff turned a refund down, and that the coupon works again', async () => {
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token, NINETY_NINE);
    const { refundId } = await askRefund(app, token, paid.orderId);
    const reason = 'The coupon was bought in a sale whose coupons cannot be refunded.';
    expect((await decide('reject', refundId, reason)).status).toBe(200);
    expect((await decide('reject', refundId, reason)).status).toBe(409);

    const [, rejected, ...more] = await messagesOf(paid.orderId);
    expect(more).toEqual([]);
    expect(rejected).toMatchObject({
      kind: 'couponRefundRejected',
      event_key: `coupon-refund-rejected:${refundId}`,
      recipient: await emailOf(paid.orderId),
      subject: `Refund not approved: coupon order ${paid.orderId}`,
    });
    expect(rejected?.text_body).toContain(`Reason: ${reason}`);
    expect(rejected?.text_body).toContain(
      'Your coupon is valid again: you can use it for a booking until 31 Dec 2026.',
    );
    expect(rejected?.text_body).toContain(GRIEVANCE_OFFICER.email);
  });

  it('says so when the bank refuses a coupon refund, and tells of the money once it is sent again', async () => {
    const token = await signedInTraveller(app);
    const paid = await buyAndPay(app, token, NINETY_NINE, BANK_REFUSES);
    const { refundId } = await askRefund(app, token, paid.orderId);
    await decide('approve', refundId, 'unused coupon');

    const failed = (await messagesOf(paid.orderId)).find((m) => m.kind === 'refundFailed');
    expect(failed).toMatchObject({
      event_key: `refund-failed:${refundId}:${refundId}`,
      subject: `Refund not completed: ₹99.00 for coupon order ${paid.orderId}`,
    });
    expect(failed?.text_body).toContain(
      'Your refund of ₹99.00 did not go through, so the money has not come back to you yet.',
    );
    expect(failed?.text_body).toContain(`Reason given: ${BANK_FAILURE}`);
    expect(failed?.text_body).toContain('You do not need to do anything.');
    expect(failed?.text_body).toContain(
      'Meanwhile your coupon can be used for a booking again, until 31 Dec 2026',
    );
    const [mobile] = await db.query<{ mobile_no: string }>(
      'select u.mobile_no from app_user u join coupon_order o on o.user_id = u.id where o.order_id = $1',
      [paid.orderId],
    );
    expect(await smsOf(paid.orderId)).toEqual([
      [
        'refundFailed',
        mobile!.mobile_no,
        `HegTravel: refund of ₹99.00 for coupon ${paid.couponCode} did not go through. We will send it again; you need not do anything.`,
      ],
    ]);

    // Finance sends it again once the payer's bank takes refunds: its own "credited" e-mail.
    await db.query(
      `update sandbox_upi_payment set vpa = 'asha@oksandbox'
       where id = (select payment_id from payment_intent where order_ref = $1)`,
      [paid.orderId],
    );
    const resent = await staffRequest(app, 'POST', '/travel/ops/refunds/resend', finance, {
      refundId,
      reason: 'the bank fixed the account',
    });
    expect(resent.status).toBe(200);
    await app.payments.gateway.idle();
    const messages = await messagesOf(paid.orderId);
    expect(messages.map((m) => m.event_key)).toEqual([
      `coupon-refund-requested:${refundId}`,
      `coupon-refund-approved:${refundId}`,
      `refund-failed:${refundId}:${refundId}`,
      `refund-resent:${refundId}:2`,
      `refund-processed:${refundId}:${refundId}-2`,
    ]);
    expect(messages[3]).toMatchObject({
      subject: `Refund sent again: ₹99.00 for coupon order ${paid.orderId}`,
    });
    expect(messages[3]?.text_body).toContain(
      'We have sent your refund of ₹99.00 again, after the last attempt did not go through.',
    );
    // Seven business days from Friday 20 November.
    expect(messages[3]?.text_body).toContain('Expected by: 1 Dec 2026');
    expect((await smsOf(paid.orderId)).map(([kind]) => kind)).toEqual([
      'refundFailed',
      'refundCredited',
    ]);

    // The first attempt's failure told again by the gateway: nothing new.
    const [first] = await attemptsOf(refundId);
    await postWebhook(
      app,
      'sandbox',
      refundEvent('refund.failed', {
        id: first!.gateway_refund_id,
        paymentId: first!.payment_id,
        amount: first!.amount_paise,
        receipt: first!.reference,
      }),
      { secret: await sandboxSecret(db) },
    );
    expect(await messagesOf(paid.orderId)).toHaveLength(5);
  });

  it('confirms a cancellation with its charges and refund, then the money, to the booking’s address', async () => {
    const token = await signedInTraveller(app);
    const paid = await bookAndPay(app, token, { itineraryId: flights[0]!.id }, [
      adult(),
      adultMan(),
    ]);
    const cancelled = await callOk(
      app,
      '/travel/api/flights/order/cancel',
      { orderId: paid.orderId, travellerIds: [2] },
      token,
    );
    await app.payments.gateway.idle();
    const { refundId, amountPaise } = cancelled.refund;
    const ravi = paid.travellers[1]!;
    const airlineFee = Math.min(paid.family.cancellationFeePaise, ravi.basePaise);
    const departs = flights[0]!.segments[0]!.depTime;
    const day = `${departs.slice(8, 10)} Dec 2026`;

    const [one, credited, ...more] = await messagesOf(paid.orderId);
    expect(more).toEqual([]);
    expect(one).toMatchObject({
      kind: 'bookingCancelled',
      event_key: `booking-cancelled:${refundId}`,
      recipient: contact.email,
      subject: `Traveller cancelled: PNR ${paid.pnr}, Mumbai to Bengaluru, ${day}`,
    });
    for (const line of [
      `PNR: ${paid.pnr}`,
      `Departs: ${day}, ${departs.slice(11, 16)}`,
      'Cancelled: Mr RAVI RAO',
      `Fare paid for them: ${formatInr(ravi.basePaise + ravi.taxesPaise)}`,
      `Airline cancellation fee: ${formatInr(airlineFee)}`,
      `Our cancellation fee: ${formatInr(CANCELLATION_SERVICE_FEE_PAISE)}`,
      `Refund: ${formatInr(amountPaise)}`,
      'Refunded to: UPI, back to the account that paid',
      // Seven business days from Friday 20 November.
      'Expected by: 1 Dec 2026',
      'The traveller below is cancelled; everyone else on the booking stays booked',
    ]) {
      expect(one?.text_body).toContain(line);
    }
    expect(credited).toMatchObject({
      kind: 'refundCredited',
      event_key: `refund-processed:${refundId}:${refundId}`,
      recipient: contact.email,
      subject: `Refund credited: ${formatInr(amountPaise)} for booking ${paid.orderId}`,
    });
    expect(credited?.text_body).toContain(`PNR: ${paid.pnr}`);
    const [reference] = await db.query<{ bank_reference: string | null }>(
      'select bank_reference from payment_refund where refund_ref = $1',
      [refundId],
    );
    expect(await smsOf(paid.orderId)).toEqual([
      [
        'bookingCancelled',
        contact.mobileNo,
        `HegTravel: traveller cancelled on PNR ${paid.pnr}. Refund of ${formatInr(amountPaise)} is on its way, expected by 1 Dec 2026.`,
      ],
      [
        'refundCredited',
        contact.mobileNo,
        `HegTravel: refund of ${formatInr(amountPaise)} for PNR ${paid.pnr} is credited to your account. Bank ref ${reference?.bank_reference ?? '-'}.`,
      ],
    ]);

    // The rest of the booking: "Booking cancelled", its own e-mail.
    const rest = await callOk(
      app,
      '/travel/api/flights/order/cancel',
      { orderId: paid.orderId },
      token,
    );
    await app.payments.gateway.idle();
    const after = await messagesOf(paid.orderId);
    expect(after.map((m) => m.event_key)).toEqual([
      `booking-cancelled:${refundId}`,
      `refund-processed:${refundId}:${refundId}`,
      `booking-cancelled:${rest.refund.refundId}`,
      `refund-processed:${rest.refund.refundId}:${rest.refund.refundId}`,
    ]);
    expect(after[2]?.subject).toBe(
      `Booking cancelled: PNR ${paid.pnr}, Mumbai to Bengaluru, ${day}`,
    );
    expect(after[2]?.text_body).toContain('Your booking is cancelled.');
  });

  it('says so when the bank refuses a booking’s refund', async () => {
    const token = await signedInTraveller(app);
    const paid = await bookAndPay(
      app,
      token,
      { itineraryId: flights[1]!.id },
      [adult()],
      undefined,
      'refundfail@oksandbox',
    );
    const cancelled = await callOk(
      app,
      '/travel/api/flights/order/cancel',
      { orderId: paid.orderId },
      token,
    );
    await app.payments.gateway.idle();
    const { refundId, amountPaise } = cancelled.refund;
    const [, failed, ...more] = await messagesOf(paid.orderId);
    expect(more).toEqual([]);
    expect(failed).toMatchObject({
      kind: 'refundFailed',
      event_key: `refund-failed:${refundId}:${refundId}`,
      recipient: contact.email,
      subject: `Refund not completed: ${formatInr(amountPaise)} for booking ${paid.orderId}`,
    });
    expect(failed?.text_body).toContain(`Reason given: ${BANK_FAILURE}`);
    expect(failed?.text_body).toContain(
      'The cancellation itself stands: only the refund has to be sent again.',
    );
  });

  it('sends a cancellation through a real SMTP server, its text and HTML as written', async () => {
    const token = await signedInTraveller(app);
    const paid = await bookAndPay(app, token, { itineraryId: flights[2]!.id }, [adult()]);
    const day = `${flights[2]!.depTime.slice(8, 10)} Dec 2026`;
    const cancelled = await callOk(
      app,
      '/travel/api/flights/order/cancel',
      { orderId: paid.orderId },
      token,
    );
    await app.payments.gateway.idle();
    const worker = testWorker(db, { now: clock.now, logger: app.log, mail: sender });
    const before = smtp.received.length;
    while ((await deliverDue(worker)).sent > 0);
    const mail = smtp.received
      .slice(before)
      .find((received) => received.subject?.startsWith(`Booking cancelled: PNR ${paid.pnr}`));
    expect(mail?.subject).toBe(`Booking cancelled: PNR ${paid.pnr}, Mumbai to Bengaluru, ${day}`);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(contact.email);
    expect(mail?.text).toContain('Your booking is cancelled.');
    expect(mail?.text).toContain(`Refund: ${formatInr(cancelled.refund.amountPaise)}`);
    expect(mail?.text).toContain(`Refund id: ${cancelled.refund.refundId}`);
    expect(mail?.text).toContain(GRIEVANCE_OFFICER.email);
    expect(mail?.html).toContain(`<strong>${paid.pnr}</strong>`);
    expect(mail?.html).toContain(`<strong>${formatInr(cancelled.refund.amountPaise)}</strong>`);
    // The credit note of the cancellation and the invoice of the fee kept.
    const documents = (await pollBooking(app, token, paid.orderId)).taxDocuments;
    expect(documents.map((d) => d.purpose)).toEqual(['booking', 'cancellation', 'cancellationFee']);
    expect(mail?.attachments.map((file) => file.filename)).toEqual([
      `credit-note-${documents[1]!.number.replaceAll('/', '-')}.pdf`,
      `tax-invoice-${documents[2]!.number.replaceAll('/', '-')}.pdf`,
    ]);
    expect(mail?.text).toContain(
      'Our credit note for the cancellation and the tax invoice of our cancellation fee are attached.',
    );
    const credit = (await pdfText(mail!.attachments[0]!.content)).replace(/\s+/g, ' ');
    expect(credit).toContain(`Against invoice ${documents[0]!.number}`);
  });

  it('says there is nothing to send back when the fees take the whole fare', async () => {
    const token = await signedInTraveller(app);
    // A coupon worth more than the base fare pays all of it: the infant's refund is its taxes,
    // less our fee.
    const coupon = await buyAndPay(app, token, 'HEG-9999-11000');
    const paid = await bookAndPay(
      app,
      token,
      { itineraryId: flights[0]!.id },
      [adult(), infant('2025-06-01')],
      coupon.couponCode!,
    );
    const quote = await callOk(
      app,
      '/travel/api/flights/order/cancelQuote',
      { orderId: paid.orderId, travellerIds: [2] },
      token,
    );
    expect(quote.refundPaise).toBe(0);
    const cancelled = await callOk(
      app,
      '/travel/api/flights/order/cancel',
      { orderId: paid.orderId, travellerIds: [2] },
      token,
    );
    await app.payments.gateway.idle();
    const { refundId } = cancelled.refund;
    const [one, ...more] = await messagesOf(paid.orderId);
    // Nothing goes back, so there is no "refund credited" e-mail.
    expect(more).toEqual([]);
    expect(one).toMatchObject({
      kind: 'bookingCancelled',
      event_key: `booking-cancelled:${refundId}`,
      subject: expect.stringMatching(/^Traveller cancelled: PNR /) as unknown,
    });
    expect(one?.text_body).toContain('Refund: ₹0.00');
    expect(one?.text_body).toContain(
      'The cancellation fees take the whole fare of these travellers, so there is no money to send back.',
    );
    expect(one?.text_body).not.toContain('Expected by');
    expect(one?.text_body).not.toContain('The refund is on its way');
    expect(await smsOf(paid.orderId)).toEqual([
      [
        'bookingCancelled',
        contact.mobileNo,
        `HegTravel: traveller cancelled on PNR ${paid.pnr}. The cancellation fees take the whole fare, so there is no refund.`,
      ],
    ]);
    // The credit note is the fee kept; its invoice says so.
    const documents = (await pollBooking(app, token, paid.orderId)).taxDocuments;
    expect(documents.map((d) => [d.purpose, d.totalPaise])).toEqual([
      ['booking', paid.amountPaidPaise],
      ['cancellation', quote.serviceFeePaise],
      ['cancellationFee', quote.serviceFeePaise],
    ]);
  });
});
