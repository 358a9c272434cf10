import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { buildCouponsVariant, markedCopy, publishedVersion, releaseCli } from './support/releases';
import {
  apiCli,
  consoleScreenshots,
  inviteReleaseManager,
  setUpStaff,
  setupLinkIn,
} from './support/staff';

// Release previews on the running test server: a published version of remote-coupons that is
// not live, shown to one browser (a link from `release preview`, or the console's Preview),
// server-rendered with it, while every other browser keeps the live version. It publishes
// releases, so it runs with the release journeys (the "releases" project).

const PREVIEW_HEADING = 'Flight coupons, new season';
const run = randomBytes(3).toString('hex');

type Remotes = {
  remotes: Record<string, { version: string; lastKnownGood?: { version: string } }>;
};

let site = '';
let preview = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }, testInfo) => {
  testInfo.setTimeout(240_000);
  site = String(baseURL);
  // A version of its own that nobody made live: the new-season build, marked for this run.
  const folder = await markedCopy(
    await buildCouponsVariant('v2', PREVIEW_HEADING),
    'preview',
    `preview ${run}`,
  );
  preview = publishedVersion(await releaseCli(site, ['publish', folder]));
});

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Preview:' });

/** What everybody outside any canary gets. */
async function liveCoupons(): Promise<string | undefined> {
  const response = await fetch(`${site}/remotes.json`, { headers: { cookie: 'travel_bucket=99' } });
  return ((await response.json()) as Remotes).remotes.remote_coupons?.version;
}

/** Both widths of a page of the site, kept with the test's results. */
async function siteScreenshots(page: Page, name: string) {
  const testInfo = test.info();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name} at ${width} px`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a preview link shows the version to the browser that opens it, server-rendered with it, and to no other', async ({
  browser,
}) => {
  const live = await liveCoupons();
  expect(live).toBeDefined();
  expect(live).not.toBe(preview);

  const made = await releaseCli(site, ['preview', 'remote-coupons', preview, '--minutes', '10']);
  expect(made.code, made.out).toBe(0);
  expect(made.out).toContain(`Preview of remote-coupons ${preview} until `);
  const link = new RegExp(`^ {2}(${site}/travel/release-preview\\?token=\\S+)$`, 'm').exec(
    made.out,
  )?.[1];
  expect(link, made.out).toBeDefined();

  const manager = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await manager.newPage();
    await page.goto(`${link}&to=/coupon`);
    await expect(page).toHaveURL(`${site}/coupon`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PREVIEW_HEADING);
    await expect(banner(page)).toHaveText(`Preview: remote-coupons ${preview} — End preview`);
    await siteScreenshots(page, 'preview-banner');

    // The page as the server sends it to this browser already names the preview's release,
    // in the remotes it inlines and in what its render preloads; the visitor's names the live one.
    const managerHtml = await (await page.request.get('/coupon')).text();
    expect(managerHtml).toContain(`"remote_coupons":{"version":"${preview}"`);
    expect(managerHtml).toContain(`/remotes/remote-coupons/${preview}/mf-manifest.json`);
    expect(managerHtml).toContain('id="travel-preview"');
    const other = await visitor.newPage();
    const visitorHtml = await (await other.request.get('/coupon')).text();
    expect(visitorHtml).toContain(`"remote_coupons":{"version":"${live}"`);
    expect(visitorHtml).not.toContain(preview);
    expect(visitorHtml).not.toContain('travel-preview');

    // In the visitor's browser the page runs the live release's files, never the preview's.
    const requested: string[] = [];
    other.on('request', (r) => requested.push(r.url()));
    await other.goto('/coupon');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(other)).toHaveCount(0);
    await other.reload();
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => requested.filter((url) => url.includes(`/remote-coupons/${live}/`)).length)
      .toBeGreaterThan(0);
    expect(requested.filter((url) => url.includes(`/remote-coupons/${preview}/`))).toEqual([]);
    expect(await liveCoupons()).toBe(live);

    // The banner follows the manager from page to page, and ends the preview.
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('link', { name: 'End preview' }).click();
    await expect(page).toHaveURL(`${site}/`);
    await expect(banner(page)).toHaveCount(0);
    const after = await (await page.request.get('/coupon')).text();
    expect(after).toContain(`"remote_coupons":{"version":"${live}"`);
    expect(after).not.toContain(preview);
  } finally {
    await manager.close();
    await visitor.close();
  }
});

test('a release manager previews a version from the console, in their own browser; the audit ledger names them', async ({
  browser,
}, testInfo) => {
  test.slow();
  const { admin, invited } = await inviteReleaseManager(
    site,
    `Asha ${run}`,
    `asha.${run}@hegtravel.example`,
  );
  const { page, close } = await setUpStaff(browser, setupLinkIn(invited), 'preview-2026-pass');
  try {
    await page.goto(`${site}/travel/ops/#/releases`);
    const published = page.getByRole('region', { name: 'Published versions' });
    const row = published.locator('tr', { hasText: preview });
    await expect(row).toBeVisible();
    const opened = page.context().waitForEvent('page');
    await row.getByRole('button', { name: `Preview remote-coupons ${preview}` }).click();
    const tab = await opened;
    await expect(banner(tab)).toHaveText(`Preview: remote-coupons ${preview} — End preview`);
    await tab.goto('/coupon');
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(PREVIEW_HEADING);
    await tab.close();

    await expect(published.getByRole('status')).toContainText(
      `This browser is previewing remote-coupons ${preview} until`,
    );
    await expect(row).toContainText('previewed here');
    await consoleScreenshots(page, testInfo, 'releases-preview');
    await page.setViewportSize({ width: 375, height: 800 });
    const region = testInfo.outputPath('published-versions-375.png');
    await published.screenshot({ path: region });
    await testInfo.attach('published versions at 375 px', {
      path: region,
      contentType: 'image/png',
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    const audit = await apiCli(
      ['staff', 'audit', '--record', 'release:remote-coupons', '--url', site],
      { STAFF_TOKEN: admin },
    );
    expect(audit).toContain(`Asha ${run}`);
    expect(audit).toContain('release.preview');

    // Ending it from the console comes back to the console, with no preview left.
    await published.getByRole('link', { name: 'End preview' }).click();
    await expect(page).toHaveURL(`${site}/travel/ops/#/releases`);
    await expect(published.locator('tr', { hasText: preview })).toBeVisible();
    await expect(published.getByText('This browser is previewing')).toHaveCount(0);
  } finally {
    await close();
  }
});
