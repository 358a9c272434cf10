import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, request as playwrightRequest, test } from './support/test';
import { bookAndPayFlight } from './support/flights';
import { signedIn } from './support/purchase';
import { type SecondSite, startSecondSite } from './support/second-site';

// The booking confirmation, end to end: a second site whose e-mail goes to a real SMTP server
// started here on loopback (SMTP_URL), as a mail provider's would.

const received: ParsedMail[] = [];

let second: SecondSite | undefined;
let site = '';
let smtp: SMTPServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp?.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  second = await startSecondSite(8, 'mail', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MESSAGE_WORKER_INTERVAL_MS: '300',
  });
  site = second.url;
});

test.afterAll(async () => {
  await second?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test('a booking paid in the sandbox sends its e-mail to the SMTP server, with the e-ticket PDF carrying the PNR', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: site });
  const api = await playwrightRequest.newContext({ baseURL: site });
  const page = await context.newPage();
  const { traveller } = await signedIn(page, api, testInfo);

  const pnr = await bookAndPayFlight(page, context);
  const done = page.getByRole('dialog', { name: 'Booking confirmed' });
  const confirmed = testInfo.outputPath('booking-confirmed.png');
  await page.screenshot({ path: confirmed });
  await testInfo.attach('booking confirmed', { path: confirmed, contentType: 'image/png' });

  await expect
    .poll(() => received.find((mail) => mail.subject?.includes(pnr)), {
      timeout: 20_000,
    })
    .toBeDefined();
  const mail = received.find((candidate) => candidate.subject?.includes(pnr))!;
  expect(mail.subject).toMatch(new RegExp(`^Booking confirmed: PNR ${pnr}, Delhi to Mumbai, `));
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(traveller.email);
  expect(mail.text).toContain('Travellers: Ms MEERA IYER');
  const [pdf] = mail.attachments;
  expect(pdf?.filename).toBe(`e-ticket-${pnr}.pdf`);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'mail-eticket-')), 'e-ticket.pdf');
  writeFileSync(file, pdf?.content ?? Buffer.alloc(0));
  expect(execFileSync('pdftotext', ['-layout', file, '-']).toString()).toContain(pnr);
  // Our GST tax invoice beside it, with the PNR and the invoice's number.
  const invoice = mail.attachments[1];
  expect(invoice?.filename).toMatch(/^tax-invoice-HTI-\d{4}-\d{6}\.pdf$/);
  const invoiceFile = path.join(path.dirname(file), 'tax-invoice.pdf');
  writeFileSync(invoiceFile, invoice?.content ?? Buffer.alloc(0));
  const invoiceText = execFileSync('pdftotext', [invoiceFile, '-']).toString();
  const invoiceName = invoice?.filename ?? '';
  const number = invoiceName.slice('tax-invoice-'.length, -'.pdf'.length).replaceAll('-', '/');
  expect(invoiceText).toContain(number);
  expect(invoiceText).toContain(pnr);
  expect(received.filter((candidate) => candidate.subject?.includes(pnr))).toHaveLength(1);

  // The site says so, as it is.
  await done.getByRole('link', { name: 'View booking and e-ticket' }).click();
  await expect(page.getByText(`The e-ticket was sent to ${traveller.email}.`)).toBeVisible();
  // The same invoice from the booking's page.
  const documents = page.getByRole('region', { name: 'GST invoices and credit notes' });
  await expect(documents.getByText(number)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: `Download tax invoice ${number} (PDF)` }).click();
  expect((await downloading).suggestedFilename()).toBe(invoiceName);
  const orderPage = testInfo.outputPath('order-page.png');
  await page.screenshot({ path: orderPage });
  await testInfo.attach('order page', { path: orderPage, contentType: 'image/png' });
  await page.setViewportSize({ width: 375, height: 740 });
  await documents.scrollIntoViewIfNeeded();
  const onPhone = testInfo.outputPath('order-page-375.png');
  await page.screenshot({ path: onPhone });
  await testInfo.attach('order page on a phone', { path: onPhone, contentType: 'image/png' });
  await context.close();
  await api.dispose();
});
