import { bookAndPayFlight } from './support/flights';
import { couponCard, signedIn } from './support/purchase';
import { expectSignedInAs, layoutShiftSoFar } from './support/site';
import { expect, test, type Page } from './support/test';

// A signed-in-only page is painted by the server too: for a member (the travel_member cookie
// the browser keeps beside its session), their header and the page's frame with the screen's
// loading state, which fills without moving once the page's own calls answer; for a guest, the
// sign-in prompt, under which the dialog opens once the scripts run.

const memberCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'travel_member')?.value;

/** The cookie as a browser would send it, without the session beside it. */
const sendMemberCookie = (page: Page, baseURL: string | undefined, value: string) =>
  page.context().addCookies([{ name: 'travel_member', value, url: baseURL ?? '' }]);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a member's order pages paint their header and the page, waiting for their orders", async ({
    page,
    baseURL,
  }) => {
    await sendMemberCookie(page, baseURL, 'Asha%20Rao');
    const response = await page.goto('/html/flights-orderList');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('header-nickname')).toHaveText('Asha Rao');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login / Register' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'My flight orders' })).toBeVisible();
    await expect(page.getByText('Loading your bookings…')).toBeVisible();
    // The screen's files are named in the page, to come as soon as it has painted.
    expect(await page.content()).toContain('__federation_expose_FlightsOrderListPage');

    await page.goto('/html/orderList');
    await expect(page.getByRole('heading', { level: 1, name: 'My coupon orders' })).toBeVisible();
    await expect(page.getByTestId('header-nickname')).toHaveText('Asha Rao');
  });

  test("a guest's order page paints the sign-in prompt, and names none of the screen's files", async ({
    page,
  }) => {
    await page.goto('/html/flights-orderList');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Please sign in to see your orders' }),
    ).toBeVisible();
    await expect(page.getByText('Your coupon and flight orders are kept safe')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    await expect(page.getByText('Loading your bookings…')).toHaveCount(0);
    expect(await page.content()).not.toContain('FlightsOrderListPage');
  });

  test('a cookie that names no one is a guest, and the page still renders', async ({
    page,
    baseURL,
  }) => {
    await sendMemberCookie(page, baseURL, '%E0%A4%ZZ');
    const response = await page.goto('/html/flights-orderList');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  });
});

test("a member's booking and its pages paint with their header and do not move as they fill", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { traveller } = await signedIn(page, request, testInfo);
  await bookAndPayFlight(page, context);
  // The browser keeps the cookie beside the session from the first page on.
  expect(decodeURIComponent((await memberCookie(page)) ?? '')).toBe(traveller.name);

  await page.goto('/html/flights-orderList');
  const details = page.getByRole('link', { name: 'Details' }).first();
  const detail = (await details.getAttribute('href')) ?? '';
  const orderId = detail.split('/').pop() ?? '';
  expect(orderId).not.toBe('');

  for (const path of [
    '/html/flights-orderList',
    '/html/orderList',
    '/html/refundOrderList',
    detail,
    `/html/flights-refundOrderList/${orderId}`,
  ]) {
    // What the server sends: the member's header, not a guest's to be swapped.
    const html = await (await page.request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`data-testid="header-nickname"[^>]*>${traveller.name}<`));
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading your/)).toHaveCount(0);
      expect(await layoutShiftSoFar(page), `${path} at ${width} px`).toBeLessThanOrEqual(0.02);
    }
  }
  await expect(page.getByRole('heading', { name: 'No refunds for this booking' })).toBeVisible();

  // Signing out removes it: the next page is painted for a guest.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  expect(await memberCookie(page)).toBeUndefined();
  const html = await (await page.request.get('/html/flights-orderList')).text();
  expect(html).toContain('Please sign in to see your orders');
});

