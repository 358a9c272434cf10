// Compiles the api into dist/ for `pnpm start`: one ES module of our code (the api and the
// @travel/shared contract it imports, TypeScript compiled away), with every other package
// left to node_modules, and the plain files it reads beside itself at run time.
import { cp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = `${here}/dist`;
const { dependencies } = JSON.parse(readFileSync(`${here}/package.json`, 'utf8'));

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: { main: `${here}/src/main.ts` },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The packages the api depends on stay imports; only @travel/shared, which is TypeScript
  // source in the workspace, is compiled in.
  external: Object.keys(dependencies).filter((name) => name !== '@travel/shared'),
  logLevel: 'warning',
});
// Read at run time beside the module that uses them (new URL(..., import.meta.url)).
await cp(`${here}/src/db/pglite-worker.mjs`, `${dist}/pglite-worker.mjs`);
await cp(`${here}/src/db/pglite-statements.mjs`, `${dist}/pglite-statements.mjs`);
