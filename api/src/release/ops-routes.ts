import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OperatorKey } from '../config';
import type { RouteDeps } from '../routes/deps';
import {
  PACKAGE_VERSION,
  type PublishOptions,
  type PublishResult,
  publishDist,
  publishRelease,
} from './publish';
import {
  REMOTE_DIRS,
  type ReleaseChange,
  type ReleaseContext,
  ReleaseError,
  type ReleaseErrorKind,
} from './release';
import {
  abortCanary,
  activateRelease,
  listReleases,
  promoteCanary,
  releaseHistory,
  rollbackRelease,
  startCanary,
} from './live';
import { remotesDocument } from './remotes-document';
import { BadRequest, bearer, parse } from '../http/ops-json';
import { releaseStatus } from './health';
import { topErrors, vitalSeries } from './vitals';
import { verifyOperatorToken } from './operator-token';
import { releasePreviewOpsRoutes } from './preview-routes';
import { STAFF_SESSION_COOKIE } from '../staff/sign-in';
import { authenticateStaffRequest } from '../staff/staff-request';
import { STAFF_TOKEN_PREFIX, type StaffActor, type StaffRole, recordAudit } from '../staff/staff';

export const OPS_PREFIX = '/travel/ops/releases';

/** The most an upload may hold: a remote's build is about a megabyte. */
export const UPLOAD_MAX_FILES = 2000;
export const UPLOAD_MAX_BYTES = 32 * 1024 * 1024;
// Base64 adds a third, and the JSON around it a little more.
const UPLOAD_BODY_LIMIT = Math.ceil(UPLOAD_MAX_BYTES * 1.4);

const statusOf: Record<ReleaseErrorKind, number> = {
  invalid: 400,
  'not-found': 404,
  refused: 422,
  conflict: 409,
};

const remote = z.enum(REMOTE_DIRS as [string, ...string[]], {
  error: `remote must be one of ${REMOTE_DIRS.join(', ')}`,
});
const reason = z
  .string({ error: 'reason is required: every change of what is live records why' })
  .trim()
  .min(3, 'reason is required: every change of what is live records why')
  .max(500, 'reason must be at most 500 characters');
const version = z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/, 'version is not a release version');
const changeFields = {
  remote,
  reason,
  force: z.boolean().optional(),
  expectedLive: version.nullable().optional(),
};

const filePath = z
  .string()
  .max(300)
  .refine(
    (value) =>
      /^[A-Za-z0-9._@+-]+(\/[A-Za-z0-9._@+-]+)*$/.test(value) &&
      value.split('/').every((segment) => !segment.startsWith('.')),
    'a file path must be relative, without . or .. segments',
  );

const publishSchema = z.union([
  z.strictObject({
    remote,
    packageVersion: z.string().regex(PACKAGE_VERSION, 'packageVersion must be like 1.2.3'),
    files: z
      .array(z.strictObject({ path: filePath, base64: z.base64('base64 must be base64') }))
      .min(1, 'files must hold the build')
      .max(UPLOAD_MAX_FILES, `files must hold at most ${UPLOAD_MAX_FILES} files`),
    activate: z.boolean().optional(),
    reason: reason.optional(),
    force: z.boolean().optional(),
  }),
  z.strictObject({
    remote,
    folder: z.string().min(1),
    activate: z.boolean().optional(),
    reason: reason.optional(),
    force: z.boolean().optional(),
  }),
]);