test("a member's booking, its refunds and the booking form come painted with their data, for them only", async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { traveller } = await signedIn(page, request, testInfo);
  const pnr = await bookAndPayFlight(page, context);
  const booking = page.url();
  // The booking form opened from its address is painted for the member, and once it is theirs
  // it holds the contact of their account, as it does when they come to it from the fares.
  await page.goto(booking);
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByLabel('Mobile number (+91)')).toBeEnabled();
  await expect(contact.getByLabel('Mobile number (+91)')).toHaveValue(traveller.mobileNo);
  await expect(contact.getByLabel('E-mail')).toHaveValue(traveller.email);
  await page.goto('/html/flights-orderList');
  const detail =
    (await page.getByRole('link', { name: 'Details' }).first().getAttribute('href')) ?? '';
  const orderId = detail.split('/').pop() ?? '';

  // As the browser sends it, with the session cookie beside the member's: the booking is in the
  // page the server sends, which no cache keeps.
  for (const [path, painted] of [
    [detail, pnr],
    [`/html/flights-refundOrderList/${orderId}`, 'No refunds for this booking'],
    [booking, 'id="traveller-0-firstName"'],
    ['/html/refundOrderList', 'No refunds'],
  ] as const) {
    const response = await page.request.get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    const root = /<div id="root"[^>]*>([\s\S]*)$/.exec(await response.text())?.[1] ?? '';
    expect(root, path).toContain(painted);
    expect(root, path).not.toMatch(/Loading |Pricing your booking/);
  }

  // Before any script: the member reads their booking.
  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  try {
    const reader = await noScripts.newPage();
    await reader.goto(detail);
    await expect(reader.getByText(pnr).first()).toBeVisible();
    // The booking form is there to read; it is filled and paid once the scripts run, so
    // nothing typed or pressed before then is lost.
    await reader.goto(booking);
    await expect(reader.getByRole('button', { name: /^Pay ₹/ })).toBeDisabled();
    await expect(
      reader.getByLabel('Traveller details').getByRole('textbox').first(),
    ).toBeDisabled();
  } finally {
    await noScripts.close();
  }

  // Without the session cookie, or with another's, the page carries nothing of the booking.
  const session = (await context.cookies()).find((cookie) => cookie.name === 'travel_session');
  expect(session?.sameSite).toBe('Strict');
  for (const token of [undefined, 'not-a-session']) {
    const stranger = await browser.newContext();
    try {
      await stranger.addCookies([
        { name: 'travel_member', value: 'Asha', url: page.url() },
        ...(token ? [{ name: 'travel_session', value: token, url: page.url() }] : []),
      ]);
      const response = await stranger.request.get(new URL(detail, page.url()).href);
      expect(response.headers()['cache-control']).not.toContain('no-store');
      expect(await response.text()).not.toContain(pnr);
    } finally {
      await stranger.close();
    }
  }
});

test('a cookie left from a session the browser no longer has gives way to the sign-in dialog', async ({
  page,
  baseURL,
}) => {
  await sendMemberCookie(page, baseURL, 'Asha');
  await page.goto('/html/flights-orderList');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  expect(await memberCookie(page)).toBeUndefined();
});

test('a page painted for a guest while the cookie came to name the member hydrates as painted, then shows the member', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { traveller } = await signedIn(page, request, testInfo);
  // As when the page it was opened from writes the cookie while this one is on its way: the
  // server has painted it for a guest, and the browser holds the member's cookie and session.
  await sendMemberCookie(page, baseURL, encodeURIComponent(traveller.name));
  await page.route('**/coupon', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const painted = await request.get('/coupon', { headers: { cookie: 'travel_lang=en-IN' } });
    expect(await painted.text()).toContain('Login / Register');
    return route.fulfill({ response: painted });
  });
  await page.goto('/coupon');
  await expectSignedInAs(page, traveller.name);
  // Buy, pressed at once, is answered: nothing was drawn again from scratch.
  await couponCard(page).getByRole('button', { name: /^Buy/ }).click();
  await expect(page.getByRole('dialog', { name: /^Pay ₹/ })).toBeVisible();
  expect(errors).toEqual([]);
});
