import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { resolveXsrfSecret } from '../settings';
import { STAFF_SESSION_COOKIE } from '../staff/sign-in';
import { remoteBuild, tempDir, testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import {
  addStaffMember,
  addStaffMemberLines,
  bootstrapAdmin,
  setUpConsole,
  setupCodeIn,
} from '../test-support/staff';
import { publishRelease } from './publish';
import {
  issuePreviewToken,
  PREVIEW_BANNER_ID,
  PREVIEW_COOKIE,
  previewKey,
  verifyPreviewToken,
} from './preview';
import type { ReleaseContext } from './release';

type Json = Record<string, unknown>;

describe('preview tokens', () => {
  const key = previewKey('a site secret of at least thirty-two characters');
  const now = new Date('2025-03-01T10:00:00Z');
  const preview = { remote: 'remote-coupons', version: '1.2.3-abcdef12' };

  it('names the remote and version until it expires', () => {
    const { token, expiresAt } = issuePreviewToken(key, preview, 60, now);
    expect(token).toMatch(/^rpv1\.[\w-]+\.[\w-]{43}$/);
    expect(expiresAt).toEqual(new Date('2025-03-01T11:00:00Z'));
    expect(verifyPreviewToken(key, token, now)).toEqual({ ok: true, ...preview, expiresAt });
    expect(verifyPreviewToken(key, token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an altered token, another key’s, and anything that is not one', () => {
    const { token } = issuePreviewToken(key, preview, 60, now);
    const [prefix, , signature] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ r: 'remote-coupons', v: '9.9.9', exp: 2e9 }),
    ).toString('base64url');
    expect(verifyPreviewToken(key, `${prefix}.${other}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyPreviewToken(previewKey('another secret'), token, now).ok).toBe(false);
    for (const junk of ['', 'rpv1', 'rot1.a.b', `${token}.x`]) {
      expect(verifyPreviewToken(key, junk, now)).toEqual({ ok: false, reason: 'not-a-token' });
    }
  });
});

// The shell's node bundle reduced to its contract (as in server-render.test.ts).
const shellRenderer = `
export const sharedModules = {};
export function serverRenderedRoute(pathname) {
  return pathname === '/coupon' ? { screen: 'remote_coupons/CouponPage' } : undefined;
}
export async function renderPage(url, screens) {
  const screen = screens['remote_coupons/CouponPage'];
  return {
    html: '<main>' + (screen ? screen({}) : '<p>Loading</p>') + '</main>',
    styles: '',
    title: 'Coupons',
    description: 'Coupons',
  };
}
`;

describe.each(engines)('release previews on %s', (engine) => {
  const database = useTestDatabase(engine);
  let db: Database;
  let app: FastifyInstance;
  let config: Config;
  let ctx: ReleaseContext;
  let key: Buffer;
  let releaseToken: string;
  let session: string;
  let live: string;
  let next: string;
  let clock = new Date('2025-03-01T10:00:00Z');

  /** Publishes remote-coupons whose server-rendered coupon page names the build. */
  async function publishCoupons(repo: string, label: string, activate: boolean) {
    const dir = await remoteBuild(repo, 'remote-coupons', { entry: `/* ${label} */` });
    await mkdir(path.join(dir, 'dist', 'ssr'), { recursive: true });
    await writeFile(
      path.join(dir, 'dist', 'ssr', 'screens.mjs'),
      `export const screens = { CouponPage: () => '<h1>${label}</h1>' };\nexport const answers = {};\n`,
    );
    const published = await publishRelease(ctx, dir, {
      activate: activate ? 'always' : false,
      change: { operator: 'asha', reason: 'coupon page of the week' },
    });
    return published.version;
  }

  beforeAll(async () => {
    db = database().db;
    ({ app, config } = await testApp(db, { now: () => clock }));
    ctx = { db, releasesDir: config.releasesDir, shellDist: config.shellDist };
    await mkdir(path.join(config.shellDist, 'ssr'), { recursive: true });
    await writeFile(path.join(config.shellDist, 'ssr', 'render.mjs'), shellRenderer);
    const repo = await tempDir('repo');
    live = await publishCoupons(repo, 'Coupons that are live', true);
    next = await publishCoupons(repo, 'Coupons of the next build', false);
    key = previewKey(await resolveXsrfSecret(config.xsrfSecret, db));

    const admin = await bootstrapAdmin(app, config);
    const lines = await addStaffMemberLines(
      app,
      admin,
      `release.${engine}@hegtravel.example`,
      ['release'],
      'Ravi Menon',
    );
    releaseToken = lines.at(-1) ?? '';
    ({ session } = await setUpConsole(app, setupCodeIn(lines), 'release pass phrase', () => clock));
  });

  const preview = (body: object, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/travel/ops/releases/preview',
      headers,
      body,
    });
  const asConsole = () => ({
    cookie: `${STAFF_SESSION_COOKIE}=${session}`,
    'x-travel-ops': '1',
  });
  /** The preview cookie an answer sets ('' when it clears it). */
  const previewCookieOf = (answer: LightMyRequestResponse) =>
    answer.cookies.find((cookie) => cookie.name === PREVIEW_COOKIE);
  const couponsIn = async (cookie?: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: cookie ? { cookie } : {},
    });
    expect(answer.statusCode).toBe(200);
    return {
      answer,
      coupons: answer.json<{ remotes: Record<string, Json> }>().remotes.remote_coupons,
    };
  };
  const page = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/coupon', headers: cookie ? { cookie } : {} });

  it('gives the previewing browser the version in /remotes.json and in the server-rendered page, and nobody else', async () => {
    const made = await preview({ remote: 'remote-coupons', version: next }, asConsole());
    expect(made.statusCode, made.body).toBe(200);
    const answer = made.json<Json>();
    expect(answer).toMatchObject({
      remote: 'remote-coupons',
      version: next,
      expiresAt: '2025-03-01T11:00:00.000Z',
      end: '/travel/release-preview/end',
    });
    expect(answer.url).toMatch(/^\/travel\/release-preview\?token=rpv1\./);
    const set = previewCookieOf(made);
    expect(set).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 3600 });
    const cookie = `${PREVIEW_COOKIE}=${set?.value}`;

    const previewing = await couponsIn(cookie);
    expect(previewing.coupons).toMatchObject({
      version: next,
      entry: `/remotes/remote-coupons/${next}/mf-manifest.json`,
      lastKnownGood: { version: live, entry: `/remotes/remote-coupons/${live}/mf-manifest.json` },
    });
    expect((previewing.coupons?.integrity as Json)['mf-manifest.json']).toMatch(/^sha256-/);
    expect(previewing.answer.headers['cache-control']).toBe('private, no-store');
    expect(previewing.answer.headers.vary).toBe('Cookie');
    const visitor = await couponsIn();
    expect(visitor.coupons).toMatchObject({ version: live });
    expect(visitor.answer.headers['cache-control']).toBe('no-cache');

    const previewPage = await page(cookie);
    expect(previewPage.statusCode).toBe(200);
    expect(previewPage.body).toContain('<h1>Coupons of the next build</h1>');
    expect(previewPage.body).toContain(`"version":"${next}"`);
    expect(previewPage.body).toContain(`<div id="${PREVIEW_BANNER_ID}" role="status"`);
    expect(previewPage.body).toContain(`Preview: remote-coupons ${next} — `);
    expect(previewPage.body).toContain('href="/travel/release-preview/end"');
    expect(previewPage.headers['cache-control']).toMatch(/^private, no-/);
    const visitorPage = await page();
    expect(visitorPage.body).toContain('<h1>Coupons that are live</h1>');
    expect(visitorPage.body).not.toContain(next);
    expect(visitorPage.body).not.toContain(PREVIEW_BANNER_ID);

    // The console asks which preview this browser has.
    const mine = await app.inject({
      method: 'GET',
      url: '/travel/ops/releases/preview',
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${session}; ${cookie}` },
    });
    expect(mine.json()).toEqual({
      preview: { remote: 'remote-coupons', version: next, expiresAt: '2025-03-01T11:00:00.000Z' },
      end: '/travel/release-preview/end',
    });

    // The staff audit ledger names who made it.
    const audit = await db.query<{ actor: string; action: string; details: Json }>(
      `select actor, action, details from staff_audit where record = 'release:remote-coupons' order by id`,
    );
    expect(audit.map((row) => [row.actor, row.action, row.details])).toEqual([
      [
        'Ravi Menon',
        'release.preview',
        { version: next, minutes: 60, expiresAt: '2025-03-01T11:00:00.000Z' },
      ],
    ]);
  });

  it('opens a preview link in any browser, and ends it', async () => {
    const made = await preview(
      { remote: 'remote-coupons', version: next, minutes: 5 },
      { authorization: `Bearer ${releaseToken}` },
    );
    expect(made.statusCode, made.body).toBe(200);
    const link = made.json<{ url: string }>().url;
    const opened = await app.inject({ method: 'GET', url: `${link}&to=/coupon` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/coupon');
    expect(opened.headers['cache-control']).toBe('no-store');
    const set = previewCookieOf(opened);
    expect(set).toMatchObject({ path: '/', httpOnly: true, maxAge: 300 });
    expect((await couponsIn(`${PREVIEW_COOKIE}=${set?.value}`)).coupons).toMatchObject({
      version: next,
    });
    const away = await app.inject({ method: 'GET', url: `${link}&to=//evil.example/` });
    expect(away.headers.location).toBe('/');

    const ended = await app.inject({
      method: 'GET',
      url: '/travel/release-preview/end',
      headers: { cookie: `${PREVIEW_COOKIE}=${set?.value}` },
    });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('/');
    expect(previewCookieOf(ended)).toMatchObject({ value: '', path: '/' });

    const altered = await app.inject({
      method: 'GET',
      url: `${link.slice(0, -2)}xx`,
    });
    expect(altered.statusCode).toBe(400);
    expect(altered.body).toBe('This is not a preview link of this site.');
  });

  it('ignores and clears an altered, expired or unpublished preview cookie: the visitor gets what is live', async () => {
    const valid = issuePreviewToken(key, { remote: 'remote-coupons', version: next }, 10, clock);
    const [prefix, , signature] = valid.token.split('.');
    const forged = Buffer.from(JSON.stringify({ r: 'remote-coupons', v: next, exp: 4e9 })).toString(
      'base64url',
    );
    const unpublished = issuePreviewToken(
      key,
      { remote: 'remote-coupons', version: '9.9.9-deadbeef' },
      10,
      clock,
    );
    const expired = issuePreviewToken(
      key,
      { remote: 'remote-coupons', version: next },
      10,
      new Date(clock.getTime() - 11 * 60_000),
    );
    const otherSite = issuePreviewToken(
      previewKey('the secret of another site, 32 chars long'),
      { remote: 'remote-coupons', version: next },
      10,
      clock,
    );
    for (const [label, token] of [
      ['altered', `${prefix}.${forged}.${signature}`],
      ['expired', expired.token],
      ['unpublished', unpublished.token],
      ['another key', otherSite.token],
      ['junk', 'not a token'],
    ] as const) {
      const cookie = `${PREVIEW_COOKIE}=${encodeURIComponent(token)}`;
      const { answer, coupons } = await couponsIn(cookie);
      expect(coupons, label).toMatchObject({ version: live });
      expect(previewCookieOf(answer), label).toMatchObject({ value: '', path: '/' });
      const rendered = await page(cookie);
      expect(rendered.body, label).toContain('<h1>Coupons that are live</h1>');
      expect(rendered.body, label).not.toContain(PREVIEW_BANNER_ID);
      expect(previewCookieOf(rendered), label).toMatchObject({ value: '' });
    }

    // A cookie that was valid expires with the clock.
    const cookie = `${PREVIEW_COOKIE}=${valid.token}`;
    expect((await couponsIn(cookie)).coupons).toMatchObject({ version: next });
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect((await couponsIn(cookie)).coupons).toMatchObject({ version: live });
  });

  it('refuses a preview to callers without the release role (401, 403), and of what is not published (404) or too long (400)', async () => {
    const nobody = await preview({ remote: 'remote-coupons', version: next }, {});
    expect(nobody.statusCode).toBe(401);
    expect(previewCookieOf(nobody)).toBeUndefined();
    const admin = await bootstrapAdmin(app, config, `admin2.${engine}@hegtravel.example`);
    const support = await addStaffMember(app, admin, `support.${engine}@hegtravel.example`, [
      'support',
    ]);
    const noRole = await preview(
      { remote: 'remote-coupons', version: next },
      { authorization: `Bearer ${support}` },
    );
    expect(noRole.statusCode).toBe(403);
    const withoutHeader = await preview(
      { remote: 'remote-coupons', version: next },
      { cookie: `${STAFF_SESSION_COOKIE}=${session}` },
    );
    expect(withoutHeader.statusCode).toBe(403);

    const auth = { authorization: `Bearer ${releaseToken}` };
    const unknown = await preview({ remote: 'remote-coupons', version: '9.9.9-deadbeef' }, auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error:
        'remote-coupons 9.9.9-deadbeef has not been published: only a published version can be previewed.',
    });
    const noRemote = await preview({ remote: 'remote-nothing', version: next }, auth);
    expect(noRemote.statusCode).toBe(400);
    const tooLong = await preview({ remote: 'remote-coupons', version: next, minutes: 241 }, auth);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'A preview lasts 1 to 240 minutes.' });
    const audit = await db.query<{ action: string }>(
      `select action from staff_audit where action = 'release.preview'`,
    );
    // Only the two previews made by the tests above; refusals record nothing.
    expect(audit).toHaveLength(2);
  });
});
