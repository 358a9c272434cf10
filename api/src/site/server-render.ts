import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AFTER_PAINT_ATTRIBUTE,
  DEFAULT_LOCALE,
  ENTRY_ATTRIBUTE,
  PAGE_ANSWERS_ID,
  paintedForAttribute,
  releaseAssetPlaceholder,
  REMOTES,
  SCREEN_SHARED_FILE,
  SCREEN_SHARED_META,
  SHELL_FILES,
  SSR_GLOBAL,
  START_AFTER_PAINT_SCRIPT,
  STARTUP_FILES,
  type CarriedAnswer,
  type Locale,
  type MemberHint,
  type RemoteName,
  type RemoteRelease,
  type RemotesDocument,
} from '@travel/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AnswerCall,
  type CallAnswer,
  answersScript,
  type DeclaredAnswer,
  declaredAnswers,
} from './page-answers';

// The first paint of public routes as HTML (docs/decisions/0015-server-rendered-first-paint.md):
// the shell's node bundle renders its frame with the route's screen from the live release's
// node bundle, with the api's answers the screen declares (page-answers.ts). The result is cached
// by path, query, the live versions involved and those answers, so an activation, a rollback or
// a new answer (a price changed) renders afresh on the next request.

type Screen = (props: Record<string, unknown>) => unknown;

interface RenderedPage {
  html: string;
  styles: string;
  title: string;
  description: string;
}

/** shell/src/server/render.tsx, as built into shell/dist/ssr/render.mjs. */
interface ShellRenderer {
  sharedModules: Record<string, unknown>;
  serverRenderedRoute(
    pathname: string,
  ): { path: string; screen: string; signedInOnly?: boolean } | undefined;
  renderPage(
    url: URL,
    screens: Record<string, Screen>,
    report: (error: unknown) => void,
    answers: readonly CarriedAnswer[],
    locale: Locale,
    screenCatalogs: unknown,
    member: MemberHint | null,
  ): Promise<RenderedPage | undefined>;
}

/** A release's node bundle: its screens, and the calls each one's page carries as declared. */
interface ReleaseBundle {
  screens: Record<string, Screen>;
  /** Checked for each page (declaredAnswers): some are named by the page's URL. */
  answers: Map<string, unknown>;
  /** The release's messages by language (its src/locales), when it has any. */
  catalogs: unknown;
}

const CACHE_ENTRIES = 500;
/** Longer URLs are not kept: nobody shares them, and they would crowd out the rest. */
const CACHE_URL_LENGTH = 512;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

async function importBundle<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(file).href)) as T;
}

/** The folder a release's files are served from: its manifest's URL without the file name. */
const releaseBase = (release: RemoteRelease) =>
  release.entry.slice(0, release.entry.lastIndexOf('/') + 1);

