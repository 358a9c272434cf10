import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { RemotesDocument } from '@travel/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { visitorBucket } from '../release/bucket';
import {
  browserPreview,
  clearPreviewCookie,
  PREVIEW_CACHE_CONTROL,
  type Preview,
} from '../release/preview';
import { type HealthThreshold, visitorRemotes } from '../release/remotes-document';
import { ensureLocalRelease } from '../release/release-files';
import { isRemoteFileForBrowsers } from './browser-files';
import { IMMUTABLE, REVALIDATE } from './cache-control';

/** What choosing a visitor's remotes needs. */
export interface VisitorRemotesOptions {
  db: Queryable;
  health: HealthThreshold;
  /** Checks release preview cookies (previewKey of the site secret). */
  previewKey: Buffer;
  now: () => Date;
}

/**
 * The remotes document for this visitor: their canary bucket, and their browser's release
 * preview when its cookie is valid and names a published version (else the cookie is cleared).
 * An answer carrying a preview is marked for no cache to keep.
 */
export async function remotesForVisitor(
  options: VisitorRemotesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ document: RemotesDocument; preview?: Preview }> {
  const bucket = visitorBucket(request, reply);
  const preview = browserPreview(request, reply, options.previewKey, options.now());
  const { document, previewed } = await visitorRemotes(options.db, {
    bucket,
    health: options.health,
    preview,
  });
  if (!preview) return { document };
  reply.header('cache-control', PREVIEW_CACHE_CONTROL);
  if (previewed) return { document, preview };
  request.log.info(
    { remote: preview.remote, version: preview.version },
    'release preview of a version that is not published: ignored and cleared',
  );
  clearPreviewCookie(request, reply);
  return { document };
}

/**
 * Release folders at /remotes/<name>/<version>/<file> (immutable, loadable from any origin) and
 * /remotes.json, read from the database on every request so all replicas agree at once.
 */
export async function registerRemotes(
  app: FastifyInstance,
  options: VisitorRemotesOptions & { releasesDir: string },
): Promise<void> {
  mkdirSync(options.releasesDir, { recursive: true });
  // A release published elsewhere is copied here from the database the first time it is asked for.
  const here = new Set<string>();
  app.addHook('onRequest', async (request) => {
    const match = /^\/remotes\/(remote-[a-z]+)\/([0-9A-Za-z.+-]+)\//.exec(request.url);
    if (!match) return;
    const key = `${match[1]}/${match[2]}`;
    if (here.has(key)) return;
    try {
      if (await ensureLocalRelease(options.db, options.releasesDir, match[1]!, match[2]!)) {
        here.add(key);
      }
    } catch (error) {
      // The file is then not found here; the browser falls back as for any missing file.
      request.log.error({ err: error, release: key }, 'a release could not be copied here');
    }
  });
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    allowedPath: (pathname) => isRemoteFileForBrowsers(pathname),
    cacheControl: false,
    // The builds leave .br and .gz beside every text file (precompress.config.ts).
    preCompressed: true,
    setHeaders(reply) {
      reply.header('access-control-allow-origin', '*');
      // Helmet's same-origin default would stop a shell on another origin from loading chunks.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('cache-control', IMMUTABLE);
    },
  });

  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', REVALIDATE);
    // A canary visitor gets another answer than the rest, a previewing browser its own.
    reply.header('vary', 'Cookie');
    return (await remotesForVisitor(options, request, reply)).document;
  });
}
