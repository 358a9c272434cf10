// `pnpm bench`: what the site costs a visitor, in one run on this machine.
//   1. bytes per route: JS (gzip), CSS, images, as the browser downloads them from the federated
//      site, beside the same screens built as one plain SPA bundle (bench/monolith);
//   2. Lighthouse 12.8.2 (mobile preset, simulated throttling) on Debian's Chromium, median of
//      BENCH_LIGHTHOUSE_RUNS (3) runs per route;
//   3. INP of the journey's interactions at 4× CPU slowdown (bench/interactions.ts);
//   4. the api benches (pageList and flight search), their own tables.
// Serves the built site itself on BENCH_PORT (8095; built when missing) unless BASE_URL points
// at a running one. BENCH_API=false skips the api benches. Writes BENCH.md at the root.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { siteRoutes } from '../../shared/src/contracts/site-routes';
import {
  CPU_SLOWDOWN,
  interactionFigures,
  journeyInteractions,
  journeyRoutes,
  signedInRoutes,
  travellerSession,
} from './interactions';

const root = path.resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** A day two weeks ahead in India, for a real search. */
const searchDay = new Date(Date.now() + 5.5 * 3600_000 + 14 * 86_400_000)
  .toISOString()
  .slice(0, 10);
const FIRST_ROUTES = [
  '/',
  '/coupon',
  '/html/flights',
  '/html/travelBlog',
  // The journey beyond the first four: a real search's results, sign-in, contact, a policy.
  `/html/flights?from=DEL&to=BOM&date=${searchDay}&adults=1&cabin=economy`,
  '/html/signIn',
  '/html/contactUs',
  '/privacy-policy',
];
/**
 * Those, then every other route of the route table a guest opens without a parameter (sign-up,
 * the app's page, the other policies); the itinerary and its fares are added from a real search.
 */
export const BENCH_ROUTES = [
  ...FIRST_ROUTES,
  ...siteRoutes
    .filter((route) => !route.signedInOnly && !route.path.includes(':'))
    .map((route) => route.path)
    .filter((route) => !FIRST_ROUTES.includes(route) && !route.startsWith('/html/flights-')),
];
/** Each route is measured in each language the site speaks (the travel_lang cookie). */
const LANGUAGES = ['en-IN', 'hi-IN'] as const;
type Language = (typeof LANGUAGES)[number];
/** A route as the tables show it: an itinerary's long id cut short. */
const shortRoute = (route: string) => route.replace(/itinerary=([^&]{12})[^&]*/, 'itinerary=$1…');
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The site as `pnpm start` serves it, on a fresh database, unless BASE_URL names one. */
async function startSite(): Promise<{ baseUrl: string; server?: ChildProcess }> {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL };
  const port = Number(process.env.BENCH_PORT ?? 8095);
  const dataDir = path.join(os.tmpdir(), `travel-bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/healthz`, 600);
  return { baseUrl, server };
}

interface RouteBytes {
  js: number;
  jsFiles: number;
  css: number;
  images: number;
  html: number;
}

/** What Chromium downloads to show a route (until the network is idle), gzip for text files. */
async function federatedBytes(
  baseUrl: string,
  language: Language,
  routes: readonly string[],
): Promise<Map<string, RouteBytes>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const figures = new Map<string, RouteBytes>();
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    await context.addCookies([{ name: 'travel_lang', value: language, url: baseUrl }]);
    const page = await context.newPage();
    const bytes: RouteBytes = { js: 0, jsFiles: 0, css: 0, images: 0, html: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      pending.push(
        response.body().then(
          (body) => {
            const gzip = () => gzipSync(body, { level: 9 }).length;
            if (type === 'script') {
              bytes.js += gzip();
              bytes.jsFiles += 1;
            } else if (type === 'stylesheet') bytes.css += gzip();
            else if (type === 'image') bytes.images += body.length;
            if (process.env.BENCH_VERBOSE) console.log(route, type, body.length, response.url());
          },
          () => undefined,
        ),
      );
    });
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    await context.close();
    const html = await fetch(baseUrl + route, {
      headers: { cookie: `travel_lang=${language}` },
    }).then((response) => response.arrayBuffer());
    bytes.html = gzipSync(Buffer.from(html), { level: 9 }).length;
    figures.set(route, bytes);
  }
  await browser.close();
  return figures;
}

