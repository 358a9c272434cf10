import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMS_BIZ_TYPE, type CouponOrder, type LoginResponse } from '@travel/shared/contracts';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/accounts/limits';
import { openPostgres } from '../src/db/postgres';
import type { PaymentGateway } from '../src/payments/gateways/gateway';
import { reconcile } from '../src/payments/reconcile';
import { remoteDist, writeFiles } from '../src/test-support/app';
import { API_DIR, tempDir } from './api-process';
import { type Replicas, startReplicas } from './replicas';
import { Visitor, approveOnPayerPage, newTraveller } from './site';

let site: Replicas;
let db: pg.Pool;
let a: string;
let b: string;

beforeAll(async () => {
  site = await startReplicas({ env: { ENABLED_OTP: 'true' } });
  db = new pg.Pool({ connectionString: site.databaseUrl });
  [a, b] = site.replicas.map((replica) => replica.url) as [string, string];
});

afterAll(async () => {
  await db?.end();
  await site?.stop();
});

/** The code the SMS outbox holds for a number: what the visitor reads on their phone. */
async function latestCode(mobileNo: string): Promise<string> {
  const { rows } = await db.query<{ text: string }>(
    'select text from sms_outbox where mobile = $1 order by id desc limit 1',
    [mobileNo],
  );
  const code = /^(\d{4,8}) /.exec(rows[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobileNo}`);
  return code;
}

async function askForCode(visitor: Visitor, mobileNo: string, smsBizType: number) {
  await visitor.ok('/travel/api/send/sms/otp', {
    mobile: mobileNo,
    mobileAreaCode: '91',
    smsBizType,
  });
  return latestCode(mobileNo);
}

/** Signs a new traveller up with a code asked for on `asks` and spent on `signsUp`. */
async function signUp(asks: Visitor, signsUp: Visitor) {
  const traveller = newTraveller();
  const smsCode = await askForCode(asks, traveller.mobileNo, SMS_BIZ_TYPE.signUp);
  await signsUp.ok('/travel/api/user/register', { ...traveller, mobileAreaCode: '91', smsCode });
  return traveller;
}

/** A visitor of one replica holding the XSRF cookie another handed out. */
async function visitorsOn(first: string, second: string): Promise<[Visitor, Visitor]> {
  const one = new Visitor(first);
  await one.start();
  const two = new Visitor(second);
  two.xsrf = one.xsrf;
  return [one, two];
}

describe('two replicas behind nginx behave as one site', () => {
  it('takes the XSRF cookie one replica handed out on the other, and refuses a forged one', async () => {
    const [onA, onB] = await visitorsOn(a, b);
    expect(onB.xsrf).toBeTruthy();
    const traveller = await signUp(onA, onB);
    expect(traveller.email).toContain('@');

    const forger = new Visitor(b);
    forger.xsrf = `${'x'.repeat(43)}.${'y'.repeat(43)}`;
    const refused = await forger.call('/travel/api/user/register', {
      ...newTraveller(),
      mobileAreaCode: '91',
      smsCode: '000000',
    });
    expect(refused.code).toBe(419);
  });

  it('keeps a session started on one replica on the other and through the proxy, and ends it everywhere', async () => {
    const [onA, onB] = await visitorsOn(a, b);
    const traveller = await signUp(onA, onB);
    const session = await onA.ok<LoginResponse>('/travel/api/user/login', {
      loginAccount: traveller.email,
      password: traveller.password,
    });
    const viaProxy = new Visitor(site.url);
    viaProxy.xsrf = onA.xsrf;
    for (const visitor of [onB, viaProxy]) {
      visitor.token = session.utoken;
      expect((await visitor.orders()).total).toBe(0);
    }
    await onB.ok('/travel/api/user/loginOut', { uid: session.uid });
    onA.token = session.utoken;
    const after = await onA.call('/travel/api/coupon/orders/pageList', {});
    expect(after).toMatchObject({ code: 403, msg: 'Please sign in again.' });
  });

  it('counts wrong passwords on both replicas against one account', async () => {
    const [onA, onB] = await visitorsOn(a, b);
    const traveller = await signUp(onA, onB);
    const wrong = { loginAccount: traveller.email, password: 'f'.repeat(64) };
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6 && !answers.includes(429); attempt += 1) {
      answers.push((await (attempt % 2 ? onB : onA).call('/travel/api/user/login', wrong)).code);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((code) => code === 401).length).toBeGreaterThanOrEqual(2);
    // Right password, either replica: still refused while the account is slowed down.
    for (const visitor of [onA, onB]) {
      const right = await visitor.call('/travel/api/user/login', {
        loginAccount: traveller.email,
        password: traveller.password,
      });
      expect(right.code).toBe(429);
      expect(right.msg).toMatch(/^Too many failed sign-in attempts/);
    }
  });

  it('shares one-time codes: asked for on one replica, tried on both, resend paced on both', async () => {
    const [onA, onB] = await visitorsOn(a, b);
    const traveller = newTraveller();
    const smsCode = await askForCode(onA, traveller.mobileNo, SMS_BIZ_TYPE.signUp);
    const again = await onB.call('/travel/api/send/sms/otp', {
      mobile: traveller.mobileNo,
      mobileAreaCode: '91',
      smsBizType: SMS_BIZ_TYPE.signUp,
    });
    expect(again.code).toBe(429);
    expect(again.msg).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);

    // Wrong guesses on either replica use up the same code's tries.
    const body = { ...traveller, mobileAreaCode: '91' };
    const wrongCode = smsCode === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < LIMITS.otp.maxAttempts; attempt += 1) {
      const guess = await (attempt % 2 ? onB : onA).call('/travel/api/user/register', {
        ...body,
        smsCode: wrongCode,
      });
      expect(guess.code).toBe(400);
    }
    const late = await onB.call('/travel/api/user/register', { ...body, smsCode });
    expect(late.code).toBe(400);

    // A fresh number: its code, asked for on one replica, signs up on the other.
    expect((await signUp(onA, onB)).email).toContain('@');
  });

  it('pays through the proxy an order created on one replica, and both see it paid', async () => {
    const [onA, onB] = await visitorsOn(a, b);
    const traveller = await signUp(onA, onB);
    await onA.signIn(traveller);
    onB.token = onA.token;
    const created = await onA.buy();
    expect(created.code).toBe(200);
    const { order, payment } = created.data;
    expect(new URL(payment.payerUrl).origin).toBe(site.url);
    expect(await approveOnPayerPage(site.url, payment.payerUrl)).toBeLessThan(400);

    // The gateway's webhook reaches whichever replica the proxy picks; wait for its effect.
    let seen: CouponOrder = await onB.order(order.orderId);
    const deadline = Date.now() + 30_000;
    while (seen.status !== 2 && Date.now() < deadline) seen = await onB.order(order.orderId);
    expect(seen).toMatchObject({ orderId: order.orderId, status: 2 });
    expect(seen.couponCode).toMatch(/^HEG-/);
    expect(await onA.order(order.orderId)).toMatchObject({
      status: 2,
      couponCode: seen.couponCode,
    });
  });

  it('serves a release published once from both replicas, each from its own folder', async () => {
    const remote = path.join(await tempDir('release'), 'remote-content');
    await mkdir(path.join(remote, 'dist'), { recursive: true });
    await writeFile(
      path.join(remote, 'package.json'),
      '{"name":"remote-content","version":"9.9.9"}',
    );
    // A build that passes the skew gate, with a stamp so each run publishes a new version.
    const files: Record<string, string> = {
      ...(await remoteDist('remote-content')),
      'stamp.txt': String(Date.now()),
    };
    await writeFiles(path.join(remote, 'dist'), files);
    const manifest = files['mf-manifest.json'];
    const published = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/release.ts',
        'publish',
        remote,
        '--activate',
        '--reason',
        'published once for both replicas',
      ],
      {
        cwd: API_DIR,
        env: { ...process.env, DATABASE_URL: site.databaseUrl, RELEASES_DIR: site.releasesDir },
        encoding: 'utf8',
      },
    );
    expect(published.status, published.stderr).toBe(0);

    const documents = await Promise.all(
      [a, b, site.url].map(async (base) => (await fetch(`${base}/remotes.json`)).json()),
    );
    const entry = (documents[0] as { remotes: Record<string, { entry: string }> }).remotes
      .remote_content?.entry;
    expect(entry).toMatch(/^\/remotes\/remote-content\/9\.9\.9-[0-9a-f]{8}\/mf-manifest\.json$/);
    expect(documents[1]).toEqual(documents[0]);
    expect(documents[2]).toEqual(documents[0]);
    // Neither replica's folder had it: each copies it from the database on first use.
    for (const base of [a, b]) {
      const started = performance.now();
      const response = await fetch(`${base}${entry}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(manifest);
      console.log(
        `${base} served the new release in ${Math.round(performance.now() - started)} ms`,
      );
    }
  });

  /** A finance staff member and a personal token, kept as the staff tables keep them. */
  async function financeToken(): Promise<string> {
    const token = `stf_${randomBytes(32).toString('base64url')}`;
    const { rows } = await db.query<{ id: number }>(
      `insert into staff_member (email, name, roles, created_at, created_by)
       values ($1, 'Farhan Ali', '{finance}', now(), 'replica test') returning id`,
      [`farhan.${randomBytes(4).toString('hex')}@hegtravel.example`],
    );
    await db.query(
      `insert into staff_token (staff_id, token_hash, label, created_at)
       values ($1, $2, 'replica test', now())`,
      [rows[0]?.id, createHash('sha256').update(token).digest()],
    );
    return token;
  }

  it('lets one process reconcile at a time', async () => {
    // An open order, so a reconciliation has something to ask the gateway about.
    const [onA, onB] = await visitorsOn(a, b);
    await onA.signIn(await signUp(onA, onB));
    expect((await onA.buy()).code).toBe(200);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => {};
    const asking = new Promise<void>((resolve) => {
      asked = resolve;
    });
    // A reconciliation in progress: its gateway answers only when the test says so.
    const slowGateway: PaymentGateway = {
      name: 'sandbox',
      sandbox: true,
      createPayment: () => Promise.reject(new Error('not used')),
      fetchPayments: async () => {
        asked();
        await held;
        return [];
      },
      cancelPayment: () => Promise.resolve(),
      refund: () => Promise.reject(new Error('not used')),
      fetchRefund: () => Promise.reject(new Error('not used')),
      idle: () => Promise.resolve(),
    };
    const database = openPostgres(site.databaseUrl);
    try {
      const first = reconcile({
        db: database,
        gateway: slowGateway,
        now: () => new Date(),
        logger: pino({ level: 'silent' }),
      });
      await asking;
      // Finance asks for a run on replica A, with a personal token, as the CLI does.
      const token = await financeToken();
      const cli = () =>
        spawnSync(
          process.execPath,
          [
            '--import',
            'tsx',
            'src/cli/coupons.ts',
            'reconcile',
            '--reason',
            'checking',
            '--url',
            a,
          ],
          {
            cwd: API_DIR,
            env: { ...process.env, STAFF_TOKEN: token, LOG_LEVEL: 'silent' },
            encoding: 'utf8',
          },
        );
      const during = cli();
      expect(during.stdout).toContain(
        'Another replica was reconciling at that moment; this run did nothing.',
      );
      release();
      expect((await first).ran).toBe(true);
      const after = cli();
      expect(after.status, after.stderr).toBe(0);
      expect(after.stdout).toMatch(/asked the gateway about \d+ orders/);
    } finally {
      release();
      await database.close();
    }
  });
});
