import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  chooseLocale,
  LANGUAGE_COOKIE,
  MEMBER_COOKIE,
  memberHintOf,
  matchSiteRoute,
  SESSION_COOKIE,
  sessionTokenOf,
  type Locale,
  type RemotesDocument,
} from '@travel/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../http/api-path';
import { PREVIEW_CACHE_CONTROL, previewBanner } from '../release/preview';
import { isShellFileForBrowsers } from './browser-files';
import { remotesForVisitor, type VisitorRemotesOptions } from './remotes';
import type { ServerRenderer } from './server-render';
import { IMMUTABLE, PERSONAL_CACHE_CONTROL, REVALIDATE } from './cache-control';

const NOT_BUILT =
  'The site has not been built yet. Run `pnpm build` at the repository root, then reload.';

// Paths the SPA must never answer: real endpoints and release files get an honest 404.
const serverOwned = [
  /^\/remotes\//,
  /^\/remotes\.json$/,
  /^\/healthz$/,
  /^\/travel\/dev\//,
  /^\/travel\/(ops|beacon|release-preview|language)(\/|$)/,
];

function looksLikeFile(urlPath: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(urlPath);
}

/** The built shell at `/`; hashed files under /static/ are cached for good. */
export async function registerShell(app: FastifyInstance, shellDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    // `/` is answered like every client route, with the live remotes in the page.
    index: false,
    dotfiles: 'ignore',
    allowedPath: (pathname) => isShellFileForBrowsers(pathname),
    cacheControl: false,
    // The builds leave .br and .gz beside every text file (precompress.config.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = path.relative(shellDist, filePath).startsWith(`static${path.sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
}

/** The id the shell looks for; it fetches /remotes.json itself when the page has none. */
export const INLINE_REMOTES_ID = 'travel-remotes';

/**
 * The page with /remotes.json inlined, which saves the shell a round trip before it can fetch
 * the current route's remote. `<` is escaped so the JSON cannot close the script element.
 */
function withLiveRemotes(html: string, document: RemotesDocument): string {
  const json = JSON.stringify(document).replace(/</g, '\\u003c');
  const script = `<script id="${INLINE_REMOTES_ID}" type="application/json">${json}</script>`;
  const anchor = html.includes('</head>') ? '</head>' : '</body>';
  return html.replace(anchor, `${script}${anchor}`);
}

/** The preview banner, first in the body, outside the shell's root. */
function withBanner(html: string, banner: string | undefined): string {
  if (!banner) return html;
  return /<body[^>]*>/.test(html)
    ? html.replace(/<body[^>]*>/, (tag) => `${tag}${banner}`)
    : html.replace('</body>', () => `${banner}</body>`);
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value;

/** index.html with <html lang> naming the page's language. */
function inLanguage(html: string, locale: Locale): string {
  return html.replace(/<html(\s[^>]*)?>/, (tag) =>
    /\slang="[^"]*"/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` lang="${locale}"`)
      : tag.replace('<html', `<html lang="${locale}"`),
  );
}

/**
 * For a path no route or file answers: index.html for client-side routes such as
 * /html/flights-orderDetail/123, a plain 404 for anything that looks like a file.
 */
export async function replyShellFallback(
  options: VisitorRemotesOptions & { shellDist: string; renderer?: ServerRenderer },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const urlPath = pathOf(request.url);
  const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
  if (!isPageRequest || looksLikeFile(urlPath) || serverOwned.some((re) => re.test(urlPath))) {
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
  }
  let page: Buffer;
  try {
    page = await readFile(path.join(options.shellDist, 'index.html'));
  } catch {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(NOT_BUILT);
  }
  // The page is rendered with the versions it names, a preview's too.
  const { document, preview } = await remotesForVisitor(options, request, reply);
  // The visitor's language (their choice, else their browser's), from the first byte.
  const locale = chooseLocale(
    request.cookies[LANGUAGE_COOKIE],
    headerText(request.headers['accept-language']),
  );
  const template = inLanguage(page.toString('utf8'), locale);
  let html = template;
  // A path of no route is the site's "page not found", drawn by the browser.
  let status = matchSiteRoute(urlPath) ? 200 : 404;
  let personal = false;
  try {
    // A public route paints from HTML; any other page, or one that cannot be rendered, is
    // rendered by the browser as before.
    const rendered = await options.renderer?.render(
      request.url,
      template,
      document,
      locale,
      request.ip,
      // The visitor's header and, on a signed-in-only page, its reserved space from the start.
      memberHintOf(request.cookies[MEMBER_COOKIE]),
      // On a member's own page, the member's booking in it.
      sessionTokenOf(request.cookies[SESSION_COOKIE]),
    );
    if (rendered) ({ page: html, status } = rendered);
    personal = rendered?.personal === true;
  } catch (error) {
    request.log.error({ err: error }, 'the page could not be rendered on the server');
  }
  return reply
    .code(status)
    .header(
      'cache-control',
      personal ? PERSONAL_CACHE_CONTROL : preview ? PREVIEW_CACHE_CONTROL : REVALIDATE,
    )
    .header('vary', 'Accept-Language, Cookie')
    .type('text/html; charset=utf-8')
    .send(withBanner(withLiveRemotes(html, document), preview && previewBanner(preview)));
}
