import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { couponCard } from './support/purchase';
import { hideAndReadVitals, vitalsObserved } from './support/site';
import {
  alterPublishedFile,
  brokenCopy,
  buildCouponsVariant,
  markedCopy,
  median,
  opsCall,
  otherReactMajorCopy,
  publishedVersion,
  releaseCli,
  removePublished,
} from './support/releases';

// Release journeys on the running test server, with the release CLI (--url) as an operator
// uses it: publish, activate, roll back, the skew gate, last-known-good in the browser, a
// canary and its automatic abort, and the ledger of it all. They change what every visitor
// gets, so they run after the other specs (the "releases" project).

const V1_HEADING = 'Flight coupons';
const V2_HEADING = 'Flight coupons, new season';
const unavailable = 'This section is temporarily unavailable';
// This run's reasons, so the ledger check finds this run's rows among earlier runs'.
const run = randomBytes(3).toString('hex');
const reason = (what: string) => `${what} (e2e ${run})`;

test.describe.configure({ mode: 'serial' });

type Remotes = {
  remotes: Record<
    string,
    { version: string; entry: string; lastKnownGood?: { version: string; entry: string } }
  >;
};

let site = '';
let v1 = '';
let v2 = '';
let v3 = '';
let v2Folder = '';

const couponHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** /remotes.json as a visitor outside any canary gets it. */
async function liveCoupons() {
  const response = await fetch(`${site}/remotes.json`, {
    headers: { cookie: 'travel_bucket=99' },
  });
  return ((await response.json()) as Remotes).remotes.remote_coupons;
}

test.beforeAll(async ({ baseURL }, testInfo) => {
  testInfo.setTimeout(240_000);
  site = String(baseURL);
  // v1 is the local build the server started with; an earlier run may have left another live.
  v1 = publishedVersion(await releaseCli(site, ['publish', 'remote-coupons']));
  await settle(reason('the journeys start from the local build'));
  // One real build per run (reused while the sources stay the same); the rest are copies.
  v2Folder = await buildCouponsVariant('v2', V2_HEADING);
});

/** The remote-coupons versions whose files `page` requests from now on, in order. */
function versionsRequested(page: Page): string[] {
  const versions: string[] = [];
  page.on('request', (r) => {
    const match = /\/remotes\/remote-coupons\/([^/]+)\//.exec(r.url());
    if (match?.[1]) versions.push(match[1]);
  });
  return versions;
}

/** The chunk failures `release status` counts for remote-coupons' live `version` (0 if not live). */
async function liveChunkFailures(version: string): Promise<number> {
  const status = (await opsCall(site, '/status')) as {
    remotes: { name: string; live: { version: string; byOutcome: { chunk: number } } }[];
  };
  const coupons = status.remotes.find((remote) => remote.name === 'remote-coupons');
  return coupons?.live.version === version ? coupons.live.byOutcome.chunk : 0;
}

/**
 * Waits for the canary check's abort of `canary` back to v1 in the ledger, its reason matching
 * `because` (a regular expression).
 */
async function expectAutoAbort(canary: string, because: string) {
  const escaped = (version: string) => version.replace(/\./g, '\\.');
  await expect
    .poll(async () => (await releaseCli(site, ['history', 'remote-coupons'])).out, {
      timeout: 30_000,
      intervals: [1_000],
    })
    .toMatch(
      new RegExp(`auto-abort: ${escaped(canary)} -> ${escaped(v1)} by canary-check: ${because}`),
    );
}

/** No canary, and v1 live: how the journeys start and how they leave the site. */
async function settle(why: string) {
  const live = (await opsCall(site, '')) as {
    releases: { name: string; canaryPercent: number | null }[];
  };
  if (live.releases.some((r) => r.name === 'remote-coupons' && r.canaryPercent !== null)) {
    await opsCall(site, '/abort', { remote: 'remote-coupons', reason: why });
  }
  if ((await liveCoupons())?.version !== v1) {
    await opsCall(site, '/activate', {
      remote: 'remote-coupons',
      version: v1,
      reason: why,
      force: true,
    });
  }
}

test.afterAll(async () => {
  if (site && v1) await settle(reason('the journeys leave the local build live'));
});

