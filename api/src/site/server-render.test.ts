import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addDays, todayInIndia } from '@travel/shared/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReleaseContext } from '../release/release';
import { activateRelease, rollbackRelease } from '../release/live';
import { publishRelease } from '../release/publish';
import { remoteBuild, tempDir, testApp } from '../test-support/app';
import { signedInTraveller } from '../test-support/coupons';
import { adult, itinerariesOn, quoteBooking } from '../test-support/flights';
import { callApi } from '../test-support/http';
import { engines, useTestDatabase } from '../test-support/database';

// The shell's node bundle, as shell/src/server/render.tsx builds it, reduced to its contract:
// the frame around the screen the api hands it, or the section's fallback without one.
const shellRenderer = `
export const sharedModules = { marker: 'shell singletons' };
const routes = { '/coupon': 'remote_coupons/CouponPage', '/': 'remote_content/HomePage' };
export function serverRenderedRoute(pathname) {
  if (pathname === '/html/orderList') {
    return { path: pathname, screen: 'remote_coupons/CouponOrderListPage', signedInOnly: true };
  }
  const screen = routes[pathname];
  return screen ? { screen } : undefined;
}
export async function renderPage(url, screens, report, answers, locale, catalogs, member) {
  const screen = screens[serverRenderedRoute(url.pathname).screen];
  if (url.searchParams.has('crash')) throw new Error('the frame failed');
  const carried = answers.map((answer) => answer.queryKey.join('/')).join(' ');
  const account = member ? '<span>' + member.nickname + '</span>' : '';
  return {
    html: '<header>HegTravel frame' + account + '</header><main data-answers="' + carried + '">' + (screen ? screen({}) : '<p>Loading</p>') + '</main>',
    styles: '<style data-styled="true">header{height:64px}</style>',
    title: 'Flight coupons & "deals" | HegTravel',
    description: 'Pay <99> for coupons',
  };
}
`;

/** A release's node bundle whose CouponPage says which build it is. */
const couponScreens = (label: string, answers = '{}') => `
export const screens = {
  CouponPage: () => '<h1>${label}</h1><img src="/__travel_release__/remote-coupons/static/image/tier.webp">',
};
export const answers = ${answers};
`;

