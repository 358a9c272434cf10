import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMMUTABLE } from './cache-control';

/** Where the staff console's one page is; its pages are after the # (/travel/ops/#/refunds). */
export const OPS_CONSOLE_PATH = '/travel/ops/';
/** A set-up link: /travel/ops/setup#code=…, the code after the # never reaches a server log. */
export const OPS_SETUP_PATH = '/travel/ops/setup';

const NOT_BUILT =
  'The staff console has not been built yet. Run `pnpm --filter ops build` (or `pnpm start`), then reload.';

/**
 * The staff console (ops/): its page at /travel/ops/ and /travel/ops/setup, its hashed files
 * under /travel/ops/static/. It holds no data: everything it shows comes from the staff calls
 * with the staff member's session. It is never cached nor indexed, and no other site may frame
 * it (the site's CSP and frame options apply).
 */
export async function registerOpsConsole(app: FastifyInstance, opsDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(opsDist, 'static'),
    prefix: '/travel/ops/static/',
    decorateReply: false,
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    allowedPath: (pathname) => !/\.(map|txt)$/.test(pathname),
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE);
    },
  });
  const page = async (_request: unknown, reply: FastifyReply) => {
    const html = await readFile(path.join(opsDist, 'index.html')).catch(() => undefined);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!html) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get(OPS_CONSOLE_PATH, page);
  app.get(OPS_SETUP_PATH, page);
}
