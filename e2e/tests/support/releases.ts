import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const apiDir = path.join(repoRoot, 'api');
const couponsDir = path.join(repoRoot, 'remote-coupons');

/** The release operator of the test server (playwright.config.ts gives the server its key). */
export const operatorKey = (): string => {
  const key = process.env.E2E_RELEASE_OPERATOR_KEY;
  if (!key) throw new Error('E2E_RELEASE_OPERATOR_KEY is set by playwright.config.ts');
  return key;
};

export type CliResult = { code: number; out: string; ms: number };

/** Runs `release <args> --url <site>` as an operator would, timing it from start to exit. */
export function releaseCli(site: string, args: string[]): Promise<CliResult> {
  return runRelease([...args, '--url', site], { RELEASE_OPERATOR_KEY: operatorKey() });
}

/** `release token <operator>`: signed with the test server's token secret. */
export async function operatorToken(operator: string): Promise<string> {
  const secret = process.env.E2E_RELEASE_TOKEN_SECRET ?? '';
  const issued = await runRelease(['token', operator, '--hours', '1'], {
    RELEASE_OPERATOR_TOKEN_SECRET: secret,
  });
  if (issued.code !== 0) throw new Error(`release token failed: ${issued.out}`);
  return issued.out.split('\n')[0] ?? '';
}

function runRelease(args: string[], env: Record<string, string>): Promise<CliResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/release.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, out, ms: performance.now() - started }));
  });
}

/** The version a `publish` printed: "remote-coupons 1.0.0-3f9c2a1b: published". */
export function publishedVersion(result: CliResult): string {
  const match = /^remote-coupons (\S+): /m.exec(result.out);
  if (result.code !== 0 || !match?.[1]) throw new Error(`publish failed: ${result.out}`);
  return match[1];
}

/** Where the release variants of this run go: one folder per port, reused while sources stay. */
const variantsRoot = () =>
  path.join(os.tmpdir(), `travel-release-variants-${process.env.E2E_PORT ?? '8181'}`);

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? await newestSource(full) : (await stat(full)).mtimeMs,
    );
  }
  return newest;
}

/** A package folder as `release publish` takes it: remote-coupons/{package.json,dist}. */
async function packageFolder(name: string): Promise<string> {
  const folder = path.join(variantsRoot(), name, 'remote-coupons');
  await mkdir(folder, { recursive: true });
  await cp(path.join(couponsDir, 'package.json'), path.join(folder, 'package.json'));
  return folder;
}

/**
 * A real build of remote-coupons whose coupon page is headed `heading`, and busy for
 * `clickDelayMs` after a tap on the heading when given
 * (e2e/fixtures/remote-coupons-variant.rsbuild.config.ts). Built once, then reused until the
 * remote's or the shared sources change.
 */
export async function buildCouponsVariant(
  name: string,
  heading: string,
  clickDelayMs = 0,
): Promise<string> {
  const folder = await packageFolder(name);
  const dist = path.join(folder, 'dist');
  const builtAt = await stat(path.join(dist, 'mf-manifest.json')).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  const sourcesAt = Math.max(
    await newestSource(couponsDir),
    await newestSource(path.join(repoRoot, 'shared', 'src')),
  );
  if (builtAt > sourcesAt) return folder;
  const build = spawnSync(
    'pnpm',
    ['exec', 'rsbuild', 'build', '-c', '../e2e/fixtures/remote-coupons-variant.rsbuild.config.ts'],
    {
      cwd: couponsDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VARIANT_DIST: dist,
        VARIANT_HEADING: heading,
        VARIANT_CLICK_DELAY_MS: String(clickDelayMs),
      },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0)
    throw new Error(`the variant build failed:\n${build.stdout}${build.stderr}`);
  return folder;
}

/** A copy of a release whose coupon page chunk is missing: it loads, then fails. */
export async function brokenCopy(from: string, name: string): Promise<string> {
  const folder = await packageFolder(name);
  const dist = path.join(folder, 'dist');
  await rm(dist, { recursive: true, force: true });
  await cp(path.join(from, 'dist'), dist, { recursive: true });
  const chunks = path.join(dist, 'static', 'js', 'async');
  const pageChunks = (await readdir(chunks)).filter((file) =>
    file.startsWith('__federation_expose_CouponPage'),
  );
  if (pageChunks.length === 0) throw new Error('the coupon page chunk was not found');
  for (const file of pageChunks) await rm(path.join(chunks, file));
  return folder;
}

/** A copy of a release with one more file naming `marker`: the same code, a version of its own. */
export async function markedCopy(from: string, name: string, marker: string): Promise<string> {
  const folder = await packageFolder(name);
  const dist = path.join(folder, 'dist');
  await rm(dist, { recursive: true, force: true });
  await cp(path.join(from, 'dist'), dist, { recursive: true });
  await writeFile(path.join(dist, 'release-note.txt'), `${marker}\n`);
  return folder;
}

/**
 * Changes a published release's file in RELEASES_DIR, as someone with access to the folder (or
 * a CDN in front of it) could: the first file under `dir` whose name starts with `prefix` gets
 * a line of script added, in its .gz and .br copies too, so every encoding served is changed.
 */
export async function alterPublishedFile(
  version: string,
  dir: string,
  prefix: string,
): Promise<string> {
  const folder = path.join(repoRoot, '.releases', 'remote-coupons', version, dir);
  const file = (await readdir(folder)).find(
    (name) => name.startsWith(prefix) && name.endsWith('.js'),
  );
  if (!file) throw new Error(`no ${prefix}*.js in ${folder}`);
  const full = path.join(folder, file);
  const changed = Buffer.concat([await readFile(full), Buffer.from('\n;window.changed = true;\n')]);
  await writeFile(full, changed);
  await writeFile(`${full}.gz`, gzipSync(changed));
  await writeFile(`${full}.br`, brotliCompressSync(changed));
  return file;
}

/** Removes a release's folder from RELEASES_DIR (one this run changed on purpose). */
export async function removePublished(version: string): Promise<void> {
  await rm(path.join(repoRoot, '.releases', 'remote-coupons', version), {
    recursive: true,
    force: true,
  });
}

/**
 * A copy of the built remote whose manifest says it was built against react and react-dom 18,
 * as a build made with another React major says.
 */
export async function otherReactMajorCopy(name: string): Promise<string> {
  const folder = await packageFolder(name);
  const dist = path.join(folder, 'dist');
  await rm(dist, { recursive: true, force: true });
  await cp(path.join(couponsDir, 'dist'), dist, { recursive: true });
  const manifestPath = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  for (const shared of manifest.shared) {
    if (/^react(-dom)?(\/.*)?$/.test(shared.name)) {
      shared.version = '18.3.1';
      shared.requiredVersion = '^18.3.1';
    }
  }
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  return folder;
}

/** Calls the operator API directly (what the CLI does with --url), for the untimed steps. */
export async function opsCall(site: string, route: string, body?: object): Promise<unknown> {
  const response = await fetch(`${site}/travel/ops/releases${route}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${operatorKey()}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as unknown;
  if (!response.ok)
    throw new Error(`${route} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