/** The page's answers: the JSON of its PAGE_ANSWERS_ID script. */
function carriedIn(page: string): unknown {
  const json = /<script id="travel-page-answers" type="application\/json">(.*?)<\/script>/.exec(
    page,
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe.each(engines)('server-rendered pages on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let ctx: ReleaseContext;
  let repo: string;
  const change = { operator: 'asha', reason: 'coupon page of the week' };

  beforeAll(async () => {
    const built = await testApp(database().db);
    app = built.app;
    ctx = {
      db: database().db,
      releasesDir: built.config.releasesDir,
      shellDist: built.config.shellDist,
    };
    repo = await tempDir('repo');
    await mkdir(path.join(ctx.shellDist, 'ssr'), { recursive: true });
    await writeFile(path.join(ctx.shellDist, 'ssr', 'render.mjs'), shellRenderer);
    // The shell build's list of its start-up scripts, and of what each shared module adds
    // (pluginStartupFiles); the api preloads the files it names and nothing that is not a
    // script path of the build.
    await writeFile(
      path.join(ctx.shellDist, 'startup-files.json'),
      JSON.stringify({
        files: ['static/js/async/lib-router.1a2b3c4d.js', '../secrets.js', '"><script>.js', 7],
        shared: {
          '@travel/shared/query': ['static/js/async/query.5e6f7a8b.js', '/etc/passwd.js'],
          '@travel/shared/payment': ['static/js/async/payment.9c0d1e2f.js'],
        },
        messages: {
          'en-IN': ['static/js/async/messages-en-IN.11aa22bb.js'],
          'hi-IN': ['static/js/async/messages-hi-IN.33cc44dd.js'],
        },
      }),
    );
  });

  /** Publishes a build of remote-coupons with the given node bundle (none: no ssr folder). */
  async function publishCoupons(label: string, screensModule?: string) {
    const dir = await remoteBuild(repo, 'remote-coupons', { entry: `/* ${label} */` });
    if (screensModule !== undefined) {
      await mkdir(path.join(dir, 'dist', 'ssr'), { recursive: true });
      await writeFile(path.join(dir, 'dist', 'ssr', 'screens.mjs'), screensModule);
    }
    const published = await publishRelease(ctx, dir, { activate: 'always', change });
    return published.version;
  }

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('paints the live release of the route remote into the page, and follows every activation and rollback', async () => {
    const v1 = await publishCoupons('coupons v1', couponScreens('Coupons of build one'));
    const first = await get('/coupon');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.body).toContain(
      '<div id="root"><header>HegTravel frame</header><main data-answers=""><h1>Coupons of build one</h1>',
    );
    // Files of the release are addressed in its own folder.
    expect(first.body).toContain(
      `<img src="/remotes/remote-coupons/${v1}/static/image/tier.webp">`,
    );
    // What the federation runtime fetches next is named in the page, to be requested all at
    // once when the page has painted, with the integrity it was published with; so is the
    // shell's entry, which starts then.
    const integrity = 'integrity="sha256-[A-Za-z0-9+/]{43}="';
    expect(first.body).toMatch(
      new RegExp(
        `<link href="/remotes/remote-coupons/${v1}/mf-manifest.json" as="fetch" crossorigin ${integrity} data-travel-after-paint>`,
      ),
    );
    expect(first.body).toMatch(
      new RegExp(
        `<link href="/remotes/remote-coupons/${v1}/remoteEntry.js" as="script" crossorigin ${integrity} data-travel-after-paint>`,
      ),
    );
    // The screen's chunk with the very hash its entry checks it against: one download.
    const chunk = 'static/js/async/__federation_expose_CouponPage.js';
    const chunkIntegrity = `sha256-${createHash('sha256').update(`/* ${chunk} */`).digest('base64')}`;
    expect(first.body).toContain(
      `<link href="/remotes/remote-coupons/${v1}/${chunk}" as="script" crossorigin integrity="${chunkIntegrity}" data-travel-after-paint>`,
    );
    expect(first.body).not.toContain('<script defer src="/static/js/index.3f2a1b9c.js">');
    // The messages of the shell and of the remote in the page's language, and not the other's.
    expect(first.body).toContain(
      '<link href="/static/js/async/messages-en-IN.11aa22bb.js" as="script" data-travel-after-paint="shell">',
    );
    expect(first.body).toMatch(
      new RegExp(
        `<link href="/remotes/remote-coupons/${v1}/static/js/async/messages-en-IN.js" as="script" crossorigin ${integrity} data-travel-after-paint>`,
      ),
    );
    expect(first.body).not.toContain('messages-hi-IN');
    const hindi = await app.inject({
      method: 'GET',
      url: '/coupon',
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).toContain('/static/js/async/messages-hi-IN.33cc44dd.js');
    expect(hindi.body).toContain(`/remotes/remote-coupons/${v1}/static/js/async/messages-hi-IN.js`);
    expect(hindi.body).not.toContain('messages-en-IN');
    expect(first.body).toContain(
      '<link href="/static/js/index.3f2a1b9c.js" as="script" data-travel-entry>',
    );
    expect(first.body).toContain('<script defer src="/start-after-paint.js"></script>');
    expect(first.body).toContain(
      '<link href="/static/js/async/lib-router.1a2b3c4d.js" as="script" data-travel-after-paint="shell">',
    );
    // The shell's copy of a shared module the screen takes (its release's screen-shared.json
    // says which), and not of one it does not take.
    expect(first.body).toContain(
      '<link href="/static/js/async/query.5e6f7a8b.js" as="script" data-travel-after-paint="shell">',
    );
    expect(first.body).toContain(
      '<meta name="travel-screen-shared" content="@travel/shared/query">',
    );
    expect(first.body).not.toContain('payment.9c0d1e2f.js');
    expect(first.body).not.toContain('passwd');
    expect(first.body).not.toContain('secrets.js');
    expect(first.body).not.toContain('"><script>.js');
    expect(first.body).toMatch(
      /<style data-styled="true">header\{height:64px\}<\/style>.*<\/head>/,
    );
    // Title and description are escaped.
    expect(first.body).toContain(
      '<title>Flight coupons &amp; &quot;deals&quot; | HegTravel</title>',
    );
    expect(first.body).toContain('content="Pay &lt;99&gt; for coupons"');
    // The live remotes are still inlined for the shell.
    expect(first.body).toContain(`"version":"${v1}"`);

    const v2 = await publishCoupons('coupons v2', couponScreens('Coupons of build two'));
    const second = (await get('/coupon')).body;
    expect(second).toContain('<h1>Coupons of build two</h1>');
    expect(second).toContain(`/remotes/remote-coupons/${v2}/static/image/tier.webp`);
    expect(second).not.toContain('build one');

    await rollbackRelease(ctx, 'remote-coupons', change);
    expect((await get('/coupon')).body).toContain('<h1>Coupons of build one</h1>');
    await activateRelease(ctx, 'remote-coupons', v2, change);
    expect((await get('/coupon')).body).toContain('<h1>Coupons of build two</h1>');
  });

  it('carries the answers the screen declares, renders the screen with them, and follows a new price', async () => {
    const declared = JSON.stringify({
      CouponPage: [
        { queryKey: ['coupon', 'products'], path: '/travel/api/coupon/products', body: {} },
        // Calls a page may not carry: they change something, or answer each visitor apart.
        {
          queryKey: ['contact'],
          path: '/travel/api/website/contact',
          body: {
            name: 'Asha Rao',
            email: 'asha@example.in',
            topic: 'account',
            message: 'Hello from a page render, please call me back.',
          },
        },
        { queryKey: ['orders'], path: '/travel/api/coupon/orders/pageList', body: {} },
        { queryKey: ['nowhere'], path: '/travel/api/nowhere', body: {} },
        { queryKey: [], path: '/travel/api/coupon/products', body: {} },
      ],
    });
    await publishCoupons('answers', couponScreens('Coupons with their catalogue', declared));
    const catalogue = await app.inject({ method: 'GET', url: '/coupon' });
    expect(catalogue.body).toContain('<main data-answers="coupon/products">');
    const carried = carriedIn(catalogue.body);
    const answered = (await callApi(app, '/travel/api/coupon/products', {})).data;
    expect(carried).toEqual([{ queryKey: ['coupon', 'products'], data: answered }]);
    expect(answered.length).toBeGreaterThan(0);
    const messages = await database().db.query<{ count: number }>(
      `select count(*)::int as count from contact_message`,
    );
    expect(messages[0]?.count).toBe(0);

    // The next request carries the catalogue as it is then.
    const first = answered[0]!;
    await database().db.query(
      `update coupon_product set total_amount_paise = total_amount_paise + 100 where code = $1`,
      [first.code],
    );
    const repriced = carriedIn((await get('/coupon')).body) as [{ data: typeof answered }];
    expect(repriced[0].data[0]).toMatchObject({
      code: first.code,
      totalAmountPaise: first.totalAmountPaise + 100,
    });
    await database().db.query(
      `update coupon_product set total_amount_paise = total_amount_paise - 100 where code = $1`,
      [first.code],
    );
  });

  it('carries the answers its URL names, asked as the visitor, and none for a URL that names none', async () => {
    const declared = `{
      CouponPage: [
        {
          ofUrl: (query) =>
            query.has('near')
              ? {
                  queryKey: ['flights', 'airports', { query: query.get('near') }],
                  path: '/travel/api/flights/airports',
                  body: { query: query.get('near'), limit: 3 },
                }
              : undefined,
        },
        { ofUrl: () => { throw new Error('a release that cannot read this URL'); } },
        {
          ofUrl: (query) => ({
            queryKey: ['contact', { message: query.get('say') }],
            path: '/travel/api/website/contact',
            body: { name: 'Asha Rao', email: 'asha@example.in', topic: 'account', message: query.get('say') },
          }),
        },
      ],
    }`;
    await publishCoupons('url answers', couponScreens('Coupons near an airport', declared));
    const page = await get(
      '/coupon?near=mumbai&say=Hello%20from%20a%20page%20render%2C%20call%20me',
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Coupons near an airport</h1>');
    const answered = (
      await callApi(app, '/travel/api/flights/airports', { query: 'mumbai', limit: 3 })
    ).data;
    expect(answered[0]).toMatchObject({ code: 'BOM' });
    expect(carriedIn(page.body)).toEqual([
      { queryKey: ['flights', 'airports', { query: 'mumbai' }], data: answered },
    ]);
    const messages = await database().db.query<{ count: number }>(
      `select count(*)::int as count from contact_message`,
    );
    expect(messages[0]?.count).toBe(0);

    const plain = await get('/coupon');
    expect(plain.body).toContain('<h1>Coupons near an airport</h1>');
    expect(carriedIn(plain.body)).toBeUndefined();
  });

  it('says with its status when the page’s URL names something the api refuses, or no page at all', async () => {
    const declared = `{
      CouponPage: [
        {
          ofUrl: (query) => ({
            queryKey: ['flights', 'airports', { query: query.get('near') }],
            path: '/travel/api/flights/airports',
            body: { query: query.get('near') ?? '', limit: Number(query.get('limit') ?? 3) },
          }),
        },
        {
          ofUrl: (query) =>
            query.has('gone')
              ? {
                  queryKey: ['flights', 'airports', 'gone'],
                  path: '/travel/api/flights/airports',
                  body: { query: 'x', limit: 5000 },
                }
              : undefined,
          refusedAs: 404,
        },
      ],
    }`;
    await publishCoupons('refused answers', couponScreens('Coupons near an airport', declared));
    const fine = await get('/coupon?near=mumbai');
    expect(fine.statusCode).toBe(200);
    // A limit the contract refuses: the page is still the page, sent as a bad request, and it
    // carries the api's refusal for the screen to paint as its own call's.
    const refused = await get('/coupon?near=mumbai&limit=5000');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<h1>Coupons near an airport</h1>');
    const refusal = await callApi(app, '/travel/api/flights/airports', {
      query: 'mumbai',
      limit: 5000,
    });
    expect(refusal.code).toBe(400);
    expect(carriedIn(refused.body)).toEqual([
      {
        queryKey: ['flights', 'airports', { query: 'mumbai' }],
        refusal: { code: 400, msg: refusal.msg },
      },
    ]);
    // And again from the page cache.
    expect((await get('/coupon?near=mumbai&limit=5000')).statusCode).toBe(400);
    // An answer that names what the page is about says the page is not found.
    expect((await get('/coupon?near=mumbai&gone=1')).statusCode).toBe(404);
    // A path of no route: the shell, whose router draws "page not found", sent as not found.
    for (const url of ['/html/no-such-page', '/coupons-and-more']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^text\/html/);
      expect(missing.body).toContain('<div id="root"></div>');
    }
  });

  it("paints a member's page for the member its cookie names, and a guest's signed-in-only page without the screen's files", async () => {
    const version = await publishCoupons(
      'coupons with orders',
      `export const screens = { CouponOrderListPage: () => '<h1>My coupon orders</h1>' };`,
    );
    const as = (url: string, cookie?: string) =>
      app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const member = await as('/html/orderList', 'travel_member=Asha%20Rao');
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<header>HegTravel frame<span>Asha Rao</span></header>');
    // The page says who it was painted for: the browser hydrates it for them, whatever its
    // cookie says by the time the scripts run.
    expect(member.body).toContain('<div id="root" data-member="Asha%20Rao">');
    expect(member.body).toContain('<h1>My coupon orders</h1>');
    expect(member.body).toContain(`/remotes/remote-coupons/${version}/remoteEntry.js`);
    // Cached apart: a guest after the member gets a guest's page, and another member theirs.
    const guest = await as('/html/orderList');
    expect(guest.body).toContain('<header>HegTravel frame</header>');
    expect(guest.body).toContain('<div id="root"><');
    expect(guest.body).not.toContain('Asha');
    expect(guest.body).not.toContain('<link href="/remotes/remote-coupons/');
    expect((await as('/html/orderList', 'travel_member=Ravi')).body).toContain('<span>Ravi</span>');
    // A public page is painted with the member's header too, its screen as for everybody.
    const coupon = await as('/coupon', 'travel_lang=en-IN; travel_member=Asha%20Rao');
    expect(coupon.body).toContain('<span>Asha Rao</span>');
    expect(coupon.body).toContain(`/remotes/remote-coupons/${version}/remoteEntry.js`);
    // A value that names no one is a guest; markup in a nickname is the renderer's to escape.
    for (const cookie of ['travel_member=%E0%A4', `travel_member=${'x'.repeat(200)}`]) {
      const page = await as('/html/orderList', cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<header>HegTravel frame</header>');
    }
  });

  it("carries a member's own answers asked with their session, for them only, and keeps no copy", async () => {
    const token = await signedInTraveller(app);
    const date = addDays(todayInIndia(new Date()), 14);
    const [flight] = await itinerariesOn(app, { from: 'DEL', to: 'BOM', date });
    const request = {
      itineraryId: flight!.id,
      cabin: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
      fareFamily: 'saver',
      couponCode: null,
    };
    await publishCoupons(
      'coupons with a booking form',
      `export const screens = { CouponOrderListPage: () => '<h1>My coupon orders</h1>' };
       export const answers = { CouponOrderListPage: [{
         ofUrl: (query) => ({
           queryKey: ['flights', 'booking-quote', 'page'],
           path: '/travel/api/flights/booking/quote',
           body: { ...${JSON.stringify(request)}, itineraryId: query.get('it') },
         }),
       }] };`,
    );
    const url = `/html/orderList?it=${encodeURIComponent(flight!.id)}`;
    const as = (cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const quote = await quoteBooking(app, token, { itineraryId: flight!.id }, [adult()]);

    const mine = await as(`travel_member=Asha; travel_session=${token}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(carriedIn(mine.body)).toEqual([
      {
        queryKey: ['flights', 'booking-quote', 'page'],
        data: expect.objectContaining({ family: quote.family, price: quote.price }) as unknown,
      },
    ]);
    // Without the session, with one that is not theirs, or with no member to paint: nothing of
    // theirs, and the page as everybody's.
    for (const cookie of [
      'travel_member=Asha',
      'travel_member=Asha; travel_session=not-a-session',
      `travel_session=${token}`,
    ]) {
      const page = await as(cookie);
      expect(page.statusCode, cookie).toBe(200);
      expect(page.headers['cache-control'], cookie).not.toContain('no-store');
      expect(carriedIn(page.body), cookie).toBeUndefined();
    }
  });

  it("renders the frame and the section's fallback when the live release cannot render", async () => {
    await publishCoupons('broken', 'throw new Error("this build is broken");');
    const broken = await get('/coupon');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain(
      '<div id="root"><header>HegTravel frame</header><main data-answers=""><p>Loading</p>',
    );

    await publishCoupons('no node bundle');
    const without = await get('/coupon');
    expect(without.statusCode).toBe(200);
    expect(without.body).toContain(
      '<header>HegTravel frame</header><main data-answers=""><p>Loading</p>',
    );
  });

  it('gives the client-rendered shell for routes it does not render, and when rendering fails', async () => {
    for (const url of ['/html/signIn', '/coupon?crash=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      // A page the browser renders starts its scripts at once.
      expect(response.body).toContain('<script defer src="/static/js/index.3f2a1b9c.js">');
      expect(response.body).not.toContain('start-after-paint.js');
    }
  });

  it.each([
    '/coupon?q=<script>alert(1)</script>',
    '/coupon?%E0%A4%A',
    '/%E0%A4%A',
    '//evil.example/coupon',
    '/coupon/../../etc/passwd',
    `/coupon?${'x'.repeat(3000)}`,
  ])('answers the strange URL %s safely, never with a server error', async (url) => {
    const response = await get(url);
    // A page, the refusal the server gives such a URL anyway (400, 403), or no page (404).
    expect([200, 400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });
});
