import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, request as playwrightRequest, test, waitingForTakeOver } from './support/test';
import { bookAndPayFlight } from './support/flights';
import { buyAndPay, signedIn } from './support/purchase';
import { type SecondSite, startSecondSite } from './support/second-site';
import {
  type StaffBrowser,
  apiCli,
  authenticatorCode,
  consoleScreenshots,
  setUpStaff,
  setupLinkIn,
} from './support/staff';

// The staff console at /travel/ops/, on a site of its own (its own database, the development
// mail outbox): an admin set up from the server's machine invites the team from the console;
// support finds a booking by its PNR and answers a contact message, finance decides refunds.

let second: SecondSite | undefined;
let site = '';
const staff: Record<'admin' | 'support' | 'finance' | 'catalogue', StaffBrowser | undefined> = {
  admin: undefined,
  support: undefined,
  finance: undefined,
  catalogue: undefined,
};
const links: Record<string, string> = {};
const PASSWORD = 'monsoon-ledger-2026';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  second = await startSecondSite(9, 'staff', { DEV_ENDPOINTS: 'true' });
  site = second.url;
});

test.afterAll(async () => {
  for (const member of Object.values(staff)) await member?.close();
  await second?.stop();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Console pages' });

test('the first admin sets up from the server machine, signs in with a code, and invites the team from the console', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const bootstrap = await apiCli(
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
    { DATA_DIR: second?.dataDir ?? '' },
  );
  const admin = await setUpStaff(browser, setupLinkIn(bootstrap), PASSWORD);
  staff.admin = admin;
  const { page } = admin;
  await expect(menu(page).getByRole('link')).toHaveText([
    'Draw',
    'Coupon series',
    'Staff',
    'Audit ledger',
  ]);
  // A set-up link works once.
  const again = await page.context().newPage();
  await again.goto(setupLinkIn(bootstrap));
  await expect(again.getByText('This set-up link is not valid any more.')).toBeVisible();
  await again.close();

  // Signed out, a wrong code is refused with one message; the right one signs in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Work e-mail').fill('meera@hegtravel.example');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail, password or code is not right.');
  await consoleScreenshots(page, testInfo, 'sign-in');
  await page.getByLabel('Password').fill(PASSWORD);
  await page
    .getByLabel('Code from your authenticator app')
    .fill(authenticatorCode(admin.secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Meera Iyer · admin')).toBeVisible();

  await menu(page).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff');
  const invite = page.getByRole('region', { name: 'Invite' });
  for (const [key, name, email, role] of [
    ['support', 'Priya Nair', 'priya@hegtravel.example', 'support'],
    ['finance', 'Farhan Ali', 'farhan@hegtravel.example', 'finance'],
    ['catalogue', 'Anita Rao', 'anita@hegtravel.example', 'catalogue'],
  ] as const) {
    await invite.getByLabel('Name').fill(name);
    await invite.getByLabel('Work e-mail').fill(email);
    await invite.getByRole('checkbox', { name: new RegExp(`^${role}:`) }).check();
    await invite.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} is invited.` })).toBeVisible();
    const link = page.getByRole('status', { name: 'Set-up link' }).locator('code');
    await expect(link).toContainText('/travel/ops/setup#code=');
    links[key] = (await link.textContent()) ?? '';
  }
  // The same e-mail twice: a clear message, nobody added.
  await invite.getByLabel('Name').fill('Priya Again');
  await invite.getByLabel('Work e-mail').fill('priya@hegtravel.example');
  await invite.getByRole('checkbox', { name: /^support:/ }).check();
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('alert')).toHaveText(
    'priya@hegtravel.example is already a staff member.',
  );
  const members = page.getByRole('table', { name: 'Staff members' }).getByRole('row');
  await expect(members).toHaveCount(5);
  await expect(members.filter({ hasText: 'Priya Nair' })).toContainText('waiting for set-up');
  await expect(members.filter({ hasText: 'meera@hegtravel.example' })).toContainText(
    'password and authenticator',
  );
  await consoleScreenshots(page, testInfo, 'staff');
});

test('support finds a booking by its PNR; the customer page shows the booking and its confirmation e-mail', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: site });
  const api = await playwrightRequest.newContext({ baseURL: site });
  const traveller = waitingForTakeOver(await context.newPage());
  const { traveller: who } = await signedIn(traveller, api, testInfo);
  const pnr = await bookAndPayFlight(traveller, context);
  await context.close();
  await api.dispose();

  const support = await setUpStaff(browser, links.support ?? '', PASSWORD);
  staff.support = support;
  const { page } = support;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a customer');
  await page.getByLabel('Search').fill(pnr.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Searched as PNR.')).toBeVisible();
  const records = page.getByRole('region', { name: 'Records' });
  await expect(records).toContainText('booking');
  await consoleScreenshots(page, testInfo, 'find');

  await records.getByRole('link', { name: 'Open customer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(who.name);
  const bookings = page.getByRole('region', { name: 'Flight bookings' });
  await expect(bookings).toContainText(pnr);
  await expect(bookings).toContainText('DEL-BOM');
  await expect(bookings).toContainText('Payment Successful');
  // The confirmation leaves through the outbox worker; the page says when it has gone.
  const sent = page.getByRole('region', { name: 'Messages sent' });
  await expect(async () => {
    await page.reload();
    await expect(sent).toContainText(`Booking confirmed: PNR ${pnr}`, { timeout: 1_000 });
    await expect(sent).toContainText('sent', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('body')).not.toContainText(/scrypt|utoken|password/i);
  await consoleScreenshots(page, testInfo, 'customer');
});

test('finance approves one coupon refund and rejects another with a reason; the traveller sees both outcomes', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: site });
  const api = await playwrightRequest.newContext({ baseURL: site });
  const traveller = waitingForTakeOver(await context.newPage());
  await signedIn(traveller, api, testInfo);
  const keep = await buyAndPay(traveller, context);
  const refundMe = await buyAndPay(traveller, context);
  for (const { orderId } of [keep, refundMe]) {
    await traveller.goto('/html/orderList');
    const order = traveller.getByRole('article', { name: `Order ${orderId}` });
    await order.getByRole('button', { name: 'Request refund' }).click();
    const ask = traveller.getByRole('dialog', { name: 'Request a refund' });
    await ask.getByLabel('Reason (optional)').fill('Plans changed.');
    await ask.getByRole('button', { name: 'Request refund' }).click();
    await expect(order.getByTestId('order-status')).toHaveText('Processing Refund');
  }

  const finance = await setUpStaff(browser, links.finance ?? '', PASSWORD);
  staff.finance = finance;
  const { page } = finance;
  await expect(menu(page).getByRole('link')).toHaveText(['Find', 'Refunds']);
  await menu(page).getByRole('link', { name: 'Refunds' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refunds');
  const queue = page.getByRole('table', { name: 'Refund queue' });
  const row = (orderId: string) => queue.getByRole('row').filter({ hasText: orderId });
  await expect(row(refundMe.orderId)).toContainText('0 business days');
  await consoleScreenshots(page, testInfo, 'refunds');

  await row(refundMe.orderId).getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: /^Approve refund RF/ });
  await approve.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(approve.getByRole('alert')).toHaveText(
    'Give a reason: the audit ledger records why, with your name.',
  );
  await approve
    .getByLabel('Reason (kept in the audit ledger)')
    .fill('Coupon unused, asked in time.');
  await approve.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /approved/ })).toBeVisible();

  await row(keep.orderId).getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: /^Reject refund RF/ });
  const why = `The coupon ${keep.code} is already on a booking.`;
  await reject.getByLabel('Reason (kept in the audit ledger)').fill(why);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /rejected/ })).toBeVisible();
  await expect(row(keep.orderId)).toHaveCount(0);

  // Reconciliation: asked for now, with a reason; its run is shown with who asked.
  const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
  await reconciliation.getByRole('button', { name: 'Reconcile now' }).click();
  const run = page.getByRole('dialog', { name: 'Reconcile payments now' });
  await run.getByLabel('Reason (kept in the audit ledger)').fill('Checking before the day ends.');
  await run.getByRole('button', { name: 'Reconcile now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Reconciled: / })).toBeVisible();
  await expect(reconciliation).toContainText('(staff:Farhan Ali)');
  await consoleScreenshots(page, testInfo, 'refunds-after');

  // The traveller's own list: one refunded, one paid again with the reason given.
  await expect(async () => {
    await traveller.goto('/html/orderList');
    await expect(
      traveller
        .getByRole('article', { name: `Order ${refundMe.orderId}` })
        .getByTestId('order-status'),
    ).toHaveText('Refund Successful', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const kept = traveller.getByRole('article', { name: `Order ${keep.orderId}` });
  await expect(kept.getByTestId('order-status')).toHaveText('Payment Successful');
  await traveller.goto('/html/refundOrderList');
  const rejected = traveller.getByTestId('coupon-refund').filter({ hasText: keep.orderId });
  await rejected.getByRole('button', { name: 'Details' }).click();
  await expect(traveller.getByRole('dialog', { name: 'Refund details' })).toContainText(
    `We could not accept this refund: ${why}`,
  );
  await context.close();
  await api.dispose();
});

test('a contact message from /html/contactUs reaches the inbox; the answer is e-mailed to the visitor', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: site });
  const visitor = waitingForTakeOver(await context.newPage());
  const email = `ravi.${Date.now()}@example.in`;
  await visitor.goto('/html/contactUs');
  const form = visitor.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Your name').fill('Ravi Kumar');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Topic').selectOption('coupon-use');
  await form.getByLabel('Message').fill('Can I use my coupon on a flight to Goa next month?');
  await form.getByRole('button', { name: 'Send message' }).click();
  const reference = (await visitor.getByTestId('contact-reference').textContent()) ?? '';
  expect(reference).toMatch(/^HT-C-/);
  await context.close();

  const { page } = staff.support ?? (await setUpStaff(browser, links.support ?? '', PASSWORD));
  await menu(page).getByRole('link', { name: 'Inbox' }).click();
  const card = page.getByRole('article', { name: `Message ${reference}` });
  await expect(card).toContainText('Can I use my coupon on a flight to Goa next month?');
  await expect(card).toContainText('new');
  await consoleScreenshots(page, testInfo, 'inbox');
  await card
    .getByLabel('Answer to Ravi Kumar')
    .fill('Yes, Ravi: one coupon per booking, on any of our flights before it expires.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Answer to ${reference} saved` }),
  ).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(card).toContainText('e-mailed to the customer', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card).toContainText('answered');

  const outbox = await fetch(`${site}/travel/dev/mail-outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
  const answer = messages.find((mail) => mail.subject === `Re: your message ${reference}`);
  expect(answer?.text).toContain('Yes, Ravi: one coupon per booking');
});

test('catalogue adds the 2027 series from the console; the admin opens a draw and reads the ledger', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const catalogue = await setUpStaff(browser, links.catalogue ?? '', PASSWORD);
  staff.catalogue = catalogue;
  const { page } = catalogue;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coupon series');
  const table = page.getByRole('table', { name: 'Coupon series' });
  await expect(table.getByRole('row').filter({ hasText: '2026' })).toContainText('on sale');
  const add = page.getByRole('region', { name: 'Add a series' });
  await add.getByLabel('Name').fill('2027');
  await add.getByLabel('First day on sale').fill('2026-12-15');
  await add.getByLabel('Last day on sale').fill('2027-12-31');
  await add.getByRole('button', { name: 'Add the series' }).click();
  await expect(add.getByRole('alert')).toContainText('overlap');
  await add.getByLabel('First day on sale').fill('2027-01-01');
  await add.getByRole('button', { name: 'Add the series' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The 2027 series is saved: on sale 1 Jan 2027 to 31 Dec 2027.',
  );
  await expect(table.getByRole('row').filter({ hasText: '2027' })).toContainText('upcoming');
  await consoleScreenshots(page, testInfo, 'series');

  const admin = staff.admin?.page;
  if (!admin) throw new Error('the admin is not signed in');
  await menu(admin).getByRole('link', { name: 'Draw' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Free ticket draw');
  await admin.getByLabel('Month').fill('2027-02');
  await admin.getByRole('button', { name: 'Open the draw' }).click();
  const open = admin.getByRole('dialog', { name: 'Open the draw of 2027-02' });
  await open.getByLabel('Reason (kept in the audit ledger)').fill('February draw announced');
  await open.getByRole('button', { name: 'Open the draw' }).click();
  await expect(admin.getByRole('status')).toHaveText('DR-2027-02 is open.');
  await expect(admin.getByRole('table', { name: 'Draws' })).toContainText('DR-2027-02');
  await consoleScreenshots(admin, testInfo, 'draw');

  await menu(admin).getByRole('link', { name: 'Audit ledger' }).click();
  const ledger = admin.getByRole('table', { name: 'Audit ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: 'coupon-series.add' })).toContainText(
    'Anita Rao',
  );
  await expect(ledger.getByRole('row').filter({ hasText: 'refund.reject' })).toContainText(
    'Farhan Ali',
  );
  await expect(ledger.getByRole('row').filter({ hasText: 'inbox.reply' })).toContainText(
    'Priya Nair',
  );
  await expect(ledger.getByRole('row').filter({ hasText: 'draw.open' })).toContainText(
    'February draw announced',
  );
  await consoleScreenshots(admin, testInfo, 'ledger');
  const entries = await admin
    .getByRole('table', { name: 'Audit ledger' })
    .locator('tbody tr')
    .allInnerTexts();
  const ledgerFile = testInfo.outputPath('audit-ledger.txt');
  await writeFile(ledgerFile, `${entries.join('\n')}\n`);
  await testInfo.attach('audit ledger after the run', {
    path: ledgerFile,
    contentType: 'text/plain',
  });
});