interface ManifestAssets {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** A release's SCREEN_SHARED_FILE: the shared modules each screen takes at once. */
interface ScreenShared {
  screens?: Record<string, unknown>;
  /** The scripts of the release's messages, by locale. */
  messages?: Record<string, unknown>;
  /** The scripts of a screen's own messages, by screen and locale, which it loads instead. */
  screenMessages?: Record<string, Record<string, unknown> | undefined>;
}

/** The shell's scripts a page starts with (as the head's links), and those each shared module adds. */
interface ShellStartup {
  head: string;
  shared: Map<string, string[]>;
  /** The scripts of the shell's messages in each language, as the head's links. */
  messages: Map<string, string>;
}

const SCRIPT_PATH = /^static\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.js$/;
const scriptPaths = (files: unknown): string[] =>
  (Array.isArray(files) ? files : []).filter(
    (file): file is string => typeof file === 'string' && SCRIPT_PATH.test(file),
  );

/**
 * Every script the shell's entry loads before the page is hydrated, which its entry asks for
 * only after it has run, and what each shared module adds to it: the list the shell's build
 * writes (`pluginStartupFiles` in federation.config.ts). A shell built without it gets no
 * preloads; the page still starts.
 */
async function shellStartup(shellDist: string): Promise<ShellStartup> {
  const list = await readFile(path.join(shellDist, STARTUP_FILES), 'utf8')
    .then((text) => JSON.parse(text) as { files?: unknown; shared?: unknown; messages?: unknown })
    .catch(() => undefined);
  const shared = new Map<string, string[]>();
  if (list?.shared && typeof list.shared === 'object') {
    for (const [key, files] of Object.entries(list.shared)) shared.set(key, scriptPaths(files));
  }
  const links = (files: unknown) =>
    scriptPaths(files)
      .map((file) => afterPaint(`/${file}`, 'script', SHELL_FILES))
      .join('');
  const messages = new Map<string, string>();
  if (list?.messages && typeof list.messages === 'object') {
    for (const [locale, files] of Object.entries(list.messages)) messages.set(locale, links(files));
  }
  return { head: links(list?.files), shared, messages };
}

/**
 * A file the page needs once it starts: an inert link (no rel) that start-after-paint.js turns
 * into a preload the moment the page has painted. Every file of the route is then requested at
 * once, with no waterfall, and none of them shares the line with the hero before it is painted.
 * The shell's own files are marked as such: its entry runs once they are here.
 */
const afterPaint = (href: string, as: 'script' | 'fetch' = 'script', owner?: typeof SHELL_FILES) =>
  `<link href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} ${AFTER_PAINT_ATTRIBUTE}${owner ? `="${owner}"` : ''}>`;

/**
 * A release's file, loaded as the federation runtime loads it: with CORS (anonymous, as a
 * release's scripts are checked against their integrity) and the integrity it was published
 * with when the page knows it, so the preload is the very response the runtime uses.
 */
const releaseFile = (href: string, as: 'script' | 'fetch', integrity: string | undefined) =>
  `<link href="${escapeHtml(href)}" as="${as}" crossorigin${integrity ? ` integrity="${escapeHtml(integrity)}"` : ''} ${AFTER_PAINT_ATTRIBUTE}>`;

/** The shell's start-after-paint.js */
const START_AFTER_PAINT = `<script defer src="${START_AFTER_PAINT_SCRIPT}"></script>`;
const ENTRY_SCRIPT = /<script defer src="([^"<>]+)"><\/script>/g;

/**
 * The template's entry scripts as inert links that start-after-paint.js turns back into
 * scripts once the page's largest image has painted: the shell's first work (the federation
 * runtime, then hydration) would otherwise hold back the paint it is about to hydrate.
 */
function startingAfterPaint(template: string): string {
  let entries = 0;
  const inert = template.replace(ENTRY_SCRIPT, (_script, src: string) => {
    entries += 1;
    return `<link href="${src}" as="script" ${ENTRY_ATTRIBUTE}>`;
  });
  return entries === 0 ? template : inert.replace('</head>', () => `${START_AFTER_PAINT}</head>`);
}

export interface ServerRenderer {
  /** The whole page for `template` (the built index.html), or undefined to send it as it is. */
  render(
    url: string,
    template: string,
    document: RemotesDocument,
    locale?: Locale,
    /** The visitor's address: the calls the page's URL names are theirs (page-answers.ts). */
    visitor?: string,
    /** The member the visitor's cookie names (member-hint.ts), or null for a guest. */
    member?: MemberHint | null,
    /**
     * The member's session token (member-hint.ts, `SESSION_COOKIE`): the page carries the
     * `memberPage` calls its screen names, asked as that member.
     */
    session?: string | null,
  ): Promise<ServerPage | undefined>;
}

/** A page rendered on the server, with the HTTP status it is sent with. */
export interface ServerPage {
  page: string;
  /**
   * 200, or the code of a refused call the page's URL names: 400 for a search with a past or
   * malformed date, a tampered itinerary; 404 where the api says not found.
   */
  status: number;
  /**
   * The page carries a member's own answers: it is sent `private, no-store`, and no replica
   * keeps it.
   */
  personal?: true;
}

/** The path parameters of `pathname` on the route `pattern` (`/html/x/:orderId`). */
function pathParams(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/');
  const parts = pathname.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const part = parts[index];
    if (!name.startsWith(':') || part === undefined) return;
    try {
      params[name.slice(1)] = decodeURIComponent(part);
    } catch {
      params[name.slice(1)] = part;
    }
  });
  return params;
}