test('a new version goes live on the running site, and a rollback reaches the very next page load', async ({
  page,
}) => {
  test.slow();
  const published = await releaseCli(site, ['publish', v2Folder]);
  v2 = publishedVersion(published);
  expect(v2).not.toBe(v1);
  expect((await liveCoupons())?.version, 'publishing alone changes nothing live').toBe(v1);

  await page.goto('/coupon');
  await expect(couponHeading(page)).toHaveText(V1_HEADING);

  const activated = await releaseCli(site, [
    'activate',
    'remote-coupons',
    v2,
    '--reason',
    reason('new season coupon page'),
  ]);
  expect(activated.out).toContain(`${v1} -> ${v2}, now live`);
  await page.reload();
  await expect(couponHeading(page)).toHaveText(V2_HEADING);

  // From the rollback command to the next page load showing v1: no rebuild, no restart.
  // Per round: the whole (command started to v1 on screen), the command alone (a node process
  // starting on this machine), and the page load after it.
  const times: number[] = [];
  const commands: number[] = [];
  const loads: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    if (round > 0) {
      await opsCall(site, '/activate', {
        remote: 'remote-coupons',
        version: v2,
        reason: reason(`timing round ${round}: v2 again`),
      });
    }
    const started = performance.now();
    const rolledBack = await releaseCli(site, [
      'rollback',
      'remote-coupons',
      '--reason',
      reason(round === 0 ? 'coupon page reported broken' : `timing round ${round}`),
    ]);
    expect(rolledBack.code, rolledBack.out).toBe(0);
    expect(rolledBack.out).toContain(`${v2} -> ${v1}, rolled back, now live`);
    const done = performance.now();
    // One reload, no more: the very next page load shows v1 (a load naming v2 would stay v2).
    await page.reload();
    await expect(couponHeading(page)).toHaveText(V1_HEADING);
    times.push(performance.now() - started);
    commands.push(rolledBack.ms);
    loads.push(performance.now() - done);
  }
  const figures = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
  const summary = [
    `rollback command to the next page load showing v1, 10 rounds: ${figures(times)}`,
    `  the command (release rollback --url, node start included): ${figures(commands)}`,
    `  the next page load, from the command's exit: ${figures(loads)}`,
  ].join('\n');
  console.log(summary);
  test.info().annotations.push({ type: 'rollback to next load', description: summary });
  // The rollback is in effect when the command returns: the next load shows v1 at once.
  expect(median(loads)).toBeLessThan(5_000);
});

test('a release built against another React major is refused by the skew gate', async () => {
  const folder = await otherReactMajorCopy('react18');
  const version = publishedVersion(await releaseCli(site, ['publish', folder]));
  const refused = await releaseCli(site, [
    'activate',
    'remote-coupons',
    version,
    '--reason',
    reason('built on React 18'),
  ]);
  expect(refused.code).toBe(1);
  expect(refused.out).toMatch(/react/);
  expect(refused.out).toMatch(/18\.3\.1|\^18/);
  expect((await liveCoupons())?.version).toBe(v1);
});

test('a broken release forced live: visitors get the last known good version, never a blank page', async ({
  page,
}) => {
  test.slow();
  v3 = publishedVersion(await releaseCli(site, ['publish', await brokenCopy(v2Folder, 'v3')]));
  await releaseCli(site, ['activate', 'remote-coupons', v2, '--reason', reason('v2, take two')]);

  const refused = await releaseCli(site, [
    'activate',
    'remote-coupons',
    v3,
    '--reason',
    reason('v3 without the gate'),
  ]);
  expect(refused.code).toBe(1);
  expect(refused.out).toMatch(/missing|not found|does not exist/i);

  const forced = await releaseCli(site, [
    'activate',
    'remote-coupons',
    v3,
    '--force',
    '--reason',
    reason('v3 forced past the gate'),
  ]);
  expect(forced.code, forced.out).toBe(0);
  expect(forced.out).toContain('forced past the skew gate');
  const live = await liveCoupons();
  expect(live?.version).toBe(v3);
  expect(live?.lastKnownGood?.version).toBe(v2);

  const coupons = versionsRequested(page);
  const beacon = page.waitForRequest('**/travel/beacon');
  await page.goto('/coupon');
  await expect(couponHeading(page)).toHaveText(V2_HEADING);
  await expect(page.getByText(unavailable)).toHaveCount(0);
  expect(coupons).toContain(v3);
  expect(coupons).toContain(v2);
  // The browser told the api which step of v3 failed: `release status` counts it.
  await beacon;
  await expect.poll(() => liveChunkFailures(v3)).toBeGreaterThanOrEqual(2);

  const back = await releaseCli(site, [
    'rollback',
    'remote-coupons',
    '--reason',
    reason('v3 is broken'),
  ]);
  expect(back.out).toContain(`${v3} -> ${v2}`);
  await releaseCli(site, [
    'activate',
    'remote-coupons',
    v1,
    '--reason',
    reason('v1 before the canary'),
  ]);
});

