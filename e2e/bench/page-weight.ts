// Prints what the browser downloads to show one page: every script, style and image, with its
// transfer size and its gzip size. Run against a running site:
//   BASE_URL=http://127.0.0.1:8080 pnpm --filter e2e bench:weight [/path ...]
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const files: { url: string; type: string; bytes: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'image', 'font'].includes(type)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({
      url: new URL(response.url()).pathname,
      type,
      bytes: body.length,
      gzip: type === 'image' ? body.length : gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await context.close();

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\n${path}`);
  for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${file.type.padEnd(10)} ${kb(file.gzip).padStart(9)} gzip  ${kb(file.bytes).padStart(9)} raw  ${file.url}`,
    );
  }
  for (const type of ['script', 'stylesheet', 'image', 'font']) {
    const ofType = files.filter((file) => file.type === type);
    if (ofType.length === 0) continue;
    const gzip = ofType.reduce((sum, file) => sum + file.gzip, 0);
    const raw = ofType.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`  total ${type}: ${ofType.length} files, ${kb(gzip)} gzip, ${kb(raw)} raw`);
  }
}
await browser.close();
