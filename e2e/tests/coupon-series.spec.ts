import { expect, request as playwrightRequest, test } from './support/test';
import { COUPON, buyCoupon, couponCard, signedIn } from './support/purchase';
import { type SecondSite, startSecondSite } from './support/second-site';
import { apiCli, bootstrapAdmin, lastLine } from './support/staff';

// The year-end rollover, end to end: a second site whose clock reads 2 January 2027
// (TRAVEL_CLOCK), with its own database and no 2027 series, changed by the staff CLIs.

let second: SecondSite | undefined;
let site = '';

/** `coupons series add 2027` for the whole year, against the second site. */
const add2027 = () => [
  'coupons',
  'series',
  'add',
  '2027',
  '--from',
  '2027-01-01',
  '--until',
  '2027-12-31',
  '--url',
  site,
];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  second = await startSecondSite(7, 'rollover', {
    TRAVEL_CLOCK: '2027-01-02T09:30:00+05:30',
    RECONCILE_INTERVAL_SECONDS: '0',
  });
  site = second.url;
});

test.afterAll(() => second?.stop());

test('on 2 January 2027 with no 2027 series the coupon page sells nothing; `coupons series add 2027` against the running site puts the 2027 tiers on sale', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const api = await playwrightRequest.newContext({ baseURL: site });
  await signedIn(page, api, testInfo);

  await page.goto(`${site}/coupon`);
  await expect(
    page.getByRole('heading', { name: 'No coupons are on sale right now' }),
  ).toBeVisible();
  await expect(page.getByText('New coupons will be announced on this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Coupon worth/ })).toHaveCount(0);
  // The home page's coupon grid reads the same catalogue.
  const offers = () =>
    page.getByRole('region', { name: 'Flight coupons: pay a little, fly for less' });
  await page.goto(`${site}/`);
  await expect(offers()).toContainText(
    'No coupons are on sale right now. New coupons will be announced on the coupon page.',
  );
  await expect(offers().getByRole('link', { name: /You pay/ })).toHaveCount(0);
  await page.goto(`${site}/coupon`);

  // The first admin, from the server's machine; a catalogue manager; then the series.
  const admin = await bootstrapAdmin(site, second?.dataDir ?? '');
  expect(admin).toMatch(/^stf_/);
  const catalogue = lastLine(
    await apiCli(
      [
        'staff',
        'add',
        'anita@hegtravel.example',
        '--name',
        'Anita Rao',
        '--roles',
        'catalogue',
        '--url',
        site,
      ],
      { STAFF_TOKEN: admin },
    ),
  );
  await expect(
    apiCli(add2027(), {
      STAFF_TOKEN: admin,
    }),
  ).rejects.toThrow('This needs the catalogue role; Meera Iyer has admin.');
  const added = await apiCli(add2027(), { STAFF_TOKEN: catalogue });
  expect(added).toContain('added the 2027 series:');
  expect(added).toContain(
    'sells 2027-01-01 to 2027-12-31, coupons used until 2027-12-31  (by Anita Rao)',
  );

  await page.reload();
  await expect(page.getByRole('heading', { name: /Coupon worth/ })).toHaveCount(9);
  await expect(
    page.getByText(
      'On sale until 31 December 2027; these coupons can be used until 31 December 2027.',
    ),
  ).toBeVisible();
  await expect(couponCard(page)).toContainText('Valid until 31 Dec 2027');
  await page.goto(`${site}/`);
  await expect(offers().getByRole('link', { name: /You pay/ })).toHaveCount(9);
  await page.goto(`${site}/coupon`);
  const create = page.waitForRequest('**/travel/api/coupon/order/create');
  const dialog = await buyCoupon(page);
  expect((await create).postDataJSON()).toMatchObject({ productCode: 'HEG-0001-0099-2027' });
  await expect(dialog.getByTestId('payment-amount')).toHaveText(COUPON.price);

  // Who did it is in the audit ledger, by name.
  const audit = await apiCli(['staff', 'audit', '--url', site], { STAFF_TOKEN: admin });
  expect(audit).toMatch(/Anita Rao\s+coupon-series\.add\s+coupon-series:2027/);
  expect(audit).toMatch(/Meera Iyer\s+staff\.add\s+staff:anita@hegtravel\.example/);
  await api.dispose();
});