const activateSchema = z.strictObject({ ...changeFields, version });
const rollbackSchema = z.strictObject(changeFields);
const canarySchema = z.strictObject({
  ...changeFields,
  version,
  percent: z
    .number({ error: 'percent must be a whole number from 1 to 99' })
    .int('percent must be a whole number from 1 to 99')
    .min(1, 'percent must be a whole number from 1 to 99')
    .max(99, 'percent must be a whole number from 1 to 99'),
  autoPromoteMinutes: z
    .number({ error: 'autoPromoteMinutes must be whole minutes from 1 to 10080' })
    .int('autoPromoteMinutes must be whole minutes from 1 to 10080')
    .min(1, 'autoPromoteMinutes must be whole minutes from 1 to 10080')
    .max(10080, 'autoPromoteMinutes must be whole minutes from 1 to 10080')
    .optional(),
});
const historyQuery = z.strictObject({ remote: remote.optional() });
const vitalsQuery = z.strictObject({
  remote,
  hours: z.coerce
    .number({ error: 'hours must be a whole number from 1 to 720' })
    .int('hours must be a whole number from 1 to 720')
    .min(1, 'hours must be a whole number from 1 to 720')
    .max(720, 'hours must be a whole number from 1 to 720')
    .optional(),
});
const statusQuery = z.strictObject({
  minutes: z.coerce.number().int().min(1).max(1440).optional(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The operator whose key this is. Every configured key is compared, in constant time, so
 * neither which key matched nor how much of it leaks through timing.
 */
export function operatorFor(keys: OperatorKey[], given: string): string | undefined {
  const givenDigest = digest(given);
  let found: string | undefined;
  for (const { name, key } of keys) {
    if (timingSafeEqual(digest(key), givenDigest) && found === undefined) found = name;
  }
  return found;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the release ledger records for this call: `staff:<name>`, or a deprecated operator. */
    operator?: string;
  }
}

/** The staff role that may see and change releases. */
export const RELEASE_ROLE: StaffRole = 'release';

/** The page that replaced the release managers' own page: the staff console's Releases. */
export const OLD_CONSOLE_PATH = '/travel/ops/console';
export const RELEASES_CONSOLE_PAGE = '/travel/ops/#/releases';

/** Sent with every answer to a call made with an operator key or token. */
export const OPERATOR_KEY_WARNING =
  '299 - "Operator keys are deprecated: use a staff token (STAFF_TOKEN) with the release role."';

/** The name the release ledger records for a staff member. */
export const staffOperator = (staff: Pick<StaffActor, 'name'>): string => `staff:${staff.name}`;

/**
 * /travel/ops/releases/*: release operations on the running site, for the `release` CLI with
 * --url and the staff console's Releases page. Called by a staff member with the release role,
 * with their personal token (`Authorization: Bearer stf_…`) or the console's session cookie
 * (a change then also needs the X-Travel-Ops header); 401 without a credential, 403 without the
 * role. Where RELEASE_OPERATOR_KEYS or RELEASE_OPERATOR_TOKEN_SECRET is set, an operator key or
 * signed token still works for now, deprecated: its answers carry `Deprecation: true` and a
 * `Warning`. Every change a staff member makes is also a row of the staff audit ledger, in the
 * same transaction as its release ledger row. Answers are JSON with an HTTP status.
 */
export function releaseOpsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const keys = deps.config.releases.operatorKeys;
  const tokenSecret = deps.config.releases.operatorTokenSecret;
  const operatorKeysOn = keys.length > 0 || Boolean(tokenSecret);
  /** The operator of a key or of a signed, unexpired token; undefined for anything else. */
  const authenticateOperator = (credential: string): string | undefined => {
    if (tokenSecret && credential.startsWith('rot1.')) {
      const check = verifyOperatorToken(tokenSecret, credential, deps.now());
      return check.ok ? check.operator : undefined;
    }
    return operatorFor(keys, credential);
  };
  /** The deprecated operators already warned about in this process's log. */
  const warned = new Set<string>();
  const ctx: ReleaseContext = {
    db: deps.db,
    releasesDir: deps.config.releasesDir,
    shellDist: deps.config.shellDist,
    now: deps.now,
  };
  const health = {
    maxFailureRate: deps.config.releases.canaryMaxFailureRate,
    minLoads: deps.config.releases.canaryMinLoads,
  };

  // The release managers' old page: its place is the staff console now.
  for (const url of [OLD_CONSOLE_PATH, `${OLD_CONSOLE_PATH}.js`]) {
    app.get(url, (_request, reply) =>
      reply.header('cache-control', 'no-store').redirect(RELEASES_CONSOLE_PAGE, 302),
    );
  }

  void app.register((scope, _options, done) => {
    scope.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const credential = bearer(request);
      const staffCredential =
        credential === undefined
          ? request.cookies[STAFF_SESSION_COOKIE] !== undefined
          : credential.startsWith(STAFF_TOKEN_PREFIX) || !operatorKeysOn;
      if (staffCredential) {
        const staff = await authenticateStaffRequest(deps, request, reply);
        if (!staff) return reply;
        if (!staff.roles.includes(RELEASE_ROLE)) {
          request.log.warn({ url: request.url, staff: staff.name }, 'release call without role');
          return reply.code(403).send({
            error: `Release operations need the ${RELEASE_ROLE} role; ${staff.name} has ${staff.roles.join(', ')}.`,
          });
        }
        request.operator = staffOperator(staff);
        return;
      }
      const operator = credential === undefined ? undefined : authenticateOperator(credential);
      if (!operator) {
        request.log.warn(
          { url: request.url, keyGiven: credential !== undefined },
          'release operator call refused',
        );
        return reply.code(401).send({
          error:
            credential === undefined
              ? 'A staff token with the release role is needed: Authorization: Bearer <staff token> (STAFF_TOKEN for the CLI), or sign in to the staff console.' +
                (operatorKeysOn
                  ? ' Operator keys and tokens (RELEASE_OPERATOR_KEY) still work for now but are deprecated.'
                  : '')
              : 'The operator key or token is not valid (or the token has expired).',
        });
      }
      reply.header('deprecation', 'true').header('warning', OPERATOR_KEY_WARNING);
      if (!warned.has(operator)) {
        warned.add(operator);
        request.log.warn(
          { operator },
          'release operator key or token used: deprecated, give this operator a staff token with the release role',
        );
      }
      request.operator = operator;
    });
    scope.addHook('onResponse', async (request, reply) => {
      if (!request.operator) return;
      request.log.info(
        {
          operator: request.operator,
          method: request.method,
          url: request.url,
          status: reply.statusCode,
        },
        'release operator call',
      );
    });
    scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof ReleaseError) {
        return reply
          .code(statusOf[error.kind])
          .send({ error: error.message, checks: error.checks });
      }
      if (error instanceof BadRequest) return reply.code(400).send({ error: error.message });
      const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
      if (status === 413) {
        return reply
          .code(413)
          .send({ error: `The upload is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.` });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ error: 'The request could not be read (send JSON).' });
      }
      request.log.error({ err: error }, 'release operation failed');
      return reply
        .code(500)
        .send({ error: 'The release operation failed on the server; see its log.' });
    });

    /**
     * The change a call asks for, as its operator. A staff member's change is also a row of the
     * staff audit ledger (`release.<action>`), written with its release ledger row.
     */
    const change = (
      request: FastifyRequest,
      body: { reason: string; force?: boolean; expectedLive?: string | null },
      auditAs?: 'publish',
    ): ReleaseChange => {
      const staff = request.staff;
      return {
        operator: request.operator ?? '',
        reason: body.reason,
        force: body.force,
        expectedLive: body.expectedLive,
        alsoRecord: staff
          ? (tx, moved) =>
              recordAudit(
                tx,
                staff,
                {
                  action: `release.${auditAs ?? moved.action}`,
                  record: `release:${moved.name}`,
                  reason: body.reason,
                  details: {
                    from: moved.from,
                    to: moved.to,
                    ...(moved.canaryPercent !== null ? { percent: moved.canaryPercent } : {}),
                    ...(moved.forced ? { forced: true } : {}),
                    ...(auditAs === 'publish' ? { activated: true } : {}),
                  },
                },
                moved.at,
              )
          : undefined,
      };
    };

    scope.get(OPS_PREFIX, async () => ({ releases: await listReleases(deps.db) }));

    scope.get(`${OPS_PREFIX}/me`, (request) => Promise.resolve({ operator: request.operator }));

    scope.get(`${OPS_PREFIX}/history`, async (request) => {
      const query = parse(historyQuery, request.query);
      return { entries: await releaseHistory(deps.db, query.remote) };
    });

    /** Each remote's last known good version, as /remotes.json names it. */
    const lastKnownGoodOf = async () => {
      const document = await remotesDocument(deps.db, { health });
      return (name: string) =>
        Object.entries(document.remotes).find(
          ([federation]) => federation.replace('_', '-') === name,
        )?.[1]?.lastKnownGood?.version ?? null;
    };

    scope.get(`${OPS_PREFIX}/status`, async (request) => {
      const minutes =
        parse(statusQuery, request.query).minutes ?? deps.config.releases.healthWindowMinutes;
      const lastKnownGood = await lastKnownGoodOf();
      return { minutes, remotes: await releaseStatus(deps.db, deps.now(), minutes, lastKnownGood) };
    });

    scope.get(`${OPS_PREFIX}/vitals`, async (request) => {
      const query = parse(vitalsQuery, request.query);
      const hours = query.hours ?? 6;
      // About 60 steps whatever the span: an hour's figures per minute, a day's per 24 minutes.
      const stepMinutes = hours;
      // Up to the end of the current minute, whose counts are still growing.
      const until = new Date(Math.floor(deps.now().getTime() / 60_000) * 60_000 + 60_000);
      const since = new Date(until.getTime() - hours * 3_600_000);
      const [live] = await deps.db.query<{ version: string; canary_version: string | null }>(
        'select version, canary_version from remote_live where name = $1',
        [query.remote],
      );
      const good = (await lastKnownGoodOf())(query.remote);
      const roles = [
        ['live', live?.version],
        ['canary', live?.canary_version],
        ['lastKnownGood', good],
      ] as const;
      const releases = [];
      for (const [role, version] of roles) {
        if (!version) continue;
        const of = { name: query.remote, version, since, until };
        releases.push({
          role,
          version,
          points: await vitalSeries(deps.db, { ...of, stepMinutes }),
          topErrors: await topErrors(deps.db, { ...of, limit: 10 }),
        });
      }
      return { remote: query.remote, since, until, stepMinutes, releases };
    });

    /** Publishes a build uploaded with the call, or a folder on the server's own machine. */
    const publishBuild = async (
      body: z.infer<typeof publishSchema>,
      options: PublishOptions,
    ): Promise<PublishResult> => {
      if ('folder' in body) {
        if (path.basename(path.resolve(body.folder)) !== body.remote) {
          throw new BadRequest(`folder: must be the ${body.remote} package folder`);
        }
        return publishRelease(ctx, path.resolve(body.folder), options);
      }
      const files = body.files.map((file) => ({
        path: file.path,
        content: Buffer.from(file.base64, 'base64'),
      }));
      const total = files.reduce((sum, file) => sum + file.content.length, 0);
      if (total > UPLOAD_MAX_BYTES) {
        throw new BadRequest(
          `files: the build is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
        );
      }
      const upload = path.join(deps.config.releasesDir, '.uploads', randomUUID());
      try {
        for (const file of files) {
          const target = path.join(upload, ...file.path.split('/'));
          try {
            await mkdir(path.dirname(target), { recursive: true });
            await writeFile(target, file.content, { flag: 'wx' });
          } catch {
            // The same path twice, or a file where another path needs a folder.
            throw new BadRequest(`files: ${file.path} clashes with another file of the upload`);
          }
        }
        return await publishDist(ctx, body.remote, body.packageVersion, upload, options);
      } finally {
        await rm(upload, { recursive: true, force: true });
      }
    };

    scope.post(`${OPS_PREFIX}/publish`, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
      const body = parse(publishSchema, request.body);
      if (body.activate && !body.reason) {
        throw new BadRequest('reason: a reason is required to make the release live');
      }
      // A publish that makes the build live is audited with its ledger row; any other after it.
      let audited = false;
      const liveChange = body.reason
        ? change(request, { reason: body.reason, force: body.force }, 'publish')
        : undefined;
      const record = liveChange?.alsoRecord;
      const options: PublishOptions = {
        activate: body.activate ? 'always' : false,
        change: liveChange && {
          ...liveChange,
          alsoRecord: record
            ? async (tx, moved) => {
                await record(tx, moved);
                audited = true;
              }
            : undefined,
        },
      };
      const result = await publishBuild(body, options);
      if (request.staff && !audited) {
        await recordAudit(
          deps.db,
          request.staff,
          {
            action: 'release.publish',
            record: `release:${result.name}`,
            reason: body.reason ?? null,
            details: { version: result.version, copied: result.copied, activated: false },
          },
          deps.now(),
        );
      }
      return result;
    });

    scope.post(`${OPS_PREFIX}/activate`, async (request) => {
      const body = parse(activateSchema, request.body);
      return activateRelease(ctx, body.remote, body.version, change(request, body));
    });

    scope.post(`${OPS_PREFIX}/rollback`, async (request) => {
      const body = parse(rollbackSchema, request.body);
      return rollbackRelease(ctx, body.remote, change(request, body));
    });

    scope.post(`${OPS_PREFIX}/canary`, async (request) => {
      const body = parse(canarySchema, request.body);
      return startCanary(
        ctx,
        body.remote,
        body.version,
        body.percent,
        change(request, body),
        body.autoPromoteMinutes ?? null,
      );
    });

    scope.post(`${OPS_PREFIX}/promote`, async (request) => {
      const body = parse(rollbackSchema, request.body);
      return promoteCanary(ctx, body.remote, change(request, body));
    });

    scope.post(`${OPS_PREFIX}/abort`, async (request) => {
      const body = parse(rollbackSchema, request.body);
      return abortCanary(ctx, body.remote, change(request, body));
    });

    releasePreviewOpsRoutes(scope, deps, OPS_PREFIX);
    done();
  });
}
