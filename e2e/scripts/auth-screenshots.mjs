// Screenshots of the sign-in and sign-up screens, their dialog and their error states at 1280
// and 375 px, for a look before release. Needs the site running with ENABLED_OTP=true:
//   ENABLED_OTP=true PORT=8080 pnpm start
//   node e2e/scripts/auth-screenshots.mjs [base URL, default http://127.0.0.1:8080]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const outDir = resolve(import.meta.dirname, '../../.screenshots');
mkdirSync(outDir, { recursive: true });

const viewports = { 1280: { width: 1280, height: 800 }, 375: { width: 375, height: 740 } };

const traveller = {
  nickname: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  mobileNo: '9876543210',
  uid: 'screenshot',
  token: 'screenshot',
};

const field = (scope, label) =>
  scope.locator('input').and(scope.getByLabel(new RegExp(`^\\*?${label}$`)));

async function otpOff(page) {
  await page.route('**/travel/api/website/auth/check', (route) =>
    route.fulfill({ json: { code: 200, msg: 'success', data: { enabledOtp: false } } }),
  );
}

async function signInPage(page, tab) {
  await page.goto(`${base}/html/signIn`);
  await page.getByRole('tab', { name: 'OTP' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
}

/** name -> what to do before the picture; each gets a fresh page. */
const scenes = {
  'sign-in-mobile': (page) => signInPage(page, 'Mobile'),
  'sign-in-email': (page) => signInPage(page, 'E-mail'),
  'sign-in-otp': (page) => signInPage(page, 'OTP'),
  'sign-in-otp-countdown': async (page, width) => {
    await signInPage(page, 'OTP');
    // The server lets a number have one code a minute.
    await field(page, 'Mobile').fill(`9${String(Date.now()).slice(-6)}${width.slice(0, 3)}`);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('button', { name: /Resend in/ }).waitFor();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('482');
  },
  'sign-in-mobile-errors': async (page) => {
    await signInPage(page, 'Mobile');
    await field(page, 'Mobile').fill('+91 98765');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Please input the password!').waitFor();
  },
  'sign-in-otp-errors': async (page) => {
    await signInPage(page, 'OTP');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Please input mobile number').waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('OTP must be a 6-digit number').waitFor();
  },
  'sign-in-wrong-password-toast': async (page) => {
    await signInPage(page, 'E-mail');
    await field(page, 'E-mail').fill('nobody@example.in');
    await field(page, 'Password').fill('Wrong1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/ })
      .waitFor();
  },
  'sign-up-otp-on': async (page) => {
    await page.goto(`${base}/html/signUp`);
    await page.getByRole('group', { name: 'OTP' }).waitFor();
  },
  'sign-up-otp-off': async (page) => {
    await otpOff(page);
    await page.goto(`${base}/html/signUp`);
    await field(page, 'Confirm password').waitFor();
  },
  'sign-up-errors': async (page) => {
    await page.goto(`${base}/html/signUp`);
    await page.getByRole('group', { name: 'OTP' }).waitFor();
    await field(page, 'E-mail').fill('priya@');
    await field(page, 'Mobile').fill('5876543210');
    await field(page, 'Password').fill('Goa#26');
    await field(page, 'Confirm password').fill('Goa#27');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('The two passwords are inconsistent!').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
  },
  'dialog-sign-in': async (page) => {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Login / Register' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('tab', { name: 'OTP' }).waitFor();
  },
  'dialog-sign-up': async (page) => {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Login / Register' }).click();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
  },
  'orders-guest-dialog': async (page) => {
    await page.goto(`${base}/html/orderList`);
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
  },
  'signed-in-header': async (page) => {
    await page.goto(`${base}/`);
    await page.evaluate((session) => {
      localStorage.setItem('travel.session', JSON.stringify(session));
    }, traveller);
    await page.reload();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
  },
  'signed-in-menu': async (page) => {
    await scenes['signed-in-header'](page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: `Hi ${traveller.nickname}` }).waitFor();
  },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const only = process.env.SCENES?.split(',');
try {
  for (const [name, arrange] of Object.entries(scenes)) {
    if (only && !only.includes(name)) continue;
    for (const [width, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
      await arrange(page, width);
      const path = join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path, fullPage: !/^(dialog|orders|signed-in)/.test(name) });
      console.log(path);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
