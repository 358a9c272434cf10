import {
  BUSINESS_ERRORS,
  LANGUAGE_INVALID_MESSAGE,
  LANGUAGE_SWITCH_PATH,
  type Itinerary,
  formatInr,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { digestOf, newTraveller, register, signIn, testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { NINETY_NINE, buyAndPay, callOk } from '../test-support/coupons';
import { adult, adultMan, bookAndPay, itinerariesOn, pollBooking } from '../test-support/flights';
import { callApi, callApiWithAnyBody, fetchXsrf, post } from '../test-support/http';
import { type TestSmtpServer, pdfText, testSmtpServer, testWorker } from '../test-support/mail';
import { type MailSender, smtpMailSender } from './mail';
import { readOutbox } from '../sms/outbox';
import { smsParts } from './sms';
import { deliverDue, smsTemplateKey } from './worker';

const WEDNESDAY = '2026-12-02';
const HINDI = { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } };
const ENGLISH = { headers: { 'accept-language': 'en-IN,en;q=0.9' } };

describe.each(engines)('the customer’s language on %s', (engine) => {
  const database = useTestDatabase(engine);
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
    sender = smtpMailSender(smtp.url, 'HegTravel <tickets@hegtravel.in>');
  });

  afterAll(async () => {
    sender.close();
    await smtp.close();
  });

  async function localeOf(email: string): Promise<string | undefined> {
    const [row] = await db.query<{ locale: string }>(
      'select locale from app_user where email = $1',
      [email],
    );
    return row?.locale;
  }

  /** A traveller signed up and in from a page in `headers`' language. */
  async function travellerIn(options: { headers: Record<string, string> }) {
    const traveller = newTraveller();
    await register(app, traveller, {}, options);
    const { utoken } = await signIn(app, traveller.email, traveller.password, options);
    return { traveller, token: utoken };
  }

  it('keeps the language of sign-up and of each sign-in with the account', async () => {
    const traveller = newTraveller();
    await register(app, traveller, {}, HINDI);
    expect(await localeOf(traveller.email)).toBe('hi-IN');
    await signIn(app, traveller.email, traveller.password, ENGLISH);
    expect(await localeOf(traveller.email)).toBe('en-IN');
    // The switch's cookie wins over the browser's language, as it does for the page.
    const xsrf = await fetchXsrf(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/travel/api/user/login',
      headers: {
        cookie: `XSRF-TOKEN=${xsrf.token}; travel_lang=hi-IN`,
        'x-xsrf-token': xsrf.token,
        'accept-language': 'en-IN',
      },
      body: { loginAccount: traveller.email, password: digestOf(traveller.password) },
    });
    expect(answer.json()).toMatchObject({ code: 200 });
    expect(await localeOf(traveller.email)).toBe('hi-IN');
    // A browser in a language the site does not speak: English.
    await signIn(app, traveller.email, traveller.password, {
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(await localeOf(traveller.email)).toBe('en-IN');
  });

  it('stores the switch’s choice for a signed-in traveller and refuses a language it does not speak', async () => {
    const { traveller, token } = await travellerIn(ENGLISH);
    expect(await callApi(app, '/travel/api/user/language', { language: 'hi-IN' }, token)).toEqual({
      code: 200,
      msg: 'success',
      data: null,
    });
    expect(await localeOf(traveller.email)).toBe('hi-IN');

    for (const language of ['fr-FR', 'hi', '', 42, null]) {
      expect(
        await callApiWithAnyBody(app, '/travel/api/user/language', { language }, token),
      ).toEqual({ code: 400, msg: LANGUAGE_INVALID_MESSAGE, data: null });
    }
    expect(await callApiWithAnyBody(app, '/travel/api/user/language', {}, token)).toEqual({
      code: 400,
      msg: LANGUAGE_INVALID_MESSAGE,
      data: null,
    });
    expect(await localeOf(traveller.email)).toBe('hi-IN');

    // Signed out: the switch still works on the page (a cookie); the call changes nothing.
    expect(await callApi(app, '/travel/api/user/language', { language: 'en-IN' })).toMatchObject({
      code: 403,
      msg: BUSINESS_ERRORS.sessionExpired.message,
    });
    expect(await localeOf(traveller.email)).toBe('hi-IN');
  });

  it('takes the switch pressed before the page’s scripts run: the cookie, the account of a live session, and back to the page', async () => {
    const press = (query: string, cookie?: string) =>
      app.inject({
        method: 'GET',
        url: `${LANGUAGE_SWITCH_PATH}?${query}`,
        headers: cookie ? { cookie } : {},
      });
    const languageCookie = (answer: Awaited<ReturnType<typeof press>>) =>
      answer.cookies.find((cookie) => cookie.name === 'travel_lang');

    // A guest: the cookie for a year, readable by the switch's script, and the same page.
    const guest = await press(`to=hi-IN&back=${encodeURIComponent('/coupon?tier=2')}`);
    expect(guest.statusCode).toBe(303);
    expect(guest.headers.location).toBe('/coupon?tier=2');
    expect(guest.headers['cache-control']).toBe('no-store');
    expect(languageCookie(guest)).toMatchObject({
      value: 'hi-IN',
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
      sameSite: 'Lax',
    });
    expect(languageCookie(guest)?.httpOnly).toBeUndefined();

    // A signed-in traveller, whose page sends the session cookie: the account speaks it too.
    const traveller = newTraveller();
    await register(app, traveller, {}, ENGLISH);
    const { utoken: token, uid } = await signIn(app, traveller.email, traveller.password, ENGLISH);
    const member = await press('to=hi-IN&back=/html/orderList', `travel_session=${token}`);
    expect(member.headers.location).toBe('/html/orderList');
    expect(await localeOf(traveller.email)).toBe('hi-IN');
    // A session that has ended changes the page's language only.
    expect(await callApi(app, '/travel/api/user/loginOut', { uid }, token)).toMatchObject({
      code: 200,
    });
    await press('to=en-IN&back=/', `travel_session=${token}`);
    expect(await localeOf(traveller.email)).toBe('hi-IN');

    // A language the site does not speak changes nothing; a way back off the site goes home.
    for (const to of ['fr-FR', 'hi', '']) {
      const refused = await press(`to=${to}&back=/coupon`, `travel_session=${token}`);
      expect(refused.headers.location).toBe('/coupon');
      expect(languageCookie(refused)).toBeUndefined();
    }
    for (const back of ['//evil.example', 'https://evil.example/x', '/\\evil', 'coupon']) {
      const answer = await press(`to=en-IN&back=${encodeURIComponent(back)}`);
      expect(answer.headers.location, back).toBe('/');
    }
  });

  it('writes a Hindi customer’s booking confirmation, SMS, e-ticket and invoice in Hindi', async () => {
    const { token } = await travellerIn(HINDI);
    const paid = await bookAndPay(app, token, { itineraryId: flights[0]!.id }, [
      adult(),
      adultMan(),
    ]);
    const before = smtp.received.length;
    expect(
      await deliverDue(testWorker(db, { now: clock.now, logger: app.log, mail: sender })),
    ).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const mail = smtp.received.slice(before).find((m) => m.subject?.includes(paid.pnr!))!;
    expect(mail.subject).toBe(
      `बुकिंग कन्फ़र्म: PNR ${paid.pnr}, Delhi से Mumbai, 2 दिसंबर 2026, ${flights[0]!.depTime.slice(11, 16)}`,
    );
    expect(mail.text).toContain('आपकी फ़्लाइट बुक हो गई है।');
    expect(mail.text).toContain(`PNR: ${paid.pnr}`);
    expect(mail.text).toContain('यात्री: Ms ASHA RAO, Mr RAVI RAO');
    expect(mail.text).toContain(`भुगतान: ${formatInr(paid.amountPaidPaise)}`);
    expect(mail.text).toContain('शिकायत अधिकारी:');
    expect(mail.html).toContain('<html lang="hi-IN">');

    const [sms] = await db.query<{ text_body: string; locale: string }>(
      `select text_body, locale from customer_message
       where order_ref = $1 and channel = 'sms' and kind = 'bookingConfirmed'`,
      [paid.orderId],
    );
    expect(sms?.locale).toBe('hi-IN');
    expect(sms?.text_body).toMatch(
      new RegExp(`^HegTravel: बुकिंग कन्फ़र्म, PNR ${paid.pnr}, DEL-BOM 2 दिसंबर 2026, \\d\\d:\\d\\d। `),
    );
    expect(smsParts(sms!.text_body)).toEqual({ encoding: 'ucs2', parts: 2 });
    // DLT registers the Hindi text as a template of its own.
    expect(smsTemplateKey('bookingConfirmed', 'hi-IN')).toBe('bookingConfirmedHi');

    // pdftotext reads shaped Devanagari in the order the glyphs are drawn (ि before its
    // consonant, र् after the syllable): the labels checked here are those it reads as written.
    const ticket = (await pdfText(mail.attachments[0]!.content)).replace(/\s+/g, ' ');
    expect(ticket).toContain(`रेफ़रेंस (PNR): ${paid.pnr}`);
    expect(ticket).toContain(`आगमन BOM`);
    expect(ticket).toContain('यात्री 1. Ms ASHA RAO (वयस्क)');
    expect(ticket).toContain('हर यात्री का सामान');
    expect(ticket).toContain(`UPI से भुगतान: ${formatInr(paid.amountPaidPaise)}`);
    expect(ticket).not.toContain('Paid by UPI');

    const [invoice] = (await pollBooking(app, token, paid.orderId)).taxDocuments;
    const bill = (await pdfText(mail.attachments[1]!.content)).replace(/\s+/g, ' ');
    expect(bill).toContain('टैक्स इनवॉइस / Tax invoice');
    expect(bill).toContain(`इनवॉइस नंबर ${invoice!.number}`);
    expect(bill).toContain(`PNR ${paid.pnr}`);
    expect(bill).toContain('का स्थान 27-Maharashtra');
    expect(bill).toContain('CGST');
  });

  it('keeps an English customer’s confirmation and e-ticket in English', async () => {
    const { token } = await travellerIn(ENGLISH);
    const paid = await bookAndPay(app, token, { itineraryId: flights[0]!.id }, [adult()]);
    const before = smtp.received.length;
    await deliverDue(testWorker(db, { now: clock.now, logger: app.log, mail: sender }));
    const mail = smtp.received.slice(before).find((m) => m.subject?.includes(paid.pnr!))!;
    expect(mail.subject).toMatch(/^Booking confirmed: PNR \w+, Delhi to Mumbai, 02 Dec 2026, /);
    expect(mail.html).toContain('<html lang="en-IN">');
    const ticket = await pdfText(mail.attachments[0]!.content);
    expect(ticket).toContain(`Paid by UPI: ${formatInr(paid.amountPaidPaise)}`);
    const bill = (await pdfText(mail.attachments[1]!.content)).replace(/\s+/g, ' ');
    expect(bill).toContain('Tax invoice');
    expect(bill).not.toContain('टैक्स');
  });

  async function messagesOf(orderRef: string) {
    return db.query<{
      kind: string;
      channel: string;
      subject: string;
      text_body: string;
      locale: string;
    }>(
      `select kind, channel, subject, text_body, locale from customer_message
       where order_ref = $1 order by id`,
      [orderRef],
    );
  }

  it('cancels a Hindi customer’s booking in Hindi, the credit note too', async () => {
    const { token } = await travellerIn(HINDI);
    const paid = await bookAndPay(app, token, { itineraryId: flights[0]!.id }, [adult()]);
    await deliverDue(testWorker(db, { now: clock.now, logger: app.log, mail: sender }));
    const cancelled = await callOk(
      app,
      '/travel/api/flights/order/cancel',
      { orderId: paid.orderId },
      token,
    );
    const rows = (await messagesOf(paid.orderId)).filter((row) => row.kind === 'bookingCancelled');
    expect(rows.map((row) => [row.channel, row.locale])).toEqual([
      ['email', 'hi-IN'],
      ['sms', 'hi-IN'],
    ]);
    expect(rows[0]!.subject).toBe(`बुकिंग रद्द: PNR ${paid.pnr}, Delhi से Mumbai, 2 दिसंबर 2026`);
    expect(rows[0]!.text_body).toContain('आपकी बुकिंग रद्द हो गई है।');
    expect(rows[0]!.text_body).toContain(`रिफ़ंड id: ${cancelled.refund.refundId}`);
    expect(rows[0]!.text_body).toContain('रिफ़ंड कहाँ: UPI, जिस खाते से भुगतान हुआ था उसी में');
    expect(rows[1]!.text_body).toMatch(
      /^HegTravel: बुकिंग रद्द, PNR \w+। ₹[\d,.]+ का रिफ़ंड भेज दिया गया है, \d+ \S+ 2026 तक मिल जाना चाहिए।$/,
    );
    expect(smsParts(rows[1]!.text_body).parts).toBeLessThanOrEqual(2);

    const before = smtp.received.length;
    await deliverDue(testWorker(db, { now: clock.now, logger: app.log, mail: sender }));
    const mail = smtp.received.slice(before).find((m) => m.subject?.startsWith('बुकिंग रद्द'))!;
    const note = (await pdfText(mail.attachments[0]!.content)).replace(/\s+/g, ' ');
    expect(note).toContain('नोट / Credit note');
    expect(note).toContain('मूल इनवॉइस HTI/');
  });

  it('writes a Hindi customer’s coupon purchase e-mail and SMS in Hindi', async () => {
    const { token } = await travellerIn(HINDI);
    const order = await buyAndPay(app, token, NINETY_NINE);
    const [mail, sms] = await messagesOf(order.orderId);
    expect(mail?.subject).toBe(`आपका फ़्लाइट कूपन ${order.couponCode}, ₹350.00 का`);
    expect(mail?.text_body).toContain('इस्तेमाल करें: 31 दिसंबर 2026 तक');
    expect(sms?.text_body).toBe(
      `HegTravel: ₹350.00 का आपका फ़्लाइट कूपन ${order.couponCode} तैयार है। 31 दिसंबर 2026 तक फ़्लाइट बुकिंग पर इसका इस्तेमाल करें।`,
    );
    expect(smsParts(sms!.text_body)).toEqual({ encoding: 'ucs2', parts: 2 });
  });

  it('answers a contact message in the language of the page it came from, with no account', async () => {
    const answer = await post(
      app,
      '/travel/api/website/contact',
      {
        name: 'राहुल मेहता',
        email: 'rahul.hindi@example.in',
        topic: 'refund',
        message: 'मेरा रिफ़ंड कब आएगा?',
      },
      HINDI,
    );
    const { reference } = answer.json<{ data: { reference: string } }>().data;
    const [ack] = await messagesOf(reference);
    expect(ack).toMatchObject({ kind: 'contactReceived', locale: 'hi-IN' });
    expect(ack!.subject).toBe(`हमें आपका संदेश मिल गया है (${reference})`);
    expect(ack!.text_body).toContain('नमस्ते राहुल मेहता,');
    expect(ack!.text_body).toContain('विषय: रिफ़ंड और रद्द करना');
    expect(ack!.text_body).toContain('आपने लिखा: मेरा रिफ़ंड कब आएगा?');
    const [stored] = await db.query<{ locale: string }>(
      'select locale from contact_message where reference = $1',
      [reference],
    );
    expect(stored?.locale).toBe('hi-IN');
  });

  it('sends a one-time code in the language of the page that asked for it', async () => {
    const { traveller } = await travellerIn(ENGLISH);
    await post(
      app,
      '/travel/api/user/password/reset/otp',
      { mobile: traveller.mobileNo, mobileAreaCode: '91' },
      HINDI,
    );
    const [sms] = await readOutbox(db, { mobile: traveller.mobileNo });
    expect(sms?.text).toMatch(
      /^\d{6} आपका HegTravel OTP है, पासवर्ड बदलने के लिए। यह 10 मिनट तक मान्य है। इसे किसी से साझा न करें।$/,
    );
    expect(smsParts(sms!.text).parts).toBe(2);
  });
});
