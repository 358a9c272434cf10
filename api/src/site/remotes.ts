import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { visitorBucket } from '../release/bucket';
import { type HealthThreshold, remotesDocument } from '../release/remotes-document';
import { ensureLocalRelease } from '../release/release-files';
import { isRemoteFileForBrowsers } from './browser-files';
import { IMMUTABLE, REVALIDATE } from './cache-control';

/**
 * Release folders at /remotes/<name>/<version>/<file> (immutable, loadable from any origin) and
 * /remotes.json, read from the database on every request so all replicas agree at once.
 */
export async function registerRemotes(
  app: FastifyInstance,
  options: { db: Queryable; releasesDir: string; health: HealthThreshold },
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
    // A canary visitor gets another answer than the rest.
    reply.header('vary', 'Cookie');
    const bucket = visitorBucket(request, reply);
    return remotesDocument(options.db, { bucket, health: options.health });
  });
}
