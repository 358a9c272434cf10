import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { enqueueDrawWon } from '../coupons/coupon-messages';
import { holdDraw, listPublicDraws, openDraw } from '../coupons/draws';
import { addSeries, endSeriesEarly, listSeriesForStaff } from '../coupons/series';
import { type RefundDecisionHook, approveRefund, rejectRefund } from '../coupons/refunds';
import { reconciliationStatus } from '../finance/reconciliation';
import { attentionOrders, queuedRefund, refundQueue } from '../finance/refund-queue';
import { resendRefund } from '../finance/resend';
import { ApiError } from '../http/envelope';
import { runAndRecord } from '../payments/reconcile';
import { BadRequest, OPS_ERROR_STATUS, OpsError, bearer, parse } from '../http/ops-json';
import { customerPage, findForSupport } from '../support/customers';
import { INBOX_STATUSES, STAFF_ENDPOINTS } from '@travel/shared/contracts';
import { assignMessage, listInbox, replyToMessage, setMessageStatus } from '../support/inbox';
import type { RouteDeps } from '../routes/deps';
import { readMachineKey } from './machine-key';
import { authenticateStaffRequest } from './staff-request';
import { OPEN_SIGN_IN_PATHS, staffSignInRoutes } from './sign-in-routes';
import {
  STAFF_ROLES,
  type StaffActor,
  addStaff,
  createOwnToken,
  disableStaff,
  listAudit,
  listStaff,
  recordAudit,
  resetStaff,
  revokeToken,
} from './staff';

export const STAFF_OPS_PREFIX = '/travel/ops';

export const BOOTSTRAP_PATH = '/travel/ops/staff/bootstrap';

/** A consistent copy of the embedded database, for `pnpm --filter api backup` on the server. */
export const BACKUP_PATH = '/travel/ops/backup';
/** The SHA-256 of the backup's bytes, so the CLI can tell a whole copy from a cut one. */
export const BACKUP_DIGEST_HEADER = 'x-backup-sha256';

const reason = z
  .string({ error: 'reason is required: say why, for the audit ledger' })
  .trim()
  .min(3, 'reason is required: say why, for the audit ledger')
  .max(500, 'reason must be at most 500 characters');
const email = z.string({ error: 'email is required' }).max(200);
const name = z.string({ error: 'name is required' }).max(200);
const roles = z
  .array(z.string().max(40), { error: `roles must be a list of ${STAFF_ROLES.join(', ')}` })
  .max(10);
const indiaDay = z.string({ error: 'dates are required, such as 2027-01-01' }).max(20);

