import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { askRefund, buyAndPay, callOk, signedInTraveller } from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { adult, bookAndPay, itinerariesOn } from '../test-support/flights';
import { post } from '../test-support/http';
import { addStaffMember, bootstrapAdmin, staffRequest } from '../test-support/staff';
import { runFinanceCommand } from '../cli/finance';
import { runSupportCommand } from '../cli/support';
import { listeningSite } from '../test-support/staff';
import { readQuery } from './customers';
import { readMailOutbox } from '../messages/mail';
import { deliverDue } from '../messages/worker';
import { testWorker } from '../test-support/mail';

type Json = Record<string, unknown>;

describe('reading what an agent typed', () => {
  it('tells a PNR, ids, codes, a mobile number and an e-mail apart', () => {
    const as = (q: string) => readQuery(q)[0]?.as ?? 'nothing';
    expect(as('k7m3q9')).toBe('PNR');
    expect(as('FL20261122K7M3Q9TX')).toBe('booking id');
    expect(as('co20261122k7m3q9tx')).toBe('coupon order id');
    expect(as('HEG-7K3M-Q9TX-2B8D')).toBe('coupon code');
    expect(as('RF20261122M4P7W2QA')).toBe('coupon refund id');
    expect(as('+91 98200 12345')).toBe('mobile number');
    expect(as('Asha@Example.com')).toBe('e-mail address');
    expect(as('HT-C-7K3M9Q')).toBe('contact reference');
    expect(as('hello there')).toBe('nothing');
  });
});

