import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server machine's own key: a file in DATA_DIR only that machine's users can read. It lets
 * `pnpm --filter api staff bootstrap` create the first admin over HTTP while the site runs,
 * whatever the database (PGlite is held by the server process).
 */
export function machineKeyPath(dataDir: string): string {
  return path.join(dataDir, 'staff-machine.key');
}

/** Made once per data folder; replicas starting together keep whichever was written first. */
export async function ensureMachineKey(dataDir: string): Promise<string> {
  const file = machineKeyPath(dataDir);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readMachineKey(dataDir);
}

export async function readMachineKey(dataDir: string): Promise<string> {
  return (await readFile(machineKeyPath(dataDir), 'utf8')).trim();
}