/** The same screens as one plain rsbuild SPA: the scripts and styles its page loads, gzip. */
function monolithBytes(): { js: number; css: number } {
  run('pnpm', ['exec', 'rsbuild', 'build', '-c', 'e2e/bench/monolith/rsbuild.config.ts']);
  const dist = path.join(root, 'e2e/bench/monolith/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const gzipOf = (href: string) =>
    gzipSync(readFileSync(path.join(dist, href)), { level: 9 }).length;
  const sum = (pattern: RegExp) =>
    [...html.matchAll(pattern)].reduce((total, match) => total + gzipOf(match[1] ?? ''), 0);
  return {
    js: sum(/<script[^>]* src="([^"]+)"/g),
    css: sum(/<link[^>]* href="([^"]+\.css)"/g),
  };
}

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Where Lighthouse runs: a Chromium it starts with an empty profile, in the language of the
 * travel_lang cookie it sends; or the signed-in Chromium on `port`, whose storage it keeps.
 */
type LighthouseBrowser = { language: Language } | { port: number };

/** One Lighthouse run; a run that fails to record its trace (it happens under load) is tried again. */
function lighthouseOnce(url: string, browser: LighthouseBrowser): LighthouseFigures {
  try {
    return lighthouseRun(url, browser);
  } catch {
    return lighthouseRun(url, browser);
  }
}

function lighthouseRun(url: string, browser: LighthouseBrowser): LighthouseFigures {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const out = path.join(os.tmpdir(), `travel-bench-lighthouse-${process.pid}.json`);
  const where =
    'port' in browser
      ? [`--port=${browser.port}`, '--disable-storage-reset']
      : [
          `--chrome-flags=${chromeFlags.join(' ')}`,
          `--extra-headers=${JSON.stringify({ Cookie: `travel_lang=${browser.language}` })}`,
        ];
  run(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      ...where,
    ],
    { CHROME_PATH: chromePath },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    runtimeError?: { code: string };
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue: number }>;
  };
  rmSync(out, { force: true });
  // Lighthouse reports a trace it could not record (NO_NAVSTART under load) with no score.
  if (report.runtimeError || report.categories.performance.score === null) {
    throw new Error(
      `Lighthouse could not measure ${url}: ${report.runtimeError?.code ?? 'no score'}`,
    );
  }
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** The median of each figure over the runs (each figure on its own). */
function lighthouse(url: string, language: Language): LighthouseFigures & { scores: number[] } {
  return medians(Array.from({ length: lighthouseRuns }, () => lighthouseOnce(url, { language })));
}

/**
 * A Chromium of the bench's own with the traveller's session in its storage, for Lighthouse to
 * drive (`--port`) without resetting storage. Its HTTP cache is emptied before each run, so each
 * loads the page as a first visit does, signed in. The bench connects to it only between runs:
 * a connected client would hold each tab Lighthouse opens until it let it start.
 */
