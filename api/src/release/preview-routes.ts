import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/ops-json';
import { sitePathOrHome } from '../http/site-path';
import type { RouteDeps } from '../routes/deps';
import {
  browserPreview,
  clearPreviewCookie,
  createPreview,
  isPublished,
  PREVIEW_END_PATH,
  PREVIEW_PATH,
  previewKey,
  previewLink,
  recordPreview,
  setPreviewCookie,
  verifyPreviewToken,
} from './preview';
import { REMOTE_DIRS } from './release';

const previewSchema = z.strictObject({
  remote: z.enum(REMOTE_DIRS as [string, ...string[]], {
    error: `remote must be one of ${REMOTE_DIRS.join(', ')}`,
  }),
  version: z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/, 'version is not a release version'),
  minutes: z
    .number({ error: 'minutes must be a whole number of minutes' })
    .int('minutes must be a whole number of minutes')
    .optional(),
});

/** What a preview link opens, for a person: plain text, never cached. */
function refuse(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(text);
}

/**
 * GET /travel/release-preview?token=…[&to=/path]: a valid link sets this browser's preview
 * cookie and goes to the page (303); an expired, altered or unpublished one says so (400 or 404)
 * and clears any preview. GET /travel/release-preview/end[?to=/path]: clears it and goes there.
 */
export function releasePreviewRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const key = previewKey(deps.xsrfSecret);

  app.get(PREVIEW_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = typeof query.token === 'string' ? query.token : '';
    const now = deps.now();
    const check = verifyPreviewToken(key, token, now);
    if (!check.ok) {
      clearPreviewCookie(request, reply);
      request.log.info({ reason: check.reason }, 'release preview link refused');
      return refuse(
        reply,
        400,
        check.reason === 'expired'
          ? 'This preview link has expired. Make a new one from the staff console or with `release preview`.'
          : 'This is not a preview link of this site.',
      );
    }
    if (!(await isPublished(deps.db, check.remote, check.version))) {
      clearPreviewCookie(request, reply);
      return refuse(reply, 404, `${check.remote} ${check.version} is not a published release.`);
    }
    setPreviewCookie(request, reply, token, check.expiresAt, now);
    request.log.info(
      { remote: check.remote, version: check.version, expiresAt: check.expiresAt },
      'release preview opened in a browser',
    );
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(sitePathOrHome(query.to), 303);
  });

  app.get(PREVIEW_END_PATH, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    clearPreviewCookie(request, reply);
    return reply.header('cache-control', 'no-store').redirect(sitePathOrHome(query.to), 303);
  });
}

/**
 * POST <ops>/preview {remote, version, minutes?}: a preview link for a published version,
 * recorded in the staff audit ledger under the caller's name; the answer also sets this
 * browser's preview cookie, so the console's staff member sees it on their next page of the
 * site. GET <ops>/preview: this browser's preview, or null. Registered in the release
 * operations' scope, behind their authentication.
 */
export function releasePreviewOpsRoutes(
  scope: FastifyInstance,
  deps: RouteDeps,
  prefix: string,
): void {
  const key = previewKey(deps.xsrfSecret);

  scope.post(`${prefix}/preview`, async (request, reply) => {
    const body = parse(previewSchema, request.body);
    const now = deps.now();
    const preview = await createPreview(deps.db, key, body, {
      maxMinutes: deps.config.releases.previewMaxMinutes,
      now,
    });
    const staff = request.staff;
    const by = staff
      ? { name: staff.name, staffId: staff.staffId }
      : { name: request.operator ?? 'unknown', staffId: null };
    await recordPreview(deps.db, by, preview, now);
    request.log.info(
      { operator: request.operator, remote: preview.remote, version: preview.version },
      'release preview link made',
    );
    setPreviewCookie(request, reply, preview.token, preview.expiresAt, now);
    return {
      remote: preview.remote,
      version: preview.version,
      expiresAt: preview.expiresAt.toISOString(),
      url: previewLink('', preview.token),
      end: PREVIEW_END_PATH,
    };
  });

  scope.get(`${prefix}/preview`, (request, reply) => {
    const preview = browserPreview(request, reply, key, deps.now());
    return Promise.resolve({
      preview: preview
        ? {
            remote: preview.remote,
            version: preview.version,
            expiresAt: preview.expiresAt.toISOString(),
          }
        : null,
      end: PREVIEW_END_PATH,
    });
  });
}