describe.each(engines)('the support and finance desk on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock('2026-11-23T06:00:00.000Z');
  let app: FastifyInstance;
  let support: string;
  let finance: string;
  let admin: string;

  beforeAll(async () => {
    const built = await testApp(database().db, { now: clock.now });
    app = built.app;
    admin = await bootstrapAdmin(app, built.config);
    support = await addStaffMember(
      app,
      admin,
      `priya.${engine}@hegtravel.example`,
      ['support'],
      'Priya Nair',
    );
    finance = await addStaffMember(
      app,
      admin,
      `farhan.${engine}@hegtravel.example`,
      ['finance'],
      'Farhan Ali',
    );
  });

  it('finds a booking by its PNR, and the customer page shows the booking, never a secret', async () => {
    const token = await signedInTraveller(app);
    const [flight] = await itinerariesOn(app, { from: 'DEL', to: 'BOM', date: '2026-12-02' });
    const paid = await bookAndPay(app, token, { itineraryId: flight?.id ?? '' }, [adult()]);
    expect(paid.pnr).toMatch(/^[A-Z0-9]{6}$/);

    const found = await staffRequest(
      app,
      'GET',
      `/travel/ops/find?q=${(paid.pnr ?? '').toLowerCase()}`,
      support,
    );
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({
      readAs: 'PNR',
      records: [{ kind: 'booking', id: paid.orderId }],
    });
    const [customer] = found.json.customers as { uid: string; email: string }[];
    const page = await staffRequest(
      app,
      'GET',
      `/travel/ops/customers/${customer?.uid ?? ''}`,
      support,
    );
    expect(page.status).toBe(200);
    expect(page.json.bookings).toEqual([
      expect.objectContaining({
        orderId: paid.orderId,
        pnr: paid.pnr,
        route: 'DEL-BOM',
        status: 'Payment Successful',
      }),
    ]);
    // The booking's confirmation, by e-mail and SMS to the contact the booking gave, waits for
    // the worker.
    expect(page.json.messagesSent).toEqual([
      expect.objectContaining({
        kind: 'bookingConfirmed',
        channel: 'sms',
        about: paid.orderId,
        status: 'queued',
      }),
      expect.objectContaining({
        kind: 'bookingConfirmed',
        channel: 'email',
        about: paid.orderId,
        status: 'queued',
        sentAt: null,
      }),
    ]);
    const shown = JSON.stringify(page.json);
    expect(shown).not.toMatch(/password|scrypt|token_hash|utoken/i);
    expect(shown).not.toContain(token);

    const nothing = await staffRequest(app, 'GET', '/travel/ops/find?q=hello%20there', support);
    expect(nothing.status).toBe(400);
    expect(nothing.json.error).toMatch(/^Nothing to search for in "hello there"\. Search by PNR/);
  });

  it('lets finance approve one refund and reject another with a reason; the traveller sees both', async () => {
    const token = await signedInTraveller(app);
    const first = await buyAndPay(app, token);
    const second = await buyAndPay(app, token);
    const approveMe = await askRefund(app, token, first.orderId);
    const rejectMe = await askRefund(app, token, second.orderId);

    const queue = await staffRequest(app, 'GET', '/travel/ops/refunds', finance);
    const queued = (
      queue.json.refunds as { refundId: string; ageBusinessDays: number; overdue: boolean }[]
    ).map((r) => r.refundId);
    expect(queued).toEqual(expect.arrayContaining([approveMe.refundId, rejectMe.refundId]));

    // No reason: refused, nothing changes.
    const bare = await staffRequest(app, 'POST', '/travel/ops/refunds/approve', finance, {
      refundId: approveMe.refundId,
      reason: '',
    });
    expect(bare).toEqual({
      status: 400,
      json: { error: 'reason: reason is required: say why, for the audit ledger' },
    });

    // Two approvals at once: one wins, the other is told.
    const both = await Promise.all(
      [1, 2].map(() =>
        staffRequest(app, 'POST', '/travel/ops/refunds/approve', finance, {
          refundId: approveMe.refundId,
          reason: 'unused coupon',
        }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)?.json).toEqual({
      error: 'This refund has already been approved.',
    });
    // The approval and its ledger row are one transaction: one approval, one row, with the reason.
    const ledger = await staffRequest(
      app,
      'GET',
      `/travel/ops/audit?record=refund:${approveMe.refundId}`,
      admin,
    );
    expect(ledger.json.entries).toEqual([
      expect.objectContaining({
        actor: 'Farhan Ali',
        action: 'refund.approve',
        reason: 'unused coupon',
        details: { orderId: first.orderId, amountPaise: approveMe.amountPaise },
      }),
    ]);

    const rejected = await staffRequest(app, 'POST', '/travel/ops/refunds/reject', finance, {
      refundId: rejectMe.refundId,
      reason: 'The coupon was applied to booking FL20261120ABCDEFGH',
    });
    expect(rejected.status).toBe(200);

    const orders = await callOk(
      app,
      '/travel/api/coupon/orders/pageList',
      { pageNumber: 1, pageSize: 10 },
      token,
    );
    const status = (orderId: string) => orders.find((order) => order.orderId === orderId)?.status;
    expect([4, 5]).toContain(status(first.orderId));
    expect(status(second.orderId)).toBe(2);
    const details = await callOk(
      app,
      '/travel/api/coupon/order/refundDetails',
      { orderId: second.orderId },
      token,
    );
    expect(details.rejectionReason).toBe('The coupon was applied to booking FL20261120ABCDEFGH');

    const { db } = database();
    const events = await db.query<{ actor: string }>(
      `select e.actor from coupon_refund_event e join coupon_refund r on r.id = e.refund_pk
       where r.refund_id = $1 order by e.id`,
      [rejectMe.refundId],
    );
    expect(events.at(-1)?.actor).toBe('staff:Farhan Ali');
  });

  it('shows a contact message in the inbox with the policy dates; a reply answers it and is e-mailed to the customer', async () => {
    const sent = await post(app, '/travel/api/website/contact', {
      name: 'Rahul Mehta',
      email: `rahul.${engine}@example.in`,
      mobile: '9820012345',
      topic: 'coupon-use',
      message: 'Can I use two coupons on one booking from Mumbai to Goa?',
    });
    const { reference } = sent.json<{ data: { reference: string } }>().data;
    const inbox = await staffRequest(app, 'GET', '/travel/ops/inbox', support);
    const message = (inbox.json.messages as Json[]).find((m) => m.reference === reference);
    expect(message).toMatchObject({
      status: 'new',
      topic: 'coupon-use',
      replies: [],
      overdue: null,
    });
    expect(
      Date.parse(String(message?.acknowledgeBy)) - Date.parse(String(message?.receivedAt)),
    ).toBe(48 * 3_600_000);

    const noBody = await staffRequest(app, 'POST', '/travel/ops/inbox/reply', support, {
      reference,
      body: ' ',
    });
    expect(noBody).toEqual({
      status: 400,
      json: { error: 'A reply must be 2 to 5000 characters.' },
    });

    const replied = await staffRequest(app, 'POST', '/travel/ops/inbox/reply', support, {
      reference,
      body: 'One coupon per booking, Rahul: choose the one worth more.',
    });
    expect(replied.status).toBe(200);
    expect(replied.json.message).toMatchObject({
      status: 'answered',
      assignedTo: 'Priya Nair',
      replies: [
        {
          by: 'Priya Nair',
          body: 'One coupon per booking, Rahul: choose the one worth more.',
          delivery: 'queued',
        },
      ],
    });
    const { db } = database();
    const worker = testWorker(db, { now: clock.now, logger: app.log });
    expect((await deliverDue(worker)).sent).toBeGreaterThanOrEqual(1);
    const mails = await readMailOutbox(db, { to: `rahul.${engine}@example.in`, limit: 10 });
    expect(mails.map((sent) => sent.subject).sort()).toEqual([
      `Re: your message ${reference}`,
      `We have your message (${reference})`,
    ]);
    const mail = mails.find((sent) => sent.subject.startsWith('Re:'));
    expect(mail?.text).toContain('One coupon per booking, Rahul: choose the one worth more.');
    expect(mail?.text).toContain('Can I use two coupons on one booking from Mumbai to Goa?');
    const after = await staffRequest(app, 'GET', '/travel/ops/inbox', support);
    const answered = (after.json.messages as Json[]).find((m) => m.reference === reference);
    expect(answered?.replies).toMatchObject([{ delivery: 'sent' }]);
    const closed = await staffRequest(app, 'POST', '/travel/ops/inbox/status', support, {
      reference,
      status: 'closed',
      reason: 'answered',
    });
    expect(closed.json.message).toMatchObject({ status: 'closed' });
    const again = await staffRequest(app, 'POST', '/travel/ops/inbox/reply', support, {
      reference,
      body: 'And another thing',
    });
    expect(again).toEqual({
      status: 409,
      json: { error: `${reference} is closed; reopen it before replying.` },
    });
  });

  it('does the same from the support and finance CLIs against the running site', async () => {
    const site = await listeningSite(app);
    const token = await signedInTraveller(app);
    const order = await buyAndPay(app, token);
    const refund = await askRefund(app, token, order.orderId);
    const asSupport = (args: string[]) =>
      runSupportCommand([...args, '--url', site], { STAFF_TOKEN: support });
    const asFinance = (args: string[]) =>
      runFinanceCommand([...args, '--url', site], { STAFF_TOKEN: finance });

    const found = await asSupport(['find', order.orderId]);
    expect(found[0]).toBe('read as coupon order id');
    expect(found.some((line) => line.startsWith(`coupon order ${order.orderId}`))).toBe(true);
    await expect(asSupport(['inbox'])).resolves.toBeDefined();
    await expect(asFinance(['approve', refund.refundId])).rejects.toThrow('approve needs --reason');
    await expect(
      runFinanceCommand(['refunds', '--url', site], { STAFF_TOKEN: support }),
    ).rejects.toThrow('This needs the finance role; Priya Nair has support.');
    const queue = await asFinance(['refunds']);
    expect(queue.some((line) => line.startsWith(refund.refundId))).toBe(true);
    expect(await asFinance(['approve', refund.refundId, '--reason', 'unused coupon'])).toEqual([
      expect.stringMatching(
        new RegExp(`^${refund.refundId}: approved and sent by the original route`),
      ),
    ]);
  });
});
