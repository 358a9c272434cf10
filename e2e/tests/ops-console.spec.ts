import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { buildCouponsVariant, opsCall, publishedVersion, releaseCli } from './support/releases';
import { apiCli, consoleScreenshots, lastLine, setUpStaff, setupLinkIn } from './support/staff';

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
  const dataDir = path.join(os.tmpdir(), `travel-e2e-${process.env.E2E_PORT ?? '8181'}`);
  const admin = lastLine(
    await apiCli(
      [
        'staff',
        'bootstrap',
        '--email',
        'meera@hegtravel.example',
        '--name',
        'Meera Iyer',
        '--url',
        site,
      ],
      { DATA_DIR: dataDir },
    ),
  );
  const invited = await apiCli(
    [
      'staff',
      'add',
      `rohan.${run}@hegtravel.example`,
      '--name',
      `Rohan ${run}`,
      '--roles',
      'release',
      '--url',
      site,
    ],
    { STAFF_TOKEN: admin },
  );
  const { page, close } = await setUpStaff(browser, setupLinkIn(invited), 'canary-rollback-2026');
  await page.goto(`${site}/travel/ops/console`);
  await expect(page).toHaveURL(`${site}/travel/ops/#/releases`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases');
  await expect(page.getByText(`Rohan ${run} · release`)).toBeVisible();

  const coupons = page.getByRole('article', { name: 'remote-coupons' });
  await expect(coupons).toContainText(v2);
  await expect(coupons).toContainText('Last known good');
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
