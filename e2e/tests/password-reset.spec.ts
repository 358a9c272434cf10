import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from './support/test';
import { expectSignedInAs, expectSignedOut, successToast, typeOtp } from './support/site';
import { newTraveller, otpSentTo, registerTraveller } from './support/travellers';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (scope: Page | Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(new RegExp(`^\\*?${escapeRegExp(label)}$`)));

const SENT = 'If this number has an account, we have sent it a code.';

test.describe('forgot password', () => {
  test('a traveller resets it with the SMS code, is signed in, and signs in with it later', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const traveller = newTraveller(testInfo);
    await registerTraveller(request, traveller);
    // Its sign-up code holds the number's next code back for a minute, whatever its purpose.
    const resendFrom = Date.now() + 61_000;
    const newPassword = 'Kochi7';

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto('/html/signIn');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const reset = page.getByRole('region', { name: 'Reset your password' });
      await expect(reset).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`reset-number-${width}.png`) });
      if (width === 375) break;
      // An unknown number gets the same answer as a known one.
      await field(reset, 'Mobile').fill('6000000001');
      await reset.getByRole('button', { name: 'Send code' }).click();
      await expect(reset.getByRole('status')).toContainText(SENT);
    }

    await field(page, 'Mobile').fill(traveller.mobileNo);
    await page.waitForTimeout(Math.max(0, resendFrom - Date.now()));
    const sentAfter = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Send code' }).click();
    const reset = page.getByRole('region', { name: 'Reset your password' });
    await expect(reset.getByRole('status')).toContainText(SENT);
    await expect(reset.getByRole('button', { name: /^Send again in \d+s$/ })).toBeDisabled();
    const code = await otpSentTo(request, traveller.mobileNo, sentAfter);

    // A wrong code is shown under the code boxes, and nothing changes.
    await typeOtp(reset, page, code === '000000' ? '111111' : '000000');
    await field(reset, 'New password').fill(newPassword);
    await field(reset, 'Confirm new password').fill(newPassword);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      reset.getByText('The OTP is incorrect. Please check it and try again.'),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('reset-code-375.png'), fullPage: true });

    await typeOtp(reset, page, code);
    const sent = page.waitForRequest('**/travel/api/user/password/reset');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    expect((await sent).postDataJSON()).toEqual({
      mobileNo: traveller.mobileNo,
      mobileAreaCode: '91',
      smsCode: code,
      password: sha256Hex(newPassword),
    });
    await expect(successToast(page, /Your password has been changed/)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectSignedInAs(page, traveller.name);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(successToast(page, 'Logout successful')).toBeVisible();
    await expectSignedOut(page);
    await page.goto('/html/signIn');
    await field(page, 'Mobile').fill(traveller.mobileNo);
    await field(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(successToast(page, 'Login successful')).toBeVisible();
    await expectSignedInAs(page, traveller.name);
  });

  test('the sign-in dialog offers it too, and goes back to sign in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Login / Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('region', { name: 'Reset your password' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reset-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(dialog.getByRole('tab', { name: 'Mobile' })).toBeVisible();
  });
});
