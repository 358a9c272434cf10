import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from './support/test';
import {
  errorToast,
  expectSignedInAs,
  expectSignedOut,
  storedSession,
  successToast,
  typeOtp,
  withOtpOff,
} from './support/site';
import { newTraveller, otpSentTo, registerTraveller, type Traveller } from './support/travellers';
import { validationCases, type AuthScreen } from './support/validation-cases';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A label's text starts with the required mark ("*Name"); screen readers skip the mark.
const field = (scope: Page | Locator, label: string) =>
  label === 'OTP'
    ? scope.getByRole('group', { name: 'OTP' })
    : scope.locator('input').and(scope.getByLabel(new RegExp(`^\\*?${escapeRegExp(label)}$`)));

async function signInByEmail(scope: Page | Locator, traveller: Traveller) {
  await scope.getByRole('tab', { name: 'E-mail' }).click();
  await field(scope, 'E-mail').fill(traveller.email);
  await field(scope, 'Password').fill(traveller.password);
  await scope.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('sign up', () => {
  test('with an OTP: signed in at once, kept after a reload, ended by Logout', async ({
    page,
    request,
  }, testInfo) => {
    const traveller = newTraveller(testInfo);
    await page.goto('/html/signUp');
    await expect(page.getByRole('group', { name: 'OTP' })).toBeVisible();
    await field(page, 'Name').fill(traveller.name);
    await field(page, 'E-mail').fill(traveller.email);
    await field(page, 'Mobile').fill(traveller.mobileNo);

    const sentAfter = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(successToast(page, 'Send successful')).toBeVisible();
    const resend = page.getByRole('button', { name: /^Resend in \d+s$/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend in (60|59|58)s$/);
    // The code boxes take over, ready for the SMS.
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();

    const code = await otpSentTo(request, traveller.mobileNo, sentAfter);
    await typeOtp(page, page, code);
    await field(page, 'Password').fill(traveller.password);
    await field(page, 'Confirm password').fill(traveller.password);
    const registration = page.waitForRequest('**/travel/api/user/register');
    const login = page.waitForRequest('**/travel/api/user/login');
    await page.getByRole('button', { name: 'Sign up' }).click();

    // The password leaves the browser only as its SHA-256 digest.
    expect((await registration).postDataJSON()).toEqual({
      nickname: traveller.name,
      email: traveller.email,
      mobileNo: traveller.mobileNo,
      mobileAreaCode: '91',
      password: sha256Hex(traveller.password),
      smsCode: code,
    });
    expect((await login).postDataJSON()).toEqual({
      loginAccount: traveller.email,
      password: sha256Hex(traveller.password),
    });
    await expect(successToast(page, 'Sign up success!')).toBeVisible();
    await expect(successToast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, traveller.name);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(traveller.name.charAt(0), { exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Flights Order' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Coupons Order' })).toBeVisible();

    await page.reload();
    await expectSignedInAs(page, traveller.name);

    const logout = page.waitForRequest('**/travel/api/user/loginOut');
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await logout).postDataJSON()).toEqual({ uid: expect.any(String) });
    await expect(successToast(page, 'Logout successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectSignedOut(page);
  });

  test('with OTP off: no code is asked for', async ({ page }) => {
    await withOtpOff(page);
    await page.goto('/html/signUp');
    await expect(field(page, 'Confirm password')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please input your Name!')).toBeVisible();
    await expect(page.getByRole('group', { name: 'OTP' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);
    await expect(page.getByText(/correct OTP/)).toHaveCount(0);
  });
});

test.describe('sign in', () => {
  test('by mobile and password in the dialog of Login / Register, staying on the page', async ({
    page,
    request,
  }, testInfo) => {
    const traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    await page.goto('/coupon');
    await page.getByRole('button', { name: 'Login / Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByRole('tab', { name: 'Mobile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('tab', { name: 'OTP' })).toBeVisible();
    await field(dialog, 'Mobile').fill(traveller.mobileNo);
    await field(dialog, 'Password').fill(traveller.password);
    const login = page.waitForRequest('**/travel/api/user/login');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

    expect((await login).postDataJSON()).toEqual({
      loginAccount: traveller.mobileNo,
      mobileAreaCode: '91',
      password: sha256Hex(traveller.password),
    });
    await expect(successToast(page, 'Login successful')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/coupon');
    await expectSignedInAs(page, traveller.name);
    expect(await storedSession(page)).toEqual({
      nickname: traveller.name,
      email: traveller.email,
      mobileNo: traveller.mobileNo,
      uid: expect.any(String),
      token: expect.any(String),
    });
  });

  test('by e-mail and password on the page, after a wrong password, then on to ?redirect', async ({
    page,
    request,
  }, testInfo) => {
    const traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    await page.goto('/html/signIn?redirect=%2Fhtml%2FcontactUs');
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await field(page, 'E-mail').fill(traveller.email);
    await field(page, 'Password').fill('Wrong1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(errorToast(page, 'The account or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/html\/signIn/);
    expect(await storedSession(page)).toBeNull();

    await field(page, 'Password').fill(traveller.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(successToast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL('/html/contactUs');
    await expectSignedInAs(page, traveller.name);
  });

  test('never follows a redirect to another site', async ({ page, request }, testInfo) => {
    const traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    await page.goto('/html/signIn?redirect=%2F%2Fevil.example%2Fphish');
    await signInByEmail(page, traveller);
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, traveller.name);
  });

  test('by a one-time code, after the server made the visitor wait for a new one', async ({
    page,
    request,
  }, testInfo) => {
    // The server sends a number one code a minute, and signing up used this minute's.
    test.slow();
    const traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    await page.goto('/html/signIn');
    await page.getByRole('tab', { name: 'OTP' }).click();
    await field(page, 'Mobile').fill(traveller.mobileNo);
    const send = page.getByRole('button', { name: 'Send OTP' });
    await send.click();
    await expect(errorToast(page, /^Please wait \d+ seconds? before requesting/)).toBeVisible();
    await expect(send).toBeEnabled();

    const sentAfter = new Date(Date.now() - 1000);
    await expect(async () => {
      await send.click();
      await expect(successToast(page, 'Send successful')).toBeVisible({ timeout: 2_000 });
    }).toPass({ intervals: [5_000], timeout: 75_000 });
    await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

    const code = await otpSentTo(request, traveller.mobileNo, sentAfter);
    await typeOtp(page, page, code);
    const login = page.waitForRequest('**/travel/api/user/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await login).postDataJSON()).toEqual({
      loginAccount: traveller.mobileNo,
      mobileAreaCode: '91',
      smsCode: code,
    });
    await expect(successToast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, traveller.name);
  });

  test('with OTP off: only mobile and e-mail are offered, and both still work', async ({
    page,
    request,
  }, testInfo) => {
    const traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    await withOtpOff(page);
    await page.goto('/html/signIn');
    await expect(page.getByRole('tab')).toHaveText(['Mobile', 'E-mail']);
    await signInByEmail(page, traveller);
    await expectSignedInAs(page, traveller.name);
  });
});

test.describe('signed-in-only pages', () => {
  test('a guest signs in in the dialog and sees the orders they asked for', async ({
    page,
    request,
  }, testInfo) => {
    const traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    await page.goto('/html/orderList');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Please sign in to see your orders',
    );
    await signInByEmail(dialog, traveller);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/html/orderList');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My coupon orders');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expectSignedOut(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a new visitor signs up in the same dialog and sees their flight orders', async ({
    page,
    request,
  }, testInfo) => {
    const traveller = newTraveller(testInfo);
    await page.goto('/html/flights-orderList');
    await page.getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(field(dialog, 'Name')).toBeFocused();
    await field(dialog, 'Name').fill(traveller.name);
    await field(dialog, 'E-mail').fill(traveller.email);
    await field(dialog, 'Mobile').fill(traveller.mobileNo);
    const sentAfter = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await typeOtp(dialog, page, await otpSentTo(request, traveller.mobileNo, sentAfter));
    await field(dialog, 'Password').fill(traveller.password);
    await field(dialog, 'Confirm password').fill(traveller.password);
    await dialog.getByRole('button', { name: 'Sign up' }).click();

    await expect(successToast(page, 'Login successful')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/html/flights-orderList');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My flight orders');
    await expectSignedInAs(page, traveller.name);
  });
});

test('a 403 from the server signs the visitor out and goes home', async ({
  page,
  request,
}, testInfo) => {
  const traveller = newTraveller(testInfo);
  await registerTraveller(request, traveller);
  await page.goto('/html/signIn');
  await signInByEmail(page, traveller);
  await expectSignedInAs(page, traveller.name);

  await page.route('**/travel/api/**', (route) =>
    route.fulfill({ json: { code: 403, msg: 'Please sign in again.' } }),
  );
  // Any call will do; the flight orders page asks for the visitor's bookings.
  await page.goto('/html/flights-orderList');
  await expect(page).toHaveURL('/');
  await expectSignedOut(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu shows the nickname, e-mail and mobile number of the signed-in traveller', async ({
    page,
    request,
  }, testInfo) => {
    const traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    await page.goto('/');
    await page.getByRole('button', { name: 'Login / Register' }).click();
    await signInByEmail(page.getByRole('dialog', { name: 'Sign in' }), traveller);
    await expect(successToast(page, 'Login successful')).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: `Hi ${traveller.name}` });
    await expect(drawer.getByText(traveller.email)).toBeVisible();
    await expect(drawer.getByText(`+91 ${traveller.mobileNo}`)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'My Orders' })).toBeVisible();
  });

  test('a failing submit brings the first failing field into view and focuses it', async ({
    page,
  }) => {
    await withOtpOff(page);
    await page.goto('/html/signUp');
    await field(page, 'E-mail').fill('aarav@example.in');
    await field(page, 'Mobile').fill('9876543210');
    await field(page, 'Password').fill('Goa#26');
    await field(page, 'Confirm password').fill('Goa#26');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Name')).toBeInViewport();
    await expect(page.getByText('Please input your Name!')).toBeInViewport();
  });
});

