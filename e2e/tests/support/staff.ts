import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type Page, type TestInfo, expect } from '@playwright/test';
import { TOTP } from 'otpauth';
import { repoRoot } from './releases';

/** `pnpm --filter api <args>` from the repository root, as the README gives it. */
export function apiCli(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--silent', '--filter', 'api', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`${args.join(' ')}: ${out}`)),
    );
  });
}

/** The CLIs print a new staff member's token on their last line. */
export const lastLine = (out: string) => out.split('\n').at(-1) ?? '';

/** The test server's database: the one its `start` keeps under DATA_DIR. */
const testServerData = () => path.join(os.tmpdir(), `travel-e2e-${process.env.E2E_PORT ?? '8181'}`);

/**
 * The token of the first admin of the site at `site`, made by the staff CLI on the server's own
 * machine (`dataDir`, its DATA_DIR); a later call gives them a new token.
 */
export async function bootstrapAdmin(site: string, dataDir = testServerData()): Promise<string> {
  return lastLine(
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
}

/**
 * The test server's first admin invites a release manager: the admin's token and the invitation
 * as printed, with its set-up link.
 */
export async function inviteReleaseManager(
  site: string,
  name: string,
  email: string,
): Promise<{ admin: string; invited: string }> {
  const admin = await bootstrapAdmin(site);
  const invited = await apiCli(
    ['staff', 'add', email, '--name', name, '--roles', 'release', '--url', site],
    { STAFF_TOKEN: admin },
  );
  return { admin, invited };
}

/** The console set-up link the staff CLI prints. */
export function setupLinkIn(out: string): string {
  const link = /https?:\/\/\S+\/travel\/ops\/setup#code=[\w-]+/.exec(out)?.[0];
  expect(link, out).toBeDefined();
  return link ?? '';
}

/** What an authenticator app shows now for this key, a step later than `skip` codes used. */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ issuer: 'Heg Travel staff', secret, digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

export interface StaffBrowser {
  page: Page;
  /** The authenticator key they added, to make the codes of later sign-ins. */
  secret: string;
  close: () => Promise<void>;
}

/**
 * A staff member opens their set-up link in a browser of their own, chooses a password, adds
 * the key to their authenticator and lands in the console, signed in.
 */
export async function setUpStaff(
  browser: Browser,
  link: string,
  password: string,
  viewport = { width: 1280, height: 900 },
): Promise<StaffBrowser> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your staff account' })).toBeVisible();
  const secret = ((await page.getByLabel('Authenticator key').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('The password again').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible();
  expect(new URL(page.url()).hash).not.toContain('code=');
  return { page, secret, close: () => context.close() };
}

/** A console page at 1280 and at 375 px, kept with the test's results for people to look at. */
export async function consoleScreenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} at ${width} px`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