async function signedInChrome(baseUrl: string, session: string) {
  const port = Number(process.env.BENCH_CHROME_PORT ?? 9333);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'travel-bench-chrome-'));
  const chrome = spawn(
    chromePath,
    [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30);
  /** Does `work` on a page of the bench's own in that Chromium, then lets go of it. */
  const connected = async (work: (page: Page) => Promise<unknown>) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await work(page);
      await page.close();
    } finally {
      await browser.close();
    }
  };
  await connected(async (page) => {
    await page.goto(`${baseUrl}/html/travelBlog`);
    await page.evaluate((stored) => localStorage.setItem('travel.session', stored), session);
    // The page starts again with the session, and keeps the member cookie beside it, as a
    // returning traveller's browser has.
    await page.reload();
    await page.waitForFunction(() => window.document.cookie.includes('travel_member='));
  });
  return {
    /** The median figures of `url` in `language`, signed in. */
    async lighthouse(url: string, language: Language) {
      const runs: LighthouseFigures[] = [];
      for (let count = 0; count < lighthouseRuns; count += 1) {
        await connected(async (page) => {
          await page.context().addCookies([{ name: 'travel_lang', value: language, url: baseUrl }]);
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
        });
        runs.push(lighthouseOnce(url, { port }));
      }
      return medians(runs);
    },
    /** Ends that Chromium and, once it has written its last file, removes its profile. */
    async close() {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

function medians(runs: LighthouseFigures[]): LighthouseFigures & { scores: number[] } {
  const of = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    scores: runs.map((figures) => figures.score),
  };
}

/** An api bench's own table: the lines after its last blank line. */
function apiBench(script: string): string {
  const env = {
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
  try {
    const output = run('pnpm', ['--filter', 'api', script], env);
    const lines = output.trimEnd().split('\n');
    const header = lines.findLastIndex((line) => line.startsWith('autocannon'));
    return lines
      .slice(Math.max(0, header))
      .filter((line) => line.trim() !== '')
      .join('\n');
  } catch (error) {
    return `${script} failed: ${(error as Error).message.split('\n')[0] ?? ''}`;
  }
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, ${os.type()} ${os.release()}, Node ${process.version}, ${run(chromePath, ['--version']).trim()}`;
}

const startedAt = new Date();
const { baseUrl, server } = await startSite();
const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  console.log(line);
};
try {
  const [itinerary = '', fares = ''] = await journeyRoutes(baseUrl, BENCH_ROUTES[4] ?? '');
  const routes = [...BENCH_ROUTES, itinerary, fares];
  const federated = new Map<Language, Map<string, RouteBytes>>();
  for (const language of LANGUAGES)
    federated.set(language, await federatedBytes(baseUrl, language, routes));
  const monolith = monolithBytes();

  say(`## Bytes per route (KB; JS and CSS gzip, images as sent)`);
  say();
  say(
    '| route | language | federated JS (files) | monolith JS | federated / monolith | CSS | images | HTML |',
  );
  say('|---|---|---|---|---|---|---|---|');
  for (const route of routes) {
    for (const language of LANGUAGES) {
      const bytes = federated.get(language)?.get(route);
      if (!bytes) continue;
      const ratio = ((bytes.js / monolith.js) * 100).toFixed(0);
      say(
        `| ${shortRoute(route)} | ${language} | ${kb(bytes.js)} (${bytes.jsFiles}) | ${kb(monolith.js)} | ${ratio} % | ${kb(bytes.css)} | ${kb(bytes.images)} | ${kb(bytes.html)} |`,
      );
    }
  }
  say();
  say(
    'The monolith is one bundle with the shell and the screens of the first four routes, so each of them downloads all of it; it is the yardstick for the others too.',
  );
  say();
  say(`## Lighthouse ${lighthouseRuns}× per route, mobile preset, median of each figure`);
  say();
  say('| route | language | performance (runs) | FCP s | LCP s | TBT ms | CLS |');
  say('|---|---|---|---|---|---|---|');
  const row = (route: string, language: Language, figures: ReturnType<typeof lighthouse>) =>
    say(
      `| ${shortRoute(route)} | ${language} | ${figures.score} (${figures.scores.join(', ')}) | ${(figures.fcp / 1000).toFixed(2)} | ${(figures.lcp / 1000).toFixed(2)} | ${figures.tbt.toFixed(0)} | ${figures.cls.toFixed(3)} |`,
    );
  for (const route of routes) {
    for (const language of LANGUAGES) row(route, language, lighthouse(baseUrl + route, language));
  }
  say();
  say(
    `## Signed in: Lighthouse ${lighthouseRuns}× per route as the bench's own traveller, who bought a coupon and booked a flight in the sandbox`,
  );
  say();
  say('| route | language | performance (runs) | FCP s | LCP s | TBT ms | CLS |');
  say('|---|---|---|---|---|---|---|');
  const launch = { executablePath: chromePath, args: chromeFlags.slice(1) };
  const mine = await signedInRoutes(baseUrl, launch);
  const signedIn = await signedInChrome(baseUrl, await travellerSession(baseUrl));
  try {
    for (const route of mine) {
      for (const language of LANGUAGES) {
        row(route, language, await signedIn.lighthouse(baseUrl + route, language));
      }
    }
  } finally {
    await signedIn.close();
  }
  say();
  say(
    `## Signed out: the same pages as a guest opens them (their sign-in prompt), Lighthouse ${lighthouseRuns}× per route`,
  );
  say();
  say('| route | language | performance (runs) | FCP s | LCP s | TBT ms | CLS |');
  say('|---|---|---|---|---|---|---|');
  for (const route of mine) {
    for (const language of LANGUAGES) row(route, language, lighthouse(baseUrl + route, language));
  }
  say();
  say(
    `## Interactions at ${CPU_SLOWDOWN}× CPU slowdown, 412 px: INP (web-vitals), median of 3 runs`,
  );
  say();
  say('| interaction | language | INP ms (runs) |');
  say('|---|---|---|');
  const timed = await interactionFigures(
    baseUrl,
    LANGUAGES,
    journeyInteractions(baseUrl, BENCH_ROUTES[4] ?? '', itinerary),
    { executablePath: chromePath, args: chromeFlags.slice(1) },
  );
  for (const row of timed) {
    say(
      `| ${row.name} | ${row.language} | ${Math.round(row.median)} (${row.runs.map(Math.round).join(', ')}) |`,
    );
  }
  if (process.env.BENCH_API !== 'false') {
    say();
    say('## API (PostgreSQL, autocannon)');
    for (const script of ['bench:page-list', 'bench:flight-search']) {
      say();
      say('```');
      say(`pnpm --filter api ${script}`);
      say(apiBench(script));
      say('```');
    }
  }
} finally {
  server?.kill('SIGTERM');
}

const document = [
  '# Bench',
  '',
  `\`pnpm bench\`, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${machine()}.`,
  '',
  ...lines,
  '',
].join('\n');
writeFileSync(path.join(root, 'BENCH.md'), document);
console.log('\nwritten to BENCH.md');
