import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { buildCouponsVariant, opsCall, publishedVersion, releaseCli } from './support/releases';
import {
  apiCli,
  consoleScreenshots,
  inviteReleaseManager,
  setUpStaff,
  setupLinkIn,
} from './support/staff';

// The staff console's Releases page, against the running test server: a release manager with
// a staff account rolls a remote back with a reason; both ledgers keep it under their name.

const run = randomBytes(3).toString('hex');

test('a release manager with a staff account rolls a remote back from the console with a reason; both ledgers show it', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const site = String(baseURL);
  // Nothing of the operator API answers without a credential, whatever the page shows.
  expect((await request.get('/travel/ops/releases/status')).status()).toBe(401);
  expect(
    (
      await request.post('/travel/ops/releases/rollback', {
        data: { remote: 'remote-coupons', reason: 'x' },
      })
    ).status(),
  ).toBe(401);

  // remote-coupons: the local build, then a new version on top, so there is one to go back to.
  const v1 = publishedVersion(await releaseCli(site, ['publish', 'remote-coupons']));
  const v2 = publishedVersion(
    await releaseCli(site, [
      'publish',
      await buildCouponsVariant('v2', 'Flight coupons, new season'),
    ]),
  );
  await opsCall(site, '/activate', {
    remote: 'remote-coupons',
    version: v1,
    reason: `console setup ${run}`,
    force: true,
  }).catch(() => undefined);
  await opsCall(site, '/activate', {
    remote: 'remote-coupons',
    version: v2,
    reason: `console setup ${run}: v2`,
  });

  // A release manager with a staff account of their own, invited by the first admin.
  const { admin, invited } = await inviteReleaseManager(
    site,
    `Rohan ${run}`,
    `rohan.${run}@hegtravel.example`,
  );
  // What visitors of the live release felt, as their browsers report it: the console draws it.
  const felt = await request.post('/travel/beacon/vitals', {
    headers: { origin: site },
    data: {
      vitals: [120, 140, 160, 180].map((value) => ({
        remote: 'remote_coupons',
        version: v2,
        route: 'coupon',
        metric: 'INP',
        value,
      })),
      errors: [
        {
          remote: 'remote_coupons',
          version: v2,
          route: 'coupon',
          kind: 'error',
          message: `TypeError: card is undefined (visitor ${run}, 98200 12345)`,
        },
      ],
    },
  });
  expect(felt.status()).toBe(200);

  const { page, close } = await setUpStaff(browser, setupLinkIn(invited), 'canary-rollback-2026');
  await page.goto(`${site}/travel/ops/console`);
  await expect(page).toHaveURL(`${site}/travel/ops/#/releases`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases');
  await expect(page.getByText(`Rohan ${run} · release`)).toBeVisible();

  const coupons = page.getByRole('article', { name: 'remote-coupons' });
  await expect(coupons).toContainText(v2);
  await expect(coupons).toContainText('Last known good');
  const vitals = page.getByRole('region', { name: 'What visitors felt' });
  await vitals.getByRole('combobox', { name: 'Remote' }).selectOption('remote-coupons');
  await expect(vitals.getByRole('figure')).toHaveCount(4);
  // The live release's INP is drawn. The last known good (the local build) may carry what
  // visitors of earlier tests felt, so only the live release's row is read exactly.
  await expect(vitals.getByRole('figure', { name: /^INP p75/ }).locator('canvas')).toHaveCount(1);
  const latest = vitals.getByRole('table', { name: 'Latest figures of remote-coupons' });
  // Release, page views, then INP: p75 of 120, 140, 160 and 180 ms is 160 ms, within 5 %.
  // Nobody reported LCP or CLS of the new version: the table says so with a dash.
  const liveRow = latest.getByRole('row', { name: new RegExp(`Live ${v2}`) });
  await expect(liveRow.getByRole('cell').nth(2)).toHaveText(/^1[56]\d ms$/);
  await expect(liveRow.getByRole('cell').nth(3)).toHaveText('—');
  await expect(liveRow.getByRole('cell').nth(4)).toHaveText('—');
  await expect(
    vitals.getByRole('table', { name: 'Most frequent errors of remote-coupons' }),
  ).toContainText(/TypeError: card is undefined \(visitor \w+, 0 0\)/);
  await consoleScreenshots(page, testInfo, 'releases');

  await coupons.getByRole('button', { name: 'Roll back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roll back remote-coupons' });
  await expect(dialog).toBeVisible();
  // No reason, no change: the dialog says why and the api is not asked.
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Give a reason: the audit ledger records why, with your name.',
  );
  const reason = `new season card cut off on small screens (${run})`;
  await dialog.getByLabel('Reason (kept in the audit ledger)').fill(reason);
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'rolled back' })).toHaveText(
    `remote-coupons: ${v2} → ${v1}, rolled back.`,
  );
  await expect(coupons).toContainText(v1);

  const newest = page.getByRole('region', { name: 'Release ledger' }).locator('tbody tr').first();
  await expect(newest).toContainText('rollback');
  await expect(newest).toContainText(`${v2} → ${v1}`);
  await expect(newest).toContainText(`staff:Rohan ${run}`);
  await expect(newest).toContainText(reason);
  // The rollback is what visitors get now.
  const live = (await (
    await request.get('/remotes.json', { headers: { cookie: 'travel_bucket=99' } })
  ).json()) as {
    remotes: Record<string, { version: string }>;
  };
  expect(live.remotes.remote_coupons?.version).toBe(v1);

  // The same change is in the staff audit ledger, under the release manager's name.
  const audit = await apiCli(
    ['staff', 'audit', '--record', 'release:remote-coupons', '--url', site],
    {
      STAFF_TOKEN: admin,
    },
  );
  expect(audit).toContain(`Rohan ${run}`);
  expect(audit).toContain('release.rollback');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await close();
});
