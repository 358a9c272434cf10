import {
  COMPANY_CONTACT,
  FLIGHT_PAYMENT_WINDOW_MS,
  GRIEVANCE_OFFICER,
  type Itinerary,
  formatInr,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { smsParts } from './sms';
import type { Database } from '../db/database';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import {
  NINETY_NINE,
  buy,
  buyAndPay,
  callOk,
  sandboxDecide,
  signedInTraveller,
} from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import {
  adult,
  adultMan,
  book,
  bookAndPay,
  contact,
  itinerariesOn,
  pollBooking,
} from '../test-support/flights';
import { callApi } from '../test-support/http';
import { type TestSmtpServer, pdfText, testSmtpServer, testWorker } from '../test-support/mail';
import { type MailSender, outboxMailSender, smtpMailSender } from './mail';
import { enqueueMessage } from './outbox';
import type { SmsMessage } from '../sms';
import { readOutbox } from '../sms/outbox';
import { LEASE_MS, MAX_ATTEMPTS, RETRY_DELAYS_MS, type WorkerDeps, deliverDue } from './worker';

const WEDNESDAY = '2026-12-02';
const FROM = 'HegTravel <tickets@hegtravel.in>';

describe.each(engines)('customer messages on %s', (engine) => {
  const database = useTestDatabase(engine);
  // Monday 23 November 2026, 11:30 in India.
  const clock = testClock('2026-11-23T06:00:00.000Z');
  let app: FastifyInstance;
  let db: Database;
  let flights: Itinerary[];
  let smtp: TestSmtpServer;
  let sender: MailSender;

  beforeAll(async () => {
    db = database().db;
    ({ app } = await testApp(db, { now: clock.now, env: { DEV_ENDPOINTS: 'true' } }));
    flights = await itinerariesOn(app, { from: 'DEL', to: 'BOM', date: WEDNESDAY });
    smtp = await testSmtpServer();
    sender = smtpMailSender(smtp.url, FROM);
  });

  afterAll(async () => {
    sender.close();
    await smtp.close();
  });

  const worker = (mail: MailSender): WorkerDeps =>
    testWorker(db, { now: clock.now, logger: app.log, mail });
  const smtpWorker = () => worker(sender);

  async function messageOf(orderId: string) {
    const [row] = await db.query<{
      status: string;
      attempts: number;
      last_error: string | null;
      next_attempt_at: Date;
    }>(
      `select status, attempts, last_error, next_attempt_at from customer_message
       where order_ref = $1 and kind = 'bookingConfirmed' and channel = 'email'`,
      [orderId],
    );
    return row;
  }

  async function paidBooking() {
    const token = await signedInTraveller(app);
    const paid = await bookAndPay(app, token, { itineraryId: flights[0]!.id }, [
      adult(),
      adultMan(),
    ]);
    return { token, paid };
  }

  it('sends the booking confirmation once, through a real SMTP server, with the e-ticket PDF', async () => {
    const { token, paid } = await paidBooking();
    expect(paid.eTicketEmail).toEqual({ status: 'queued', to: contact.email });
    const before = smtp.received.length;

    // Two workers at once, as two replicas run them: one of them sends each (e-mail and SMS).
    const rounds = await Promise.all([deliverDue(smtpWorker()), deliverDue(smtpWorker())]);
    expect(rounds.reduce((sent, round) => sent + round.sent, 0)).toBe(2);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain(`Booking confirmed: PNR ${paid.pnr}, Delhi to Mumbai`);
    expect(mail.from?.value).toEqual([{ name: 'HegTravel', address: 'tickets@hegtravel.in' }]);
    expect(mail.text).toContain(`PNR: ${paid.pnr}`);
    expect(mail.text).toContain('Travellers: Ms ASHA RAO, Mr RAVI RAO');
    expect(mail.text).toContain(COMPANY_CONTACT.address);
    expect(mail.text).toContain(GRIEVANCE_OFFICER.email);
    expect(mail.html).toContain(`<strong>${paid.pnr}</strong>`);
    const [invoice] = (await pollBooking(app, token, paid.orderId)).taxDocuments;
    expect(mail.text).toContain(`Tax invoice: ${invoice!.number}`);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`e-ticket-${paid.pnr}.pdf`, 'application/pdf'],
      [`tax-invoice-${invoice!.number.replaceAll('/', '-')}.pdf`, 'application/pdf'],
    ]);
    const ticket = await pdfText(mail.attachments[0]!.content);
    expect(ticket).toContain(paid.pnr);
    expect(ticket).toContain('RAVI RAO');
    expect(ticket).toContain(`Paid by UPI: ${formatInr(paid.amountPaidPaise)}`);
    const bill = await pdfText(mail.attachments[1]!.content);
    expect(bill).toContain(invoice!.number);
    expect(bill).toContain(paid.pnr);

    expect((await pollBooking(app, token, paid.orderId)).eTicketEmail).toEqual({
      status: 'sent',
      to: contact.email,
    });
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(before + 1);
  });

  it('sends the coupon purchase e-mail: the code, what it is worth, what was paid, the last day', async () => {
    const token = await signedInTraveller(app);
    const before = smtp.received.length;
    const order = await buyAndPay(app, token, NINETY_NINE);
    const [owner] = await db.query<{ email: string; mobile_no: string }>(
      `select u.email, u.mobile_no from app_user u join coupon_order o on o.user_id = u.id
       where o.order_id = $1`,
      [order.orderId],
    );
    // The e-mail and the SMS.
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const [sms] = await readOutbox(db, { mobile: owner?.mobile_no ?? '' });
    expect(sms?.text).toBe(
      `HegTravel: your flight coupon ${order.couponCode} worth ₹350.00 is ready. Use it on a flight booking by 31 Dec 2026.`,
    );
    const mail = smtp.received[before]!;
    expect(mail.subject).toBe(`Your flight coupon ${order.couponCode}, worth ₹350.00`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(owner?.email);
    expect(mail.text).toContain(`Coupon code: ${order.couponCode}`);
    expect(mail.text).toContain('Paid: ₹99.00');
    expect(mail.text).toContain('Use by: 31 Dec 2026');
    expect(mail.text).toContain(GRIEVANCE_OFFICER.email);
    expect(mail.attachments).toEqual([]);
  });

  it('tells the customer when the payment of a booking did not go through', async () => {
    const token = await signedInTraveller(app);
    const { order, payment } = await book(app, token, { itineraryId: flights[1]!.id }, [adult()]);
    expect((await sandboxDecide(app, payment, 'decline')).statusCode).toBe(200);
    expect((await pollBooking(app, token, order.orderId)).status).toBe(3);
    const before = smtp.received.length;
    // The e-mail and the SMS.
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const mail = smtp.received[before]!;
    expect(mail.subject).toBe(`Payment not completed: booking ${order.orderId}, Delhi to Mumbai`);
    const [sms] = await db.query<{ recipient: string; text_body: string }>(
      `select recipient, text_body from customer_message where order_ref = $1 and channel = 'sms'`,
      [order.orderId],
    );
    expect(sms).toEqual({
      recipient: contact.mobileNo,
      text_body: `HegTravel: payment for booking ${order.orderId} (DEL-BOM) did not go through, so nothing is booked. Any money taken comes back to your account.`,
    });
    expect(mail.text).toContain('Your payment did not go through, so your flight is not booked.');
    expect(mail.text).toContain(`Travel date: 2 Dec 2026`);
    expect(mail.text).toContain('The seats and any coupon held for this booking are free again.');
    expect(mail.attachments).toEqual([]);
  });

  it('tells the customer when the payment of a coupon order did not go through', async () => {
    const token = await signedInTraveller(app);
    const { order, payment } = await buy(app, token, NINETY_NINE);
    expect((await sandboxDecide(app, payment, 'decline')).statusCode).toBe(200);
    const before = smtp.received.length;
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const mail = smtp.received[before]!;
    expect(mail.subject).toBe(`Payment not completed: coupon order ${order.orderId}`);
    expect(mail.text).toContain('Your payment did not go through, so no coupon was issued.');
    expect(mail.text).toContain('Coupon: worth ₹350.00');
  });

  it('tells the customer when they cancel an unpaid coupon order, or a booking’s time to pay runs out', async () => {
    const token = await signedInTraveller(app);
    const { order } = await buy(app, token, NINETY_NINE);
    await callOk(app, '/travel/api/coupon/order/cancel', { orderId: order.orderId }, token);
    const [cancelled] = await db.query<{ subject: string; text_body: string }>(
      `select subject, text_body from customer_message where order_ref = $1 and channel = 'email'`,
      [order.orderId],
    );
    expect(cancelled?.subject).toBe(`Payment not completed: coupon order ${order.orderId}`);
    expect(cancelled?.text_body).toContain(
      'You cancelled the payment, so no coupon was issued. If any money left your account for it, it comes back to the same account.',
    );

    const booking = await book(app, token, { itineraryId: flights[1]!.id }, [adult()]);
    clock.advance(FLIGHT_PAYMENT_WINDOW_MS + 1000);
    // The visitor's next look at the booking closes it.
    expect((await pollBooking(app, token, booking.order.orderId)).status).toBe(7);
    const lapsed = await db.query<{ channel: string; text_body: string }>(
      `select channel, text_body from customer_message where order_ref = $1 order by channel`,
      [booking.order.orderId],
    );
    expect(lapsed.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(lapsed[0]?.text_body).toContain(
      'The time to pay ran out before your payment arrived, so your flight is not booked.',
    );
    expect(lapsed[1]?.text_body).toBe(
      `HegTravel: payment for booking ${booking.order.orderId} (DEL-BOM) was not made in time, so nothing is booked. Any money taken comes back to your account.`,
    );
    // Told once, however often it is looked at.
    await pollBooking(app, token, booking.order.orderId);
    expect(
      await db.query('select 1 from customer_message where order_ref = $1', [
        booking.order.orderId,
      ]),
    ).toHaveLength(2);
    while ((await deliverDue(smtpWorker())).sent > 0);
  });

  it('acknowledges a contact message once, with its reference and the words sent', async () => {
    const contactMessage = {
      name: 'Asha Rao',
      email: 'asha.contact@example.com',
      mobile: '',
      topic: 'refund',
      message: 'When will my refund <b>arrive</b>? I cancelled on Monday.',
    } as const;
    const sent = await callApi(app, '/travel/api/website/contact', contactMessage);
    expect(sent.code).toBe(200);
    const reference = sent.data.reference;
    // The same message again is the same message: no second acknowledgement.
    await callApi(app, '/travel/api/website/contact', contactMessage);
    const before = smtp.received.length;
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const mail = smtp.received[before]!;
    expect(mail.subject).toBe(`We have your message (${reference})`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(contactMessage.email);
    expect(mail.text).toContain('Hello Asha Rao,');
    expect(mail.text).toContain('About: Refunds and cancellation');
    expect(mail.text).toContain(`You wrote: ${contactMessage.message}`);
    expect(mail.html).toContain('When will my refund &lt;b&gt;arrive&lt;/b&gt;?');
  });

  it('keeps one message per event and channel, however often the event is applied', async () => {
    const message = {
      eventKey: 'test-event:1',
      kind: 'bookingConfirmed' as const,
      channel: 'email' as const,
      recipient: 'asha@example.com',
      subject: 'One',
      text: 'One',
    };
    await enqueueMessage(db, message, clock.now());
    await enqueueMessage(db, { ...message, subject: 'Two' }, clock.now());
    const rows = await db.query<{ subject: string }>(
      "select subject from customer_message where event_key = 'test-event:1'",
    );
    expect(rows).toEqual([{ subject: 'One' }]);
    await db.query("update customer_message set status = 'sent' where event_key = 'test-event:1'");
  });

  it('puts no header in a subject: line breaks become spaces', async () => {
    const before = smtp.received.length;
    await enqueueMessage(
      db,
      {
        eventKey: 'test-event:2',
        kind: 'bookingConfirmed',
        channel: 'email',
        recipient: 'asha@example.com',
        subject: 'Hello\r\nBcc: someone@example.org',
        text: 'Body',
      },
      clock.now(),
    );
    expect((await deliverDue(smtpWorker())).sent).toBe(1);
    const mail = smtp.received[before]!;
    expect(mail.subject).toBe('Hello Bcc: someone@example.org');
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('bcc')).toBe(false);
  });

  it('keeps a message the server refuses and sends it once when the server takes it again', async () => {
    const { token, paid } = await paidBooking();
    const before = smtp.received.length;
    smtp.refuse = 'Mailbox unavailable';
    // The SMS leaves; the e-mail waits for its next try.
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 1, retrying: 1, failed: 0 });
    const waiting = await messageOf(paid.orderId);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.last_error).toContain('Mailbox unavailable');
    expect(waiting?.next_attempt_at.getTime()).toBe(clock.now().getTime() + RETRY_DELAYS_MS[0]!);
    // The booking is not affected, and the page says the e-ticket is still on its way.
    const order = await pollBooking(app, token, paid.orderId);
    expect(order.status).toBe(2);
    expect(order.eTicketEmail).toEqual({ status: 'queued', to: contact.email });

    smtp.refuse = null;
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(RETRY_DELAYS_MS[0]!);
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(before + 1);
    expect(await messageOf(paid.orderId)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a message failed with the reason after its retries, and the page says so', async () => {
    const { token, paid } = await paidBooking();
    smtp.refuse = 'No such user here';
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const round = await deliverDue(smtpWorker());
      expect(round.sent).toBe(attempt === 1 ? 1 : 0); // the SMS, the first time
      expect(round.failed).toBe(attempt === MAX_ATTEMPTS ? 1 : 0);
      clock.advance(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    }
    smtp.refuse = null;
    const failed = await messageOf(paid.orderId);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed?.last_error).toContain('No such user here');
    expect((await pollBooking(app, token, paid.orderId)).eTicketEmail).toEqual({
      status: 'failed',
      to: contact.email,
    });
    expect(await deliverDue(smtpWorker())).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('takes over a message whose worker stopped while sending, once its lease runs out', async () => {
    const { paid } = await paidBooking();
    const before = smtp.received.length;
    // A worker took it and died before it could say how it went.
    await db.query(
      `update customer_message set status = 'sending', attempts = 1, lease_until = $2
       where order_ref = $1 and channel = 'email'`,
      [paid.orderId, new Date(clock.now().getTime() + LEASE_MS)],
    );
    expect((await deliverDue(smtpWorker())).sent).toBe(1); // the SMS only
    clock.advance(LEASE_MS);
    expect((await deliverDue(smtpWorker())).sent).toBe(1);
    expect(smtp.received).toHaveLength(before + 1);
  });

  it("sends the booking's SMS to its mobile: the DLT template with its variables, or failed at once without one", async () => {
    const { paid } = await paidBooking();
    const [row] = await db.query<{ text_body: string; recipient: string }>(
      `select text_body, recipient from customer_message
       where order_ref = $1 and channel = 'sms'`,
      [paid.orderId],
    );
    expect(row?.recipient).toBe(contact.mobileNo);
    expect(row?.text_body).toMatch(
      new RegExp(
        `^HegTravel: booking confirmed, PNR ${paid.pnr}, DEL-BOM \\d{2} \\w{3} \\d{4}, \\d{2}:\\d{2}\\. E-ticket in Flights Order; a copy is on its way by e-mail\\.$`,
      ),
    );
    expect(row?.text_body.length).toBeLessThanOrEqual(160);

    // A DLT gateway without a template registered for the kind: failed at once, saying why.
    const gateway: SmsMessage[] = [];
    const dlt = (smsTemplate: (kind: string) => string | undefined) =>
      testWorker(db, {
        now: clock.now,
        logger: app.log,
        mail: sender,
        sms: { provider: 'msg91', send: (message) => Promise.resolve(void gateway.push(message)) },
        smsTemplate,
      });
    expect(await deliverDue(dlt(() => undefined))).toEqual({ sent: 1, retrying: 0, failed: 1 });
    const [failed] = await db.query<{ status: string; last_error: string }>(
      `select status, last_error from customer_message where order_ref = $1 and channel = 'sms'`,
      [paid.orderId],
    );
    expect(failed).toEqual({
      status: 'failed',
      last_error:
        'No DLT template is registered for the bookingConfirmed SMS (MSG91_MESSAGE_TEMPLATES).',
    });
    expect(gateway).toEqual([]);

    // With one, the gateway gets the template and its variables.
    const next = await paidBooking();
    expect(await deliverDue(dlt((kind) => `tpl-${kind}`))).toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
    });
    expect(gateway).toHaveLength(1);
    expect(gateway[0]).toMatchObject({
      mobile: contact.mobileNo,
      templateId: 'tpl-bookingConfirmed',
      purpose: 'customer-message',
      variables: { pnr: next.paid.pnr, route: 'DEL-BOM' },
    });
  });

  it('puts e-mail in the development outbox without SMTP_URL, read at /travel/dev/mail-outbox', async () => {
    const { paid } = await paidBooking();
    expect((await deliverDue(worker(outboxMailSender(db)))).sent).toBe(2);
    const answer = await app.inject({
      method: 'GET',
      url: `/travel/dev/mail-outbox?to=${encodeURIComponent(contact.email)}`,
    });
    expect(answer.statusCode).toBe(200);
    const [newest] = answer.json<{
      messages: { subject: string; text: string; attachments: string[] }[];
    }>().messages;
    expect(newest?.subject).toContain(`PNR ${paid.pnr}`);
    expect(newest?.attachments).toEqual([
      `e-ticket-${paid.pnr}.pdf`,
      expect.stringMatching(/^tax-invoice-HTI-2627-\d{6}\.pdf$/),
    ]);
  });
});

describe('mail settings', () => {
  it('stops the server at start on a malformed SMTP_URL or MAIL_FROM, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:587' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be/);
    expect(() => loadConfig({ MAIL_FROM: 'HegTravel\r\nBcc: x@example.org' })).toThrow(
      /MAIL_FROM: must be one line/,
    );
    expect(loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' }).mail).toEqual({
      smtpUrl: 'smtp://user:secret@mail.example.com:587',
      from: FROM,
    });
  });
});

describe('SMS parts', () => {
  it('counts GSM 7-bit texts in 160-unit parts and Unicode ones in 70', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'gsm7', parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'gsm7', parts: 2 });
    // The extension table's characters take two units.
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'gsm7', parts: 1 });
    expect(smsParts('€'.repeat(81))).toEqual({ encoding: 'gsm7', parts: 2 });
    expect(smsParts(`₹${'a'.repeat(69)}`)).toEqual({ encoding: 'ucs2', parts: 1 });
    expect(smsParts(`₹${'a'.repeat(70)}`)).toEqual({ encoding: 'ucs2', parts: 2 });
    expect(smsParts('आपकी बुकिंग की पुष्टि हो गई है।')).toEqual({ encoding: 'ucs2', parts: 1 });
  });
});
