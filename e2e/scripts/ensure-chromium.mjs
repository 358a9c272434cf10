// The e2e suite drives Debian's Chromium; it never downloads a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`[e2e] ${chromium} is missing: installing Debian's chromium package`);
  try {
    execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
  } catch {
    console.error(
      `[e2e] Could not install Chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