test('a 10 % canary reaches about a tenth of 200 new visitors, each keeping their version', async ({
  browser,
}) => {
  test.slow();
  const started = await releaseCli(site, [
    'canary',
    'remote-coupons',
    v2,
    '--percent',
    '10',
    '--reason',
    reason('new season to 10 %'),
  ]);
  expect(started.out, started.out).toContain('canary started');

  const inlineVersion = (html: string) => {
    const json = /<script id="travel-remotes" type="application\/json">(.*?)<\/script>/.exec(html);
    return (JSON.parse(json?.[1] ?? '{}') as Remotes).remotes.remote_coupons?.version;
  };
  let canaryVisitors = 0;
  let canaryCookie = '';
  for (let batch = 0; batch < 20; batch += 1) {
    const visitors = await Promise.all(
      Array.from({ length: 10 }, async () => {
        // A new visitor: no cookies.
        const visitor = await playwrightRequest.newContext({ baseURL: site });
        try {
          const first = inlineVersion(await (await visitor.get('/coupon')).text());
          for (let reload = 0; reload < 2; reload += 1) {
            expect(inlineVersion(await (await visitor.get('/coupon')).text())).toBe(first);
          }
          const bucket = (await visitor.storageState()).cookies.find(
            (cookie) => cookie.name === 'travel_bucket',
          );
          return { version: first, bucket: bucket?.value ?? '' };
        } finally {
          await visitor.dispose();
        }
      }),
    );
    for (const visitor of visitors) {
      expect([v1, v2]).toContain(visitor.version);
      if (visitor.version === v2) {
        canaryVisitors += 1;
        canaryCookie = visitor.bucket;
      }
    }
  }
  const share = canaryVisitors / 200;
  console.log(
    `canary 10 %: ${canaryVisitors} of 200 new visitors got it (${(share * 100).toFixed(1)} %)`,
  );
  test.info().annotations.push({ type: 'canary share', description: `${canaryVisitors} of 200` });
  // Binomial(200, 0.1): 20 ± 4.2; 6..36 holds with odds far beyond a million to one.
  expect(canaryVisitors).toBeGreaterThanOrEqual(6);
  expect(canaryVisitors).toBeLessThanOrEqual(36);

  // In a browser, a canary visitor sees the new page on every reload.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'travel_bucket', value: canaryCookie, url: site }]);
  const page = await context.newPage();
  await page.goto('/coupon');
  await expect(couponHeading(page)).toHaveText(V2_HEADING);
  await page.reload();
  await expect(couponHeading(page)).toHaveText(V2_HEADING);
  await context.close();

  const aborted = await releaseCli(site, [
    'abort',
    'remote-coupons',
    '--reason',
    reason('seen enough'),
  ]);
  expect(aborted.out).toContain('canary aborted');
});

