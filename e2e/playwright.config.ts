import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = join(tmpdir(), `travel-e2e-${port}`);
// The operator's key for refund approval over HTTP; the tests read it from here.
process.env.E2E_OPERATOR_API_KEY ??= 'e2e-operator-key-for-the-local-test-server';
// The release operator's key and token secret for the release journeys (the CLI's --url).
process.env.E2E_RELEASE_OPERATOR_KEY ??= 'e2e-release-operator-key-for-the-test-server';
process.env.E2E_RELEASE_TOKEN_SECRET ??= 'e2e-release-token-secret-for-the-local-test-server';

/** The per-remote contract checks: each remote's screens inside the live shell. */
const remoteProjects = ['remote-auth', 'remote-coupons', 'remote-flights', 'remote-content'].map(
  (remote) => ({
    name: remote,
    testMatch: 'remote-contract.spec.ts',
    metadata: { remote },
    use: { browserName: 'chromium' as const },
  }),
);
// Specs that change what the whole site serves run last, alone (--no-deps to run them by themselves).
const siteWide = ['releases.spec.ts', 'ops-console.spec.ts', 'release-preview.spec.ts'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A journey of several pages on a two-core machine that runs two browsers and the site.
  timeout: 60_000,
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
  projects: [
    {
      name: 'chromium',
      testIgnore: ['remote-contract.spec.ts', ...siteWide],
      use: { browserName: 'chromium' },
    },
    ...remoteProjects,
    {
      name: 'releases',
      testMatch: siteWide,
      // They change what remote-coupons serves, or publish it: one at a time.
      workers: 1,
      dependencies: ['chromium', ...remoteProjects.map((project) => project.name)],
      use: { browserName: 'chromium' },
    },
  ],
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
      OTP_PER_IP_PER_HOUR: '100000',
      OPERATOR_API_KEY: process.env.E2E_OPERATOR_API_KEY,
      RELEASE_OPERATOR_KEYS: `e2e-release:${process.env.E2E_RELEASE_OPERATOR_KEY}`,
      RELEASE_OPERATOR_TOKEN_SECRET: process.env.E2E_RELEASE_TOKEN_SECRET,
      // Every browser of the suite reports its remote loads from this one address.
      BEACON_BATCHES_PER_MINUTE: '100000',
      // ...and searches flights from it.
      FLIGHT_READS_PER_MINUTE: '100000',
      AIRPORT_LOOKUPS_PER_MINUTE: '100000',
      // A failing canary is caught within seconds of a handful of loads.
      CANARY_MIN_LOADS: '6',
      // ...and a slow one from a handful of page views on each side.
      CANARY_MIN_VITALS: '5',
      CANARY_CHECK_SECONDS: '1',
    },
  },
});
