// The e2e suite drives Debian's Chromium; it never downloads a browser of its own. It reads
// the PDFs the site sends with poppler's pdftotext (Debian's poppler-utils).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = [
  ...(existsSync(chromium) ? [] : ['chromium']),
  ...(existsSync('/usr/bin/pdftotext') ? [] : ['poppler-utils']),
];
if (missing.length > 0) {
  console.log(`[e2e] installing Debian's ${missing.join(' and ')}`);
  try {
    execSync(`apt-get update && apt-get install -y ${missing.join(' ')}`, { stdio: 'inherit' });
  } catch {
    console.error(
      `[e2e] Could not install ${missing.join(' and ')}. Install them with apt-get, or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