test('a canary that fails to load is aborted by itself from the browsers’ reports', async ({
  browser,
}) => {
  test.slow();
  const started = await releaseCli(site, [
    'canary',
    'remote-coupons',
    v3,
    '--percent',
    '50',
    '--force',
    '--reason',
    reason('broken canary'),
  ]);
  expect(started.code, started.out).toBe(0);

  // Visitors in the canary's half: each gets the live version instead, and reports the failure.
  for (let visitor = 0; visitor < 4; visitor += 1) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'travel_bucket', value: String(visitor), url: site }]);
    const page = await context.newPage();
    const beacon = page.waitForRequest('**/travel/beacon');
    await page.goto('/coupon');
    await expect(couponHeading(page)).toHaveText(V1_HEADING);
    await beacon;
    await context.close();
  }

  // The api's check runs every second (CANARY_CHECK_SECONDS in playwright.config.ts).
  await expectAutoAbort(v3, 'failure rate 100\\.0%');
  const back = await fetch(`${site}/remotes.json`, { headers: { cookie: 'travel_bucket=0' } });
  expect(((await back.json()) as Remotes).remotes.remote_coupons?.version).toBe(v1);
});

test('the ledger lists every step, with who and why', async () => {
  const history = (await releaseCli(site, ['history', 'remote-coupons'])).out;
  const steps = [
    `activate: ${v1} -> ${v2} by e2e-release: ${reason('new season coupon page')}`,
    `rollback: ${v2} -> ${v1} by e2e-release: ${reason('coupon page reported broken')}`,
    `activate: ${v1} -> ${v2} by e2e-release: ${reason('v2, take two')}`,
    `activate FORCED: ${v2} -> ${v3} by e2e-release: ${reason('v3 forced past the gate')}`,
    `rollback: ${v3} -> ${v2} by e2e-release: ${reason('v3 is broken')}`,
    `activate: ${v2} -> ${v1} by e2e-release: ${reason('v1 before the canary')}`,
    `canary 10%: ${v1} -> ${v2} by e2e-release: ${reason('new season to 10 %')}`,
    `abort: ${v2} -> ${v1} by e2e-release: ${reason('seen enough')}`,
    `canary 50% FORCED: ${v1} -> ${v3} by e2e-release: ${reason('broken canary')}`,
    `auto-abort: ${v3} -> ${v1} by canary-check: failure rate`,
  ];
  let at = -1;
  for (const step of steps) {
    const found = history.indexOf(step, at + 1);
    expect(found, `the ledger has, after the step before: ${step}\n${history}`).toBeGreaterThan(at);
    at = found;
  }
  // Refused changes are not in the ledger.
  expect(history).not.toContain(reason('built on React 18'));
  expect(history).not.toContain(reason('v3 without the gate'));
});

test('a canary that answers taps slowly is aborted by its visitors’ vitals, not by failed loads', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const SLOW_HEADING = 'Flight coupons, slow to answer';
  const slow = publishedVersion(
    await releaseCli(site, ['publish', await buildCouponsVariant('slow', SLOW_HEADING, 300)]),
  );
  const started = await releaseCli(site, [
    'canary',
    'remote-coupons',
    slow,
    '--percent',
    '50',
    '--reason',
    reason('slow canary'),
  ]);
  expect(started.code, started.out).toBe(0);
  const startedAt = Date.now();

  /** The version a visitor in `bucket` is given now. */
  const versionFor = async (bucket: number) => {
    const response = await fetch(`${site}/remotes.json`, {
      headers: { cookie: `travel_bucket=${bucket}` },
    });
    return ((await response.json()) as Remotes).remotes.remote_coupons?.version;
  };

  // Pairs of visitors, one on each side, open the coupon page, tap its heading once the page is
  // theirs, and switch away: the page's vitals go out as it is hidden. They keep coming while
  // the canary is served (the api's check runs every second). The minute it started in is not
  // judged, so the pairs of up to a minute and a half count.
  let pairs = 0;
  let aborted = false;
  while (!aborted && pairs < 24 && (await versionFor(0)) === slow) {
    for (const canary of [true, false]) {
      const context = await browser.newContext();
      const bucket = canary ? pairs : 50 + pairs;
      await context.addCookies([{ name: 'travel_bucket', value: String(bucket), url: site }]);
      const page = await context.newPage();
      const observing = vitalsObserved(page);
      const served = await versionFor(bucket);
      await page.goto('/coupon');
      const heading = served === slow ? SLOW_HEADING : V1_HEADING;
      await expect(couponHeading(page)).toHaveText(new RegExp(`^(${SLOW_HEADING}|${V1_HEADING})$`));
      if ((await couponHeading(page).textContent()) !== heading) {
        // The check took the canary down between the visitor's version and their page.
        expect(served).toBe(slow);
        expect(await versionFor(bucket)).toBe(v1);
        aborted = true;
        await context.close();
        break;
      }
      await observing;
      await couponHeading(page).click();
      // The visitor switches to another app: the page is hidden, and its vitals go out.
      await hideAndReadVitals(page);
      await context.close();
    }
    pairs += 1;
  }

  // The canary loaded well every time, so only the vitals rule can have taken it down.
  await expectAutoAbort(
    slow,
    'INP p75 \\d+ ms against live \\d+ ms over \\d+ and \\d+ samples: worse by more than 20% \\(one-sided Mann-Whitney U test, p [<=] 0\\.\\d+, below 0\\.05\\)',
  );
  // Never judged on fewer than CANARY_MIN_VITALS (5) page views a side.
  expect(pairs).toBeGreaterThanOrEqual(5);
  const tookMs = Date.now() - startedAt;
  const abort = (await releaseCli(site, ['history', 'remote-coupons'])).out
    .split('\n')
    .find((line) => line.includes(`auto-abort: ${slow}`));
  const took = `${(tookMs / 1000).toFixed(1)} s after it started, ${pairs} pairs of visitors`;
  test.info().annotations.push({ type: 'slow canary', description: `${abort?.trim()} (${took})` });
  console.log(`slow canary: ${abort?.trim()} (${took})`);
  const status = (await opsCall(site, '/status')) as {
    remotes: { name: string; live: { version: string; failures: number } }[];
  };
  expect(status.remotes.find((remote) => remote.name === 'remote-coupons')?.live.version).toBe(v1);
  const back = await fetch(`${site}/remotes.json`, { headers: { cookie: 'travel_bucket=0' } });
  expect(((await back.json()) as Remotes).remotes.remote_coupons?.version).toBe(v1);
  await removePublished(slow);
});

