import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot } from './releases';

export interface SecondSite {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Its DATA_DIR (the staff machine key is there). */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Another site beside the suite's, started as `pnpm start` starts one, with its own database
 * and `env` (a clock, a mail server): for what the suite's own site must not change.
 */
export async function startSecondSite(
  offset: number,
  name: string,
  env: Record<string, string>,
): Promise<SecondSite> {
  const port = Number(process.env.E2E_PORT ?? 8181) + offset;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(os.tmpdir(), `travel-e2e-${name}-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ENABLED_OTP: 'false',
      SIGN_UPS_PER_IP_PER_HOUR: '100000',
      ...env,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.status, {
      timeout: 100_000,
      intervals: [500],
    })
    .toBe(200);
  return {
    url,
    dataDir,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