const bootstrapSchema = z.strictObject({ email, name });
const addStaffSchema = z.strictObject({ email, name, roles });
const disableSchema = z.strictObject({ email, reason });
const resetSchema = z.strictObject({ email, reason });
const tokenSchema = z.strictObject({
  label: z.string().trim().min(1).max(80).default('personal token'),
});
const revokeSchema = z.strictObject({
  tokenId: z.number({ error: 'tokenId must be a number' }).int().positive(),
});
const auditQuery = z.strictObject({
  record: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
const addSeriesSchema = z.strictObject({
  name: z.string({ error: 'name is required, such as 2027' }).max(40),
  from: indiaDay,
  until: indiaDay,
  expires: indiaDay.optional(),
  like: z.string().max(40).optional(),
  tiers: z
    .array(
      z.strictObject({
        payRupees: z.number({ error: 'tier prices must be numbers' }),
        getRupees: z.number({ error: 'tier prices must be numbers' }),
      }),
    )
    .min(1, 'tiers must hold at least one tier')
    .max(20, 'a series has at most 20 tiers')
    .optional(),
  reason: z.string().trim().max(500).optional(),
});
const endSeriesSchema = z.strictObject({ name: z.string().max(40), reason });
const findQuery = z.strictObject({
  q: z.string({ error: 'q is required: a PNR, order id, coupon code, mobile or e-mail' }).max(200),
});
const customerParams = z.strictObject({ uid: z.string().max(64) });
const refundDecision = z.strictObject({
  refundId: z.string({ error: 'refundId is required, such as RF20261122M4P7W2QA' }).trim().max(40),
  reason,
});
const reconcileSchema = z.strictObject({ reason });
const inboxQuery = z.strictObject({
  status: z
    .enum(['open', ...INBOX_STATUSES], { error: 'status must be open, new, answered or closed' })
    .optional(),
});
const reference = z.string({ error: 'reference is required, such as HT-C-7K3M9Q' }).max(20);
const replySchema = z.strictObject({
  reference,
  body: z.string({ error: 'body is required' }).max(6000),
});
const statusSchema = z.strictObject({
  reference,
  status: z.enum(INBOX_STATUSES, { error: 'status must be new, answered or closed' }),
  reason,
});
const assignSchema = z.strictObject({ reference, assignee: z.string().max(200).nullable() });
const openDrawSchema = z.strictObject({
  period: z.string({ error: 'period is required, such as 2027-01' }).max(10),
  reason,
});
const holdDrawSchema = z.strictObject({
  drawId: z.string({ error: 'drawId is required, such as DR-2026-12' }).max(20),
  winners: z
    .number({ error: 'winners must be a whole number from 1 to 100' })
    .int('winners must be a whole number from 1 to 100')
    .default(1),
  reason,
});

const digest = (value: string) => createHash('sha256').update(value).digest();

function isLoopback(request: FastifyRequest): boolean {
  // The socket's own peer, never X-Forwarded-For: the bootstrap is for the machine itself.
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * /travel/ops/staff, /travel/ops/audit, /travel/ops/coupons...: the staff's calls, made by the
 * CLIs with `Authorization: Bearer <STAFF_TOKEN>` or by the console in a browser with its
 * session cookie (a change then needs the X-Travel-Ops header too). 401 without a valid token
 * or session, 403 without the endpoint's role. Every change is one row of the staff audit
 * ledger, with the staff member's name. Answers are JSON with an HTTP status.
 */
export function staffOpsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;

  /** The caller is this machine and holds its key (DATA_DIR/staff-machine.key). */
  async function fromServerMachine(request: FastifyRequest): Promise<boolean> {
    const given = bearer(request);
    let key: string | undefined;
    try {
      key = await readMachineKey(deps.config.dataDir);
    } catch {
      key = undefined;
    }
    return (
      key !== undefined &&
      given !== undefined &&
      timingSafeEqual(digest(key), digest(given)) &&
      isLoopback(request)
    );
  }

  void app.register((scope, _options, done) => {
    scope.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const path = request.url.split('?')[0] ?? '';
      if (path === BOOTSTRAP_PATH || path === BACKUP_PATH || OPEN_SIGN_IN_PATHS.has(path)) return;
      await authenticateStaffRequest(deps, request, reply);
    });
    scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof OpsError) {
        return reply.code(OPS_ERROR_STATUS[error.kind]).send({ error: error.message });
      }
      if (error instanceof BadRequest) return reply.code(400).send({ error: error.message });
      // A business error of the visitor's API (a refund already approved...): its code.
      if (error instanceof ApiError) {
        const code = error.code >= 400 && error.code < 500 ? error.code : 409;
        return reply.code(code).send({ error: error.message });
      }
      const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ error: 'The request could not be read (send JSON).' });
      }
      request.log.error({ err: error }, 'staff operation failed');
      return reply.code(500).send({ error: 'The operation failed on the server; see its log.' });
    });

    type Endpoint = (typeof STAFF_ENDPOINTS)[keyof typeof STAFF_ENDPOINTS];
    const route = (
      endpoint: Endpoint,
      handler: (
        request: FastifyRequest,
        staff: StaffActor,
        reply: FastifyReply,
      ) => Promise<unknown>,
    ) => {
      scope.route({
        method: endpoint.method,
        url: endpoint.url,
        handler: async (request, reply) => {
          const staff = request.staff as StaffActor;
          const allowed = endpoint.roles;
          if (allowed !== 'any' && !staff.roles.some((role) => allowed.includes(role as never))) {
            return reply.code(403).send({
              error: `This needs the ${allowed.join(' or ')} role; ${staff.name} has ${staff.roles.join(', ')}.`,
            });
          }
          return handler(request, staff, reply);
        },
      });
    };

    scope.post(BOOTSTRAP_PATH, async (request, reply) => {
      if (!(await fromServerMachine(request))) {
        request.log.warn('staff bootstrap refused');
        return reply.code(401).send({
          error:
            'Only the server machine can do this: run `pnpm --filter api staff bootstrap` there, with the same DATA_DIR as the server.',
        });
      }
      const body = parse(bootstrapSchema, request.body);
      return addStaff(db, { ...body, roles: ['admin'] }, null, now());
    });

    scope.post(BACKUP_PATH, async (request, reply) => {
      if (!(await fromServerMachine(request))) {
        request.log.warn('backup refused');
        return reply.code(401).send({
          error:
            'Only the server machine can do this: run `pnpm --filter api backup` there, with the same DATA_DIR as the server.',
        });
      }
      if (!db.snapshot) {
        return reply.code(409).send({
          error:
            'This site runs on PostgreSQL (DATABASE_URL): `pnpm --filter api backup` runs pg_dump for it.',
        });
      }
      const startedAt = Date.now();
      const bytes = await db.snapshot();
      request.log.info({ bytes: bytes.length, ms: Date.now() - startedAt }, 'backup taken');
      return reply
        .header('content-type', 'application/gzip')
        .header(BACKUP_DIGEST_HEADER, createHash('sha256').update(bytes).digest('hex'))
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });

    staffSignInRoutes(scope, deps);

    route(STAFF_ENDPOINTS.me, (_request, staff) =>
      Promise.resolve({ name: staff.name, email: staff.email, roles: staff.roles }),
    );

    route(STAFF_ENDPOINTS.listStaff, async () => ({ staff: await listStaff(db) }));

    route(STAFF_ENDPOINTS.addStaff, async (request, staff) =>
      addStaff(db, parse(addStaffSchema, request.body), staff, now()),
    );

    route(STAFF_ENDPOINTS.disableStaff, async (request, staff) => {
      const body = parse(disableSchema, request.body);
      return { staff: await disableStaff(db, body.email, body.reason, staff, now()) };
    });

    route(STAFF_ENDPOINTS.resetStaff, async (request, staff) => {
      const body = parse(resetSchema, request.body);
      return resetStaff(db, body.email, body.reason, staff, now());
    });

    route(STAFF_ENDPOINTS.createToken, async (request, staff) => {
      const body = parse(tokenSchema, request.body);
      return createOwnToken(db, staff, body.label, now());
    });

    route(STAFF_ENDPOINTS.revokeToken, async (request, staff) => {
      const body = parse(revokeSchema, request.body);
      await revokeToken(db, body.tokenId, staff, now());
      return { revoked: body.tokenId };
    });

    route(STAFF_ENDPOINTS.audit, async (request) => {
      const query = parse(auditQuery, request.query);
      return { entries: await listAudit(db, query) };
    });

    route(STAFF_ENDPOINTS.listSeries, async () => listSeriesForStaff(db, now()));

    route(STAFF_ENDPOINTS.addSeries, async (request, staff) => {
      const body = parse(addSeriesSchema, request.body);
      const at = now();
      return addSeries(db, body, staff.name, at, (tx, added) =>
        recordAudit(
          tx,
          staff,
          {
            action: 'coupon-series.add',
            record: `coupon-series:${added.name}`,
            reason: body.reason || null,
            details: {
              saleFrom: added.saleFrom,
              saleUntil: added.saleUntil,
              expirationDate: added.expirationDate,
              like: body.like ?? null,
              tiers: added.tiers,
            },
          },
          at,
        ),
      );
    });

    route(STAFF_ENDPOINTS.endSeries, async (request, staff) => {
      const body = parse(endSeriesSchema, request.body);
      const at = now();
      const series = await endSeriesEarly(db, body.name, at, (tx, ended) =>
        recordAudit(
          tx,
          staff,
          {
            action: ended.status === 'withdrawn' ? 'coupon-series.withdraw' : 'coupon-series.end',
            record: `coupon-series:${ended.name}`,
            reason: body.reason,
            details: { saleFrom: ended.saleFrom, saleUntil: ended.saleUntil },
          },
          at,
        ),
      );
      return { series };
    });
    route(STAFF_ENDPOINTS.find, async (request) =>
      findForSupport(db, parse(findQuery, request.query).q),
    );

    route(STAFF_ENDPOINTS.customer, async (request) =>
      customerPage(db, parse(customerParams, request.params).uid),
    );

    route(STAFF_ENDPOINTS.refundQueue, async () => {
      const at = now();
      return { refunds: await refundQueue(db, at), attention: await attentionOrders(db) };
    });

    // The decision and its ledger row are one transaction: both happen, or neither.
    const refundAudit =
      (staff: StaffActor, action: string, reason: string): RefundDecisionHook =>
      (tx, refund) =>
        recordAudit(
          tx,
          staff,
          {
            action,
            record: `refund:${refund.refundId}`,
            reason,
            details: { orderId: refund.orderId, amountPaise: refund.amountPaise },
          },
          now(),
        );

    route(STAFF_ENDPOINTS.approveRefund, async (request, staff) => {
      const body = parse(refundDecision, request.body);
      const refund = await approveRefund(
        { db, gateway: deps.gateway, now, logger: request.log },
        { refundId: body.refundId },
        `staff:${staff.name}`,
        true,
        refundAudit(staff, 'refund.approve', body.reason),
      );
      return { refund };
    });

    route(STAFF_ENDPOINTS.rejectRefund, async (request, staff) => {
      const body = parse(refundDecision, request.body);
      const refund = await rejectRefund(
        { db, now },
        body.refundId,
        body.reason,
        `staff:${staff.name}`,
        refundAudit(staff, 'refund.reject', body.reason),
      );
      return { refund };
    });

    // Back to the gateway by the original route, once: the move and its ledger row are one
    // transaction; the gateway is called after it commits.
    route(STAFF_ENDPOINTS.resendRefund, async (request, staff) => {
      const body = parse(refundDecision, request.body);
      const at = now();
      await resendRefund(
        { db, gateway: deps.gateway, now, logger: request.log },
        body.refundId,
        `staff:${staff.name}`,
        (tx, refund) =>
          recordAudit(
            tx,
            staff,
            {
              action: 'refund.resend',
              record: `refund:${refund.refundId}`,
              reason: body.reason,
              details: {
                orderId: refund.orderId,
                amountPaise: refund.amountPaise,
                previousFailure: refund.previousFailure,
              },
            },
            at,
          ),
      );
      return { refund: await queuedRefund(db, body.refundId, now()) };
    });

    route(STAFF_ENDPOINTS.reconciliation, async () =>
      reconciliationStatus(db, now(), deps.config.reconcileIntervalMs),
    );

    // The run's summary and its ledger row are kept in one transaction.
    route(STAFF_ENDPOINTS.reconcile, async (request, staff) => {
      const body = parse(reconcileSchema, request.body);
      const run = await runAndRecord(
        { db, gateway: deps.gateway, now, logger: request.log },
        `staff:${staff.name}`,
        (tx, kept) =>
          recordAudit(
            tx,
            staff,
            {
              action: 'payments.reconcile',
              record: `reconcile-run:${kept.id}`,
              reason: body.reason,
              details: {
                ran: kept.ran,
                ordersAsked: kept.ordersAsked,
                paymentsApplied: kept.paymentsApplied,
                ordersClosed: kept.ordersClosed,
                refundsSent: kept.refundsSent,
                refundsSettled: kept.refundsSettled,
                returnsSent: kept.returnsSent,
                gatewayErrors: kept.gatewayErrors,
                error: kept.error,
              },
            },
            now(),
          ),
      );
      return { run };
    });

    route(STAFF_ENDPOINTS.inbox, async (request) => ({
      messages: await listInbox(db, now(), parse(inboxQuery, request.query)),
    }));

    route(STAFF_ENDPOINTS.reply, async (request, staff) => {
      const body = parse(replySchema, request.body);
      return { message: await replyToMessage(db, body.reference, body.body, staff, now()) };
    });

    route(STAFF_ENDPOINTS.messageStatus, async (request, staff) => {
      const body = parse(statusSchema, request.body);
      return {
        message: await setMessageStatus(db, body.reference, body.status, body.reason, staff, now()),
      };
    });

    route(STAFF_ENDPOINTS.assignMessage, async (request, staff) => {
      const body = parse(assignSchema, request.body);
      return { message: await assignMessage(db, body.reference, body.assignee, staff, now()) };
    });

    route(STAFF_ENDPOINTS.draws, async () => ({ draws: await listPublicDraws(db, now()) }));

    route(STAFF_ENDPOINTS.openDraw, async (request, staff) => {
      const body = parse(openDrawSchema, request.body);
      const at = now();
      const draw = await db.transaction(async (tx) => {
        const opened = await openDraw(tx, body.period, at);
        await recordAudit(
          tx,
          staff,
          {
            action: 'draw.open',
            record: `draw:${opened.drawId}`,
            reason: body.reason,
            details: { seedHash: opened.seedHash },
          },
          at,
        );
        return opened;
      });
      return { draw };
    });

    // The winners are e-mailed and the ledger written in the transaction that holds the draw.
    route(STAFF_ENDPOINTS.holdDraw, async (request, staff) => {
      const body = parse(holdDrawSchema, request.body);
      const at = now();
      let winnersNotified = 0;
      const held = await holdDraw(db, body.drawId, body.winners, at, async (tx, result) => {
        winnersNotified = await enqueueDrawWon(tx, result.draw, result.winnerOrderIds, at);
        await recordAudit(
          tx,
          staff,
          {
            action: 'draw.hold',
            record: `draw:${result.draw.drawId}`,
            reason: body.reason,
            details: {
              validEntries: result.draw.entryCount,
              winningEntries: result.draw.winningEntryNumbers,
              winnerOrderIds: result.winnerOrderIds,
            },
          },
          at,
        );
      });
      return { draw: held.draw, winnerOrderIds: held.winnerOrderIds, winnersNotified };
    });
    done();
  });
}
