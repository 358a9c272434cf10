import { expect, test } from './support/test';

type DataLayerEntry = { event?: string; page_path?: string };

const pageViews = (entries: DataLayerEntry[]) =>
  entries.filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path);

test('every route change reports its path and query string', async ({ page }) => {
  await page.goto('/coupon?utm_source=newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Flights' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search flights');

  const entries = await page.evaluate(
    () => (window as unknown as { dataLayer: DataLayerEntry[] }).dataLayer,
  );
  expect(pageViews(entries)).toEqual(['/coupon?utm_source=newsletter', '/html/flights']);
});

test('a navigation scrolls the new page to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/coupon');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Travel blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel blog');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
