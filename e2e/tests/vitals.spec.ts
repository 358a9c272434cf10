import { expect, test } from './support/test';
import { hideAndReadVitals, keepVitalsBeacons, vitalsObserved } from './support/site';

// What a visitor's browser reports of the pages they see (shell/src/vitals): nothing about
// them, each figure with the remote release and the route that drew it.

test('each page a visitor sees is measured, the one reached by a link in the page too', async ({
  page,
}) => {
  await keepVitalsBeacons(page);
  const observing = vitalsObserved(page);
  await page.goto('/coupon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flight coupons');
  await observing;
  // A tap on a link: the browser counts a soft navigation to the flights page.
  await page.getByRole('link', { name: 'Flights', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search flights');
  await page.getByRole('heading', { level: 1 }).click();

  const { vitals } = await hideAndReadVitals(page);
  const release = { version: expect.stringMatching(/^[0-9A-Za-z.+-]+$/) as unknown };
  expect(vitals).toContainEqual({
    remote: 'remote_coupons',
    route: 'coupon',
    metric: 'TTFB',
    value: expect.any(Number) as unknown,
    ...release,
  });
  for (const [remote, route] of [
    ['remote_coupons', 'coupon'],
    ['remote_flights', 'flights'],
  ]) {
    expect(vitals, `LCP of ${route}`).toContainEqual(
      expect.objectContaining({ remote, route, metric: 'LCP' }),
    );
  }
  // The tap on the flights page is that page's, drawn by its remote.
  expect(vitals).toContainEqual(
    expect.objectContaining({ remote: 'remote_flights', route: 'flights', metric: 'INP' }),
  );
  // Only what the api takes: no URL, time or anything of the visitor.
  for (const vital of vitals) {
    expect(Object.keys(vital).sort()).toEqual(['metric', 'remote', 'route', 'value', 'version']);
  }
});