export function createServerRenderer(options: {
  shellDist: string;
  releasesDir: string;
  logger: FastifyBaseLogger;
  /** Answers a call a screen's page carries; page-answers.ts sends it through the api's routes. */
  answer: AnswerCall;
  /** Copies a release this replica has not served yet into releasesDir (release-files.ts). */
  ensureRelease?: (dir: string, version: string) => Promise<boolean>;
  /** The integrity each file of a release was published with, by path (release-files.ts). */
  releaseIntegrity?: (dir: string, version: string) => Promise<ReadonlyMap<string, string>>;
}): ServerRenderer {
  /** Resolves once the release's folder is here, or it is known not to be. */
  const releaseHere = (dir: string, version: string): Promise<unknown> =>
    (options.ensureRelease?.(dir, version) ?? Promise.resolve(true)).catch((error: unknown) => {
      options.logger.warn(
        { err: error, release: `${dir}/${version}` },
        'a release could not be copied here',
      );
    });
  const shellFile = path.join(options.shellDist, 'ssr', 'render.mjs');
  let shell:
    | {
        stamp: number;
        renderer: Promise<ShellRenderer | undefined>;
        startup: Promise<ShellStartup>;
      }
    | undefined;
  const remotes = new Map<string, Promise<ReleaseBundle | undefined>>();
  const manifests = new Map<string, Promise<ManifestAssets | undefined>>();
  const screenShared = new Map<string, Promise<ScreenShared | undefined>>();
  const pages = new Map<string, string>();

  /** The shell's renderer; loaded again when the shell is rebuilt. */
  function shellRenderer(): Promise<ShellRenderer | undefined> {
    const stamp = existsSync(shellFile) ? statSync(shellFile).mtimeMs : 0;
    if (!shell || shell.stamp !== stamp) {
      const renderer = stamp
        ? importBundle<ShellRenderer>(`${shellFile}`).then((loaded) => {
            (globalThis as Record<string, unknown>)[SSR_GLOBAL] = loaded.sharedModules;
            return loaded;
          })
        : Promise.resolve(undefined);
      shell = {
        stamp,
        startup: shellStartup(options.shellDist),
        renderer: renderer.catch((error: unknown) => {
          options.logger.error({ err: error }, 'the shell cannot render pages on the server');
          return undefined;
        }),
      };
      remotes.clear();
      pages.clear();
    }
    return shell.renderer;
  }

  /** A release's node bundle, once per release: its folder never changes. */
  function releaseBundle(dir: string, version: string): Promise<ReleaseBundle | undefined> {
    const key = `${dir}/${version}`;
    let found = remotes.get(key);
    if (!found) {
      const file = path.join(options.releasesDir, dir, version, 'ssr', 'screens.mjs');
      found = releaseHere(dir, version).then(() =>
        existsSync(file)
          ? importBundle<{
              screens?: Record<string, Screen>;
              answers?: unknown;
              catalogs?: unknown;
            }>(file).then(
              (module) => ({
                screens: module.screens ?? {},
                catalogs: module.catalogs,
                answers: new Map(
                  Object.entries(
                    module.answers && typeof module.answers === 'object' ? module.answers : {},
                  ),
                ),
              }),
              (error: unknown) => {
                options.logger.warn(
                  { err: error, release: key },
                  'a release cannot render on the server',
                );
                return undefined;
              },
            )
          : undefined,
      );
      remotes.set(key, found);
    }
    return found;
  }

  const integrities = new Map<string, Promise<ReadonlyMap<string, string>>>();
  /** A release's published integrity by path, read once: a release never changes. */
  function publishedIntegrity(dir: string, version: string): Promise<ReadonlyMap<string, string>> {
    const key = `${dir}/${version}`;
    let found = integrities.get(key);
    if (!found) {
      const none: ReadonlyMap<string, string> = new Map();
      found = (options.releaseIntegrity?.(dir, version) ?? Promise.resolve(none)).catch(
        (error: unknown) => {
          integrities.delete(key);
          options.logger.warn({ err: error, release: key }, "a release's integrity is unknown");
          return none;
        },
      );
      integrities.set(key, found);
    }
    return found;
  }

  /** A JSON file of a release, read once: a release's folder never changes. */
  function releaseJson<T>(
    cache: Map<string, Promise<T | undefined>>,
    dir: string,
    version: string,
    file: string,
  ): Promise<T | undefined> {
    const key = `${dir}/${version}`;
    let found = cache.get(key);
    if (!found) {
      found = releaseHere(dir, version)
        .then(() => readFile(path.join(options.releasesDir, dir, version, file), 'utf8'))
        .then((text) => JSON.parse(text) as T)
        .catch(() => undefined);
      cache.set(key, found);
    }
    return found;
  }

  /**
   * What the federation runtime fetches for the screen, requested all at once after the paint:
   * the release's manifest, entry and the screen's chunks, and the shell's copy of each shared
   * module the screen takes at once that the page does not start with (the release's
   * screen-shared.json says which; `pluginScreenShared` in federation.config.ts writes it), named
   * in a meta element too.
   */
  async function preloadLinks(
    release: RemoteRelease,
    dir: string,
    exposed: string,
    startup: ShellStartup,
    locale: Locale,
  ): Promise<string> {
    const [manifest, shared] = await Promise.all([
      releaseJson(manifests, dir, release.version, 'mf-manifest.json'),
      releaseJson(screenShared, dir, release.version, SCREEN_SHARED_FILE),
    ]);
    const base = releaseBase(release);
    const published = await publishedIntegrity(dir, release.version);
    const integrity = release.integrity ?? {};
    const links = [
      releaseFile(
        release.entry,
        'fetch',
        integrity['mf-manifest.json'] ?? published.get('mf-manifest.json'),
      ),
    ];
    const entry = manifest?.metaData?.remoteEntry;
    if (entry?.name) {
      const file = `${entry.path ? `${entry.path}/` : ''}${entry.name}`;
      const known = file === 'remoteEntry.js' ? integrity['remoteEntry.js'] : undefined;
      links.push(releaseFile(base + file, 'script', known ?? published.get(file)));
    }
    const expose = manifest?.exposes?.find(
      (candidate) => candidate.name === exposed || candidate.name === `./${exposed}`,
    );
    // The entry loads these with the integrity it was built with, the one recorded at publishing.
    for (const file of expose?.assets?.js?.sync ?? []) {
      links.push(releaseFile(base + file, 'script', published.get(file)));
    }
    // The release's messages in the page's language, which the shell loads with the screen.
    const ownMessages = shared?.screenMessages?.[exposed];
    const messages = ownMessages ? ownMessages[locale] : shared?.messages?.[locale];
    for (const file of scriptPaths(messages)) {
      links.push(releaseFile(base + file, 'script', published.get(file)));
    }
    const requires = shared?.screens?.[exposed];
    const keys = (Array.isArray(requires) ? requires : []).filter(
      (key): key is string => typeof key === 'string' && startup.shared.has(key),
    );
    const shellFiles = new Set(keys.flatMap((key) => startup.shared.get(key) ?? []));
    for (const file of shellFiles) links.push(afterPaint(`/${file}`, 'script', SHELL_FILES));
    // The shell's entry runs these one task at a time before the screen (shell/src/index.ts).
    if (keys.length > 0) {
      links.push(`<meta name="${SCREEN_SHARED_META}" content="${escapeHtml(keys.join(' '))}">`);
    }
    return links.join('');
  }

  /**
   * What the screen's page carries: the declared calls the contract lets a page carry, answered
   * now. One that fails is left out, and the screen asks for it when it starts.
   */
  async function carriedAnswers(
    declared: readonly DeclaredAnswer[],
    visitor: string | undefined,
    session: string | null,
  ): Promise<{ answers: CarriedAnswer[]; refused: number | null; personal: boolean }> {
    const answered = await Promise.all(
      declared.map(
        async ({
          queryKey,
          path: call,
          body,
          ofUrl,
          refusedAs,
          asMember,
        }): Promise<
          CallAnswer & Pick<DeclaredAnswer, 'queryKey' | 'ofUrl' | 'refusedAs' | 'asMember'>
        > => {
          const left = { queryKey, ofUrl, refusedAs, asMember, code: 0 };
          // A call the URL names is the visitor's: without one, the browser asks it itself. So
          // is a member's own call without their session.
          if (ofUrl && visitor === undefined) return left;
          if (asMember && session === null) return left;
          const answer = await options
            .answer(call, body, ofUrl ? visitor : undefined, asMember ? (session ?? '') : undefined)
            .catch((error: unknown): CallAnswer => {
              options.logger.warn({ err: error, call }, 'a page was rendered without its answer');
              return { code: 0 };
            });
          // A member's call carries its data only: a refusal (a session that has ended, another
          // traveller's booking) is the browser's to meet with its own call.
          if (asMember && answer.data === undefined) return left;
          return { queryKey, ofUrl, refusedAs, asMember, ...answer };
        },
      ),
    );
    // The page's URL names something the api refuses as a caller's mistake (not a limit or a
    // failure of its own): the page says so, painted from the refusal it carries, and so does
    // its status.
    const isRefused = (answer: (typeof answered)[number]) =>
      answer.ofUrl &&
      !answer.asMember &&
      answer.code >= 400 &&
      answer.code < 500 &&
      answer.code !== 429;
    const refused = answered.find(isRefused);
    return {
      answers: answered.flatMap((answer): CarriedAnswer[] => {
        if (answer.data !== undefined) return [{ queryKey: answer.queryKey, data: answer.data }];
        if (answer.refusal && isRefused(answer)) {
          return [{ queryKey: answer.queryKey, refusal: answer.refusal }];
        }
        return [];
      }),
      refused: refused ? (refused.refusedAs ?? refused.code) : null,
      personal: answered.some((answer) => answer.asMember && answer.data !== undefined),
    };
  }

  function remember(key: string, page: string): void {
    if (pages.size >= CACHE_ENTRIES) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
    pages.set(key, page);
  }

  return {
    async render(
      requestUrl,
      template,
      document,
      locale = DEFAULT_LOCALE,
      visitor,
      member = null,
      session = null,
    ) {
      if (requestUrl.length > 2048 || !template.includes('<div id="root"></div>')) return undefined;
      let url: URL;
      try {
        url = new URL(requestUrl, 'http://localhost');
      } catch {
        return undefined;
      }
      const renderer = await shellRenderer();
      const route = renderer?.serverRenderedRoute(url.pathname);
      if (!renderer || !route) return undefined;
      const remote = route.screen.slice(0, route.screen.indexOf('/')) as RemoteName;
      const exposed = route.screen.slice(route.screen.indexOf('/') + 1);
      const dir = REMOTES[remote]?.dir;
      const release = document.remotes[remote];
      const bundle = dir && release ? await releaseBundle(dir, release.version) : undefined;
      const { answers, refused, personal } = await carriedAnswers(
        declaredAnswers(
          bundle?.answers.get(exposed),
          url.searchParams,
          typeof route.path === 'string' ? pathParams(route.path, url.pathname) : {},
        ),
        visitor,
        // Only a member's page asks as the member.
        member ? session : null,
      );
      const status = refused ?? 200;
      const sent = (page: string): ServerPage =>
        personal ? { page, status, personal: true } : { page, status };
      const carried = answers.length > 0 ? answersScript(PAGE_ANSWERS_ID, answers) : '';
      const key = [
        `${url.pathname}${url.search}`,
        `${remote}@${release?.version ?? ''}`,
        locale,
        member?.nickname ?? '',
        shell?.stamp ?? 0,
        createHash('sha256').update(carried).digest('base64url'),
      ].join('\0');
      const cached = personal ? undefined : pages.get(key);
      if (cached !== undefined) return sent(cached);

      const screens: Record<string, Screen> = {};
      const startup = (await shell?.startup) ?? {
        head: '',
        shared: new Map<string, string[]>(),
        messages: new Map<string, string>(),
      };
      let head = startup.head + (startup.messages.get(locale) ?? '');
      // A guest's signed-in-only page shows the sign-in prompt, not the screen: its files wait.
      if (dir && release && (member || !route.signedInOnly)) {
        const screen = bundle?.screens[exposed];
        if (screen) screens[route.screen] = screen;
        head += await preloadLinks(release, dir, exposed, startup, locale);
      }
      head += carried;
      const rendered = await renderer.renderPage(
        url,
        screens,
        (error) => {
          options.logger.warn(
            { err: error, path: url.pathname },
            'a section was left to the browser: it failed on the server',
          );
        },
        answers,
        locale,
        bundle?.catalogs,
        member,
      );
      if (!rendered) return undefined;
      let body = rendered.html;
      if (dir && release)
        body = body.replaceAll(releaseAssetPlaceholder(dir), releaseBase(release));
      // React puts the preloads it found (the LCP image) first: they belong in the head.
      const preloads = /^(?:<link [^>]*>)+/.exec(body)?.[0] ?? '';
      body = body.slice(preloads.length);
      head = preloads + head;
      const description = `<meta name="description" content="${escapeHtml(rendered.description)}" />`;
      const described = /<meta\s+name="description"[^>]*>/.test(template)
        ? template.replace(/<meta\s+name="description"[^>]*>/, () => description)
        : template.replace('</head>', () => `${description}</head>`);
      const page = startingAfterPaint(described)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
        .replace('</head>', () => `${head}${rendered.styles}</head>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root"${paintedForAttribute(member)}>${body}</div>`,
        );
      if (!personal && requestUrl.length <= CACHE_URL_LENGTH) remember(key, page);
      return sent(page);
    },
  };
}