test('a release file changed after publishing is refused by the browser: the last known good serves, then the section falls back', async ({
  page,
  browser,
}) => {
  test.slow();
  // Two copies of v2, each a version of its own: the good one goes live first, then the other.
  const good = publishedVersion(
    await releaseCli(site, ['publish', await markedCopy(v2Folder, 'v5', `good ${run}`)]),
  );
  const changed = publishedVersion(
    await releaseCli(site, ['publish', await markedCopy(v2Folder, 'v4', `changed ${run}`)]),
  );
  await opsCall(site, '/activate', {
    remote: 'remote-coupons',
    version: good,
    reason: reason('integrity: the good copy'),
  });
  await opsCall(site, '/activate', {
    remote: 'remote-coupons',
    version: changed,
    reason: reason('integrity: the copy to be changed'),
  });
  const live = await liveCoupons();
  expect(live?.version).toBe(changed);
  expect(live?.lastKnownGood?.version).toBe(good);

  // Someone with the release folder changes the live release's coupon page chunk.
  await alterPublishedFile(changed, 'static/js/async', '__federation_expose_CouponPage');
  const coupons = versionsRequested(page);
  const beacon = page.waitForRequest('**/travel/beacon');
  await page.goto('/coupon');
  await expect.poll(() => coupons.includes(good)).toBe(true);
  await expect(couponHeading(page)).toHaveText(V2_HEADING);
  await expect(page.getByText(unavailable)).toHaveCount(0);
  await expect(couponCard(page)).toBeVisible();
  expect(await page.evaluate(() => 'changed' in window), 'the changed chunk never ran').toBe(false);
  await beacon;
  await expect.poll(() => liveChunkFailures(changed)).toBeGreaterThanOrEqual(1);

  // The last known good one's entry is changed too: nothing of either runs, the section falls back.
  await alterPublishedFile(good, '', 'remoteEntry');
  const other = await browser.newPage();
  await other.goto('/coupon');
  await expect(other.getByText(unavailable)).toBeVisible();
  expect(await other.evaluate(() => 'changed' in window)).toBe(false);
  await other.getByRole('link', { name: 'Flights', exact: true }).first().click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Search flights');
  await other.close();

  await settle(reason('integrity: v1 again'));
  await removePublished(changed);
  await removePublished(good);
});
