import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/pglite';
import { tempDir } from '../test-support/app';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'release.ts');

async function release(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: path.join(import.meta.dirname, '../..'),
      env: { ...process.env, ...env, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('release CLI', () => {
  it('explains that the embedded database is busy instead of corrupting it', async () => {
    const dataDir = await tempDir('cli-data');
    const server = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const result = await release(['list'], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      expect(result.stderr).toContain('DATABASE_URL');
    } finally {
      await server.close();
    }
  });

  it('prints its usage for an unknown command', async () => {
    const result = await release(['deploy-everything'], { DATA_DIR: await tempDir('cli-usage') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('publish-all [--activate]');
  });
});
