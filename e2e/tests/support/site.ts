import { expect, type Locator, type Page } from '@playwright/test';

/** A success notice such as "Login successful". */
export function successToast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** An error notice, such as the server's answer to wrong credentials. */
export function errorToast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

export const SESSION_KEY = 'travel.session';

export async function storedSession(page: Page): Promise<unknown> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
    SESSION_KEY,
  );
}

export async function expectSignedInAs(page: Page, nickname: string): Promise<void> {
  await expect(page.getByTestId('header-nickname')).toHaveText(nickname);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toHaveCount(0);
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  await expect(page.getByTestId('header-nickname')).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
}

/**
 * Switches the server's OTP flag off for this page, as /website/auth/check reports it: to the
 * browser's own call, and in the answer the sign-in and sign-up pages carry.
 */
export async function withOtpOff(page: Page): Promise<void> {
  await page.route('**/travel/api/website/auth/check', (route) =>
    route.fulfill({ json: { code: 200, msg: 'success', data: { enabledOtp: false } } }),
  );
  await page.route(
    (url) => url.pathname.startsWith('/html/sign'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = await response.text();
      const carried = '{"queryKey":["auth","otp-enabled"],"data":{"enabledOtp":true}}';
      expect(body, 'the page carries the OTP switch').toContain(carried);
      return route.fulfill({
        response,
        body: body.replace(carried, carried.replace('true', 'false')),
      });
    },
  );
}

/** Types a code one digit at a time into the boxes of the OTP group. */
export async function typeOtp(scope: Page | Locator, page: Page, code: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

type VitalsBody = { vitals: Record<string, unknown>[]; errors: Record<string, unknown>[] };

/**
 * Keeps a copy of every vitals beacon the page sends (a Blob, whose body the browser does not
 * show the test), in the order sent. Call before the page is opened.
 */
export async function keepVitalsBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const kept: Blob[] = [];
    Object.assign(window, { keptVitals: kept });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/travel/beacon/vitals') && data instanceof Blob) kept.push(data);
      return send(url, data);
    };
  });
}

/**
 * The visitor switches to another app: the page is hidden (as the browser tells it), and what
 * it collected of its vitals is sent. Resolves with the beacon's body (keepVitalsBeacons first).
 */
export async function hideAndReadVitals(page: Page): Promise<VitalsBody> {
  const sent = page.waitForRequest('**/travel/beacon/vitals');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await sent;
  return page.evaluate(async () => {
    const kept = (window as unknown as { keptVitals?: Blob[] }).keptVitals ?? [];
    const last = kept.at(-1);
    return (last ? JSON.parse(await last.text()) : { vitals: [], errors: [] }) as VitalsBody;
  });
}

/** Resolves once the page has loaded its vitals observer (after the load, when idle). */
export function vitalsObserved(page: Page): Promise<unknown> {
  return page.waitForResponse(/\/static\/js\/async\/web-vitals\.[0-9a-f]+\.js$/);
}

/** The page's layout shifts so far, none caused by input: an upper bound of its CLS. */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}
