import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = join(tmpdir(), `travel-e2e-${port}`);
// The operator's key for refund approval over HTTP; the tests read it from here.
process.env.E2E_OPERATOR_API_KEY ??= 'e2e-operator-key-for-the-local-test-server';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh database for every run, the site served exactly as `pnpm start` serves it.
    command: `rm -rf "${dataDir}" && node ../scripts/start.mjs`,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    // OTP on: sign-up then needs a code, and the OTP sign-in tab is offered.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ENABLED_OTP: 'true',
      // The tests read one-time codes from /travel/dev/sms-outbox.
      DEV_ENDPOINTS: 'true',
      // Every test signs its travellers up from this one machine.
      SIGN_UPS_PER_IP_PER_HOUR: '100000',
      OPERATOR_API_KEY: process.env.E2E_OPERATOR_API_KEY,
    },
  },
});