test.describe('when remote-auth cannot be loaded', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/remotes/remote-auth/**/mf-manifest.json', (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
  });

  test('Login / Register falls back to the sign-in page', async ({ page }) => {
    await page.goto('/coupon');
    await page.getByRole('button', { name: 'Login / Register' }).click();
    await expect(page).toHaveURL('/html/signIn?redirect=%2Fcoupon');
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
  });

  test('a signed-in-only page falls back to the sign-in page', async ({ page }) => {
    await page.goto('/html/orderList');
    await expect(page).toHaveURL('/html/signIn?redirect=%2Fhtml%2ForderList');
  });
});

async function openScreen(page: Page, screen: AuthScreen) {
  if (screen === 'sign-up') {
    await page.goto('/html/signUp');
    await expect(page.getByRole('group', { name: 'OTP' })).toBeVisible();
    return;
  }
  await page.goto('/html/signIn');
  const tab = screen.replace('sign-in ', '');
  if (tab === 'OTP') await expect(page.getByRole('tab', { name: 'OTP' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test.describe('validation messages of the product rules, each under its field', () => {
  for (const [index, rule] of validationCases.entries()) {
    const typed = Object.entries(rule.typed)
      .map(([label, text]) => `${label} "${text.length > 12 ? `${text.length} characters` : text}"`)
      .join(', ');
    test(`${index + 1}. ${rule.screen}: ${typed || 'nothing typed'}, ${rule.press} -> ${rule.field}: ${rule.message}`, async ({
      page,
    }) => {
      await openScreen(page, rule.screen);
      for (const [label, text] of Object.entries(rule.typed)) {
        if (label === 'OTP') await typeOtp(page, page, text);
        else await field(page, label).fill(text);
      }
      await page.getByRole('button', { name: rule.press, exact: true }).click();

      const control = field(page, rule.field);
      await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(rule.message)));
      const errorId = (await control.getAttribute('aria-describedby'))
        ?.split(' ')
        .find((id) => id.endsWith('-error'));
      const message = page.locator(`[id="${errorId}"]`);
      await expect(message).toHaveText(rule.message);
      await expect(message).toBeVisible();
      const controlBox = await control.boundingBox();
      const messageBox = await message.boundingBox();
      if (!controlBox || !messageBox) throw new Error(`${rule.field} or its message is not shown`);
      expect(messageBox.y).toBeGreaterThanOrEqual(controlBox.y + controlBox.height);
    });
  }
});
