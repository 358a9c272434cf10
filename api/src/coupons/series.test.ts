import { randomUUID } from 'node:crypto';
import { COUPON_MESSAGES, COUPON_TIERS } from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSeriesCommand } from '../cli/coupons';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { buy, buyAndPay, call, callOk, signedInTraveller } from '../test-support/coupons';
import { engines, useTestDatabase } from '../test-support/database';
import { addStaffMember, bootstrapAdmin, listeningSite, staffRequest } from '../test-support/staff';

const DAY = 86_400_000;
const LAUNCH_SERIES = {
  name: '2026',
  saleFrom: '2026-01-01',
  saleUntil: '2026-12-31',
  expirationDate: '2026-12-31',
};

describe.each(engines)('coupon series on %s', (engine) => {
  const database = useTestDatabase(engine);
  // 20 December 2026, noon in India: eleven days before the launch series stops selling.
  const clock = testClock('2026-12-20T06:30:00.000Z');
  let app: FastifyInstance;
  let site: string;
  let catalogue: string;
  const series = (args: string[], token = catalogue) =>
    runSeriesCommand([...args, '--url', site], { STAFF_TOKEN: token });

  beforeAll(async () => {
    const built = await testApp(database().db, { now: clock.now });
    app = built.app;
    const admin = await bootstrapAdmin(app, built.config);
    catalogue = await addStaffMember(
      app,
      admin,
      `catalogue.${engine}@hegtravel.example`,
      ['catalogue'],
      'Anita Rao',
    );
    site = await listeningSite(app);
  });

  it('sells the launch series and warns staff from 14 days before it ends with none after it', async () => {
    expect(await callOk(app, '/travel/api/coupon/series', {})).toEqual({
      current: LAUNCH_SERIES,
      next: null,
    });
    const products = await callOk(app, '/travel/api/coupon/products', {});
    expect(products.map((p) => p.code)).toEqual(COUPON_TIERS.map((t) => t.code));
    expect(products.every((p) => p.available)).toBe(true);
    const listed = await series(['list']);
    expect(listed[0]).toBe(
      'WARNING: The 2026 series stops selling after 2026-12-31 (12 days left) and no series follows it. Add the next series.',
    );
    expect(listed[1]).toMatch(
      /^2026  +on sale +sells 2026-01-01 to 2026-12-31, coupons used until 2026-12-31/,
    );
  });

  it('refuses overlapping windows, prices at a loss, bad dates and a taken name, and changes nothing', async () => {
    const refusals: [string[], string][] = [
      [
        ['add', '2027', '--from', '2026-12-15', '--until', '2027-12-31'],
        'The sale window overlaps the 2026 series (on sale 2026-01-01 to 2026-12-31). End that series early or choose other dates.',
      ],
      [
        [
          'add',
          '2027',
          '--from',
          '2027-01-01',
          '--until',
          '2027-12-31',
          '--tiers',
          '99:350,500:400',
        ],
        'A coupon must give more than it costs: ₹500.00 for ₹400.00 would sell at a loss.',
      ],
      [
        ['add', '2027', '--from', '2027-02-30', '--until', '2027-12-31'],
        '--from must be a date such as 2027-01-01.',
      ],
      [
        ['add', '2027', '--from', '2027-06-01', '--until', '2027-01-31'],
        'The sale must end on or after the day it starts.',
      ],
      [
        ['add', '2027', '--from', '2027-01-01', '--until', '2027-12-31', '--expires', '2027-06-30'],
        'Coupons must stay usable at least until the sale ends.',
      ],
      [
        ['add', '2026', '--from', '2027-01-01', '--until', '2027-12-31'],
        'A series named 2026 already exists.',
      ],
      [
        ['add', 'New Year!', '--from', '2027-01-01', '--until', '2027-12-31'],
        'The series name must be 1-8 letters, digits or hyphens, such as 2027.',
      ],
    ];
    for (const [args, message] of refusals) {
      await expect(series(args), args.join(' ')).rejects.toThrow(message);
    }
    const list = await staffRequest(app, 'GET', '/travel/ops/coupons/series', catalogue);
    expect((list.json.series as unknown[]).length).toBe(1);
  });

  it('stops selling at the end of 31 December: the page is told none is on sale, buying is refused', async () => {
    clock.advance(12 * DAY);
    try {
      const token = await signedInTraveller(app);
      expect(clock.now().toISOString()).toBe('2027-01-01T06:30:00.000Z');
      expect(await callOk(app, '/travel/api/coupon/series', {})).toEqual({
        current: null,
        next: null,
      });
      const products = await callOk(app, '/travel/api/coupon/products', {});
      expect(products.every((p) => !p.available)).toBe(true);
      expect(
        await call(
          app,
          '/travel/api/coupon/order/create',
          { productCode: 'HEG-0099-0350', idempotencyKey: randomUUID() },
          token,
        ),
      ).toEqual({
        code: 410,
        msg: COUPON_MESSAGES.productExpired,
        data: null,
        error: 'productExpired',
      });
      expect((await series(['list']))[0]).toBe(
        'WARNING: No coupon series is on sale and none is planned: the coupon page sells nothing. Add the next series.',
      );
    } finally {
      clock.advance(-12 * DAY);
    }
  });

  it('sells the next series from its first day, with its own expiry, once staff add it', async () => {
    const added = await series([
      'add',
      '2027',
      '--from',
      '2027-01-01',
      '--until',
      '2027-12-31',
      '--reason',
      'next year',
    ]);
    expect(added[0]).toBe('added the 2027 series:');
    expect(added[1]).toMatch(
      /^2027 +upcoming +sells 2027-01-01 to 2027-12-31, coupons used until 2027-12-31 {2}\(by Anita Rao\)$/,
    );
    expect(added).toHaveLength(3);
    expect(await callOk(app, '/travel/api/coupon/series', {})).toEqual({
      current: LAUNCH_SERIES,
      next: {
        name: '2027',
        saleFrom: '2027-01-01',
        saleUntil: '2027-12-31',
        expirationDate: '2027-12-31',
      },
    });
    expect((await series(['list']))[0]).not.toMatch(/WARNING/);

    const december = await buyAndPay(app, await signedInTraveller(app), 'HEG-0099-0350');
    // Bought in December: a 2026 coupon, used until 31 December 2026 whatever comes next.
    expect(december.couponExpirationDate).toBe('2026-12-31');

    clock.advance(12 * DAY);
    try {
      const token = await signedInTraveller(app);
      expect(await callOk(app, '/travel/api/coupon/series', {})).toMatchObject({
        current: { name: '2027' },
        next: null,
      });
      const products = await callOk(app, '/travel/api/coupon/products', {});
      expect(
        products.map((p) => [
          p.code,
          p.totalAmountPaise,
          p.backAmountPaise,
          p.expirationDate,
          p.available,
        ]),
      ).toEqual(
        COUPON_TIERS.map((t) => [
          `${t.code}-2027`,
          t.totalAmountPaise,
          t.backAmountPaise,
          '2027-12-31',
          true,
        ]),
      );
      const { order } = await buy(app, token, 'HEG-0099-0350-2027');
      expect(order).toMatchObject({
        productCode: 'HEG-0099-0350-2027',
        totalAmountPaise: 9900,
        couponExpirationDate: '2027-12-31',
      });
      const rows = await database().db.query<{ expiration: string }>(
        `select to_char(p.expiration_date, 'YYYY-MM-DD') as expiration from coupon_order o
         join coupon_product p on p.code = o.product_code where o.order_id = $1`,
        [december.orderId],
      );
      expect(rows).toEqual([{ expiration: '2026-12-31' }]);
    } finally {
      clock.advance(-12 * DAY);
    }
  });

  it('ends a series early: nothing more is sold, coupons already bought keep their expiry', async () => {
    clock.advance(13 * DAY);
    try {
      const token = await signedInTraveller(app);
      const bought = await buyAndPay(app, token, 'HEG-0199-0480-2027');
      await expect(series(['end', '2027'])).rejects.toThrow('series end needs --reason');
      expect(await series(['end', '2027', '--reason', 'prices change in February'])).toEqual([
        'ended the 2027 series: its last day on sale is 2027-01-02',
      ]);
      expect(await callOk(app, '/travel/api/coupon/series', {})).toEqual({
        current: null,
        next: null,
      });
      expect(
        await call(
          app,
          '/travel/api/coupon/order/create',
          { productCode: 'HEG-0199-0480-2027', idempotencyKey: randomUUID() },
          token,
        ),
      ).toEqual({
        code: 410,
        msg: 'This coupon is no longer on sale.',
        data: null,
        error: 'productNotOnSale',
      });
      const again = await callOk(
        app,
        '/travel/api/coupon/orders/polling',
        { orderId: bought.orderId },
        token,
      );
      expect(again).toMatchObject({ couponExpirationDate: '2027-12-31', couponStatus: 'active' });

      // The next series may start the day after, and one not yet open can be withdrawn.
      await series([
        'add',
        '2027B',
        '--from',
        '2027-01-03',
        '--until',
        '2027-06-30',
        '--tiers',
        '149:450,999:1600',
      ]);
      expect(await series(['end', '2027B', '--reason', 'typo in the prices'])).toEqual([
        'withdrew the 2027B series: it was not on sale yet and never will be',
      ]);
      const list = await staffRequest(app, 'GET', '/travel/ops/coupons/series', catalogue);
      expect((list.json.series as { name: string }[]).map((s) => s.name)).toEqual(['2026', '2027']);
    } finally {
      clock.advance(-13 * DAY);
    }
  });
});
