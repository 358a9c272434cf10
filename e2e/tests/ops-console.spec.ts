import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, test } from './support/test';
import {
  buildCouponsVariant,
  operatorToken,
  opsCall,
  publishedVersion,
  releaseCli,
  repoRoot,
} from './support/releases';

// The release managers' page at /travel/ops/console, against the running test server.

const run = randomBytes(3).toString('hex');

test('a release manager signs in with a token, rolls a remote back with a reason and sees it in the ledger', async ({
  page,
  request,
  baseURL,
}) => {
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

  const token = await operatorToken('e2e-console');
  expect(token).toMatch(/^rot1\./);

  await page.goto('/travel/ops/console');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operator sign-in');
  await page.getByLabel('Operator key or token').fill('not-a-key-of-this-site-at-all-000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();

  await page.getByLabel('Operator key or token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases');
  await expect(page.getByText('Signed in as')).toBeVisible();
  await expect(page.locator('#operator')).toHaveText('e2e-console');

  const coupons = page.getByRole('article', { name: 'remote-coupons' });
  await expect(coupons).toContainText(v2);
  await expect(coupons).toContainText('Last known good');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: path.join(repoRoot, '.screenshots', 'ops-console-1280.png'),
    fullPage: true,
  });

  await coupons.getByRole('button', { name: 'Roll back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roll back remote-coupons' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  // The browser asks for the reason first; a blank one never reaches the api.
  await expect(dialog).toBeVisible();
  expect(
    await dialog
      .getByLabel('Reason (recorded in the ledger)')
      .evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing),
  ).toBe(true);
  const reason = `new season card cut off on small screens (${run})`;
  await dialog.getByLabel('Reason (recorded in the ledger)').fill(reason);
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(`remote-coupons: ${v2} → ${v1}, rolled back.`);
  await expect(coupons).toContainText(v1);

  const newest = page.locator('#ledger tr').first();
  await expect(newest).toContainText('rollback');
  await expect(newest).toContainText(`${v2} → ${v1}`);
  await expect(newest).toContainText('e2e-console');
  await expect(newest).toContainText(reason);
  // The rollback is what visitors get now.
  const live = (await (
    await request.get('/remotes.json', { headers: { cookie: 'travel_bucket=99' } })
  ).json()) as {
    remotes: Record<string, { version: string }>;
  };
  expect(live.remotes.remote_coupons?.version).toBe(v1);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({
    path: path.join(repoRoot, '.screenshots', 'ops-console-375.png'),
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operator sign-in');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operator sign-in');
});
