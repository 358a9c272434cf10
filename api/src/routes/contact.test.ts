import {
  CONTACT_MESSAGE_REQUIRED_MESSAGE,
  CONTACT_MESSAGE_TOO_LONG_MESSAGE,
  CONTACT_RATE_LIMITED_MESSAGE,
  CONTACT_REFERENCE_PATTERN,
  EMAIL_INVALID_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  TOO_LONG_MESSAGE,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { post, readApiEnvelope } from '../test-support/http';
import { XSRF_REFUSED_CODE } from '../http/xsrf';

const CONTACT = '/travel/api/website/contact';

type ContactBody = Record<string, unknown>;

const message = (overrides: ContactBody = {}): ContactBody => ({
  name: 'Rahul Mehta',
  email: 'rahul.mehta@example.in',
  mobile: '9820012345',
  topic: 'coupon-use',
  message: 'Can I use two coupons on one booking from Mumbai to Goa?',
  ...overrides,
});

let nextAddress = 1;
/** A client address of its own for each test, so the per-address limit of one never hits another. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

/** One POST to the contact route, as a browser at `ip` sends it (with the XSRF pair). */
function sendContact(app: FastifyInstance, body: unknown, ip: string) {
  return post(app, CONTACT, body, { ip });
}

describe.each(engines)('POST /travel/api/website/contact on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await testApp(database().db));
  });

  const storedFrom = (ip: string) =>
    database().db.query<Record<string, unknown>>(
      'select reference, name, email, mobile, topic, message, ip, created_at from contact_message where ip = $1 order by id',
      [ip],
    );

  it('stores the message once and answers with its reference', async () => {
    const ip = freshAddress();
    const before = Date.now();
    const response = await sendContact(app, message(), ip);
    expect(response.statusCode).toBe(200);
    const envelope = readApiEnvelope(CONTACT, response);
    expect(envelope.code).toBe(200);
    expect(envelope.data.reference).toMatch(CONTACT_REFERENCE_PATTERN);

    const rows = await storedFrom(ip);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: envelope.data.reference,
      name: 'Rahul Mehta',
      email: 'rahul.mehta@example.in',
      mobile: '9820012345',
      topic: 'coupon-use',
      message: 'Can I use two coupons on one booking from Mumbai to Goa?',
      ip,
    });
    const createdAt = new Date(rows[0]?.created_at as string | Date).getTime();
    expect(createdAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('keeps a message sent without a mobile number', async () => {
    const ip = freshAddress();
    const response = await sendContact(
      app,
      message({ email: 'no-mobile@example.in', mobile: '' }),
      ip,
    );
    expect(response.json()).toMatchObject({ code: 200 });
    expect((await storedFrom(ip))[0]).toMatchObject({ mobile: null });
  });

  it('answers a resent message with the same reference and stores it once', async () => {
    const ip = freshAddress();
    const body = message({ email: 'twice@example.in' });
    const first = readApiEnvelope(CONTACT, await sendContact(app, body, ip));
    const again = readApiEnvelope(CONTACT, await sendContact(app, body, ip));
    const fromElsewhere = readApiEnvelope(CONTACT, await sendContact(app, body, freshAddress()));
    expect(again.data.reference).toBe(first.data.reference);
    expect(fromElsewhere.data.reference).toBe(first.data.reference);
    const [{ count }] = (await database().db.query<{ count: number }>(
      "select count(*)::int as count from contact_message where email = 'twice@example.in'",
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('stores the same text again once ten minutes have passed', async () => {
    const ip = freshAddress();
    const body = message({ email: 'later@example.in' });
    const first = readApiEnvelope(CONTACT, await sendContact(app, body, ip));
    await database().db.query(
      "update contact_message set created_at = created_at - interval '11 minutes' where ip = $1",
      [ip],
    );
    const later = readApiEnvelope(CONTACT, await sendContact(app, body, ip));
    expect(later.data.reference).not.toBe(first.data.reference);
    expect(await storedFrom(ip)).toHaveLength(2);
  });

  it('stores two copies sent at the same moment once', async () => {
    const ip = freshAddress();
    const body = message({ email: 'double-click@example.in' });
    const answers = await Promise.all([sendContact(app, body, ip), sendContact(app, body, ip)]);
    const references = answers.map((answer) => readApiEnvelope(CONTACT, answer).data.reference);
    expect(references[0]).toBe(references[1]);
    expect(await storedFrom(ip)).toHaveLength(1);
  });

  it.each([
    ['an empty body', {}, NAME_REQUIRED_MESSAGE],
    ['an empty name', message({ name: '   ' }), NAME_REQUIRED_MESSAGE],
    ['a name over 64 characters', message({ name: 'R'.repeat(65) }), TOO_LONG_MESSAGE],
    ['an invalid e-mail address', message({ email: 'rahul@' }), EMAIL_INVALID_MESSAGE],
    [
      'an e-mail over 64 characters',
      message({ email: `${'r'.repeat(60)}@ex.in` }),
      TOO_LONG_MESSAGE,
    ],
    ['an invalid mobile number', message({ mobile: '12345' }), MOBILE_INVALID_MESSAGE],
    ['a mobile number with +91', message({ mobile: '+919820012345' }), MOBILE_INVALID_MESSAGE],
    ['an empty message', message({ message: '' }), CONTACT_MESSAGE_REQUIRED_MESSAGE],
    [
      'a message over 2,000 characters',
      message({ message: 'a'.repeat(2001) }),
      CONTACT_MESSAGE_TOO_LONG_MESSAGE,
    ],
    [
      'a message that is not text',
      message({ message: { text: 'hi' } }),
      CONTACT_MESSAGE_REQUIRED_MESSAGE,
    ],
  ])('refuses %s with a clear message and stores nothing', async (_case, body, expected) => {
    const ip = freshAddress();
    const response = await sendContact(app, body, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 400, msg: expected, data: null });
    expect(await storedFrom(ip)).toHaveLength(0);
  });

  it('refuses a message sent without the XSRF cookie and header, storing nothing', async () => {
    const ip = freshAddress();
    const response = await post(app, CONTACT, message({ email: 'forged@example.in' }), {
      ip,
      xsrf: null,
    });
    expect(response.json()).toMatchObject({ code: XSRF_REFUSED_CODE });
    expect(await storedFrom(ip)).toHaveLength(0);
  });

  it('stores script tags as the text that was typed', async () => {
    const ip = freshAddress();
    const typed = '<script>alert("xss")</script><img src=x onerror=alert(1)> is this safe?';
    const response = await sendContact(app, message({ name: '<b>Rahul</b>', message: typed }), ip);
    expect(response.json()).toMatchObject({ code: 200 });
    expect((await storedFrom(ip))[0]).toMatchObject({ name: '<b>Rahul</b>', message: typed });
  });

  it('limits 50 messages a minute from one address to 5, without storing any twice', async () => {
    const ip = freshAddress();
    const answers = [];
    for (let i = 1; i <= 50; i += 1) {
      const response = await sendContact(
        app,
        message({
          email: `burst${i}@example.in`,
          message: `Question number ${i} about my coupon.`,
        }),
        ip,
      );
      answers.push(readApiEnvelope(CONTACT, response));
    }
    expect(answers.slice(0, 5).every((answer) => answer.code === 200)).toBe(true);
    expect(answers.slice(5).every((answer) => answer.code === 429)).toBe(true);
    expect(answers[5]?.msg).toBe(CONTACT_RATE_LIMITED_MESSAGE);

    const rows = await storedFrom(ip);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(5);

    // A resend of a message already taken still gets its reference back.
    const resent = await sendContact(
      app,
      message({ email: 'burst1@example.in', message: 'Question number 1 about my coupon.' }),
      ip,
    );
    expect(resent.json()).toMatchObject({ code: 200, data: { reference: rows[0]?.reference } });
    // Another address is not held back by this one.
    expect((await sendContact(app, message(), freshAddress())).json()).toMatchObject({ code: 200 });
  });

  it('lets an address write again once its window has passed', async () => {
    const ip = freshAddress();
    for (let i = 1; i <= 5; i += 1) {
      await sendContact(app, message({ email: `window${i}@example.in` }), ip);
    }
    expect(
      (await sendContact(app, message({ email: 'window6@example.in' }), ip)).json(),
    ).toMatchObject({ code: 429 });
    await database().db.query(
      "update contact_message set created_at = created_at - interval '10 minutes 1 second' where ip = $1",
      [ip],
    );
    expect(
      (await sendContact(app, message({ email: 'window6@example.in' }), ip)).json(),
    ).toMatchObject({ code: 200 });
  });
});
