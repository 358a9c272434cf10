import { API_CONTRACT, type ApiPath, SUCCESS_CODE } from '@travel/shared/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { API_BODY_LIMIT } from '../http/api-path';
import { XSRF_EXEMPT_PATHS } from '../http/xsrf';
import { checkApiEnvelope, post } from '../test-support/http';
import {
  type JsonSchema,
  type KnownValues,
  type Mutation,
  mutationOf,
  valueOf,
} from './arbitraries';

/** Tables a refused request must leave as they were: rows counted, and contents hashed where marked. */
export const GUARDED_TABLES: Record<string, 'count' | 'content'> = {
  app_user: 'content',
  user_session: 'count',
  signup_attempt: 'count',
  sms_otp: 'count',
  sms_outbox: 'count',
  contact_message: 'content',
  coupon_order: 'content',
  coupon_order_event: 'count',
  coupon_refund: 'content',
  coupon_refund_event: 'count',
  payment_intent: 'count',
  payment_refund: 'count',
  draw_entry: 'content',
  flight_order: 'content',
  flight_order_traveller: 'content',
  flight_order_event: 'count',
  flight_coupon_hold: 'content',
  flight_refund: 'content',
  flight_refund_event: 'count',
};

const snapshotSql = `select ${Object.entries(GUARDED_TABLES)
  .map(([table, kind]) =>
    kind === 'count'
      ? `(select count(*) from ${table})::text as ${table}`
      : `(select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
  )
  .join(', ')}`;

async function snapshot(db: Queryable): Promise<Record<string, string>> {
  const [row] = await db.query<Record<string, string>>(snapshotSql);
  return row ?? {};
}

export interface FuzzTarget {
  app: FastifyInstance;
  db: Queryable;
  operatorKey: string;
  known: KnownValues;
  /** Whole bodies that pass every rule, so some cases reach a success whatever the schema allows. */
  examples: Partial<Record<ApiPath, readonly object[]>>;
  /** The signed-in traveller's token. */
  token: () => string;
  /** Signs the traveller in again (after a fuzzed sign-out succeeded). */
  renewSession: () => Promise<void>;
  /** Waits for work the app does after answering (a gateway's webhooks). */
  settle: () => Promise<void>;
  /** A client address per case keeps the per-IP limits from hiding the deeper answers. */
  ip: () => string;
}

export interface PathReport {
  path: ApiPath;
  cases: number;
  /** Answers by envelope code, e.g. { '200': 40, '400': 55, '419': 5 }. */
  codes: Record<string, number>;
  mutations: Partial<Record<Mutation | 'valid', number>>;
}

type Credentials = 'none' | 'session';
type OperatorKey = 'none' | 'right' | 'wrong';

interface Case {
  mutation: Mutation | 'valid';
  body: unknown;
  raw?: string;
  credentials: Credentials;
  operatorKey: OperatorKey;
  xsrf: boolean;
}

function caseArbitrary(
  path: ApiPath,
  known: KnownValues,
  examples: readonly object[] = [],
): fc.Arbitrary<Case> {
  const schema = z.toJSONSchema(API_CONTRACT[path].request, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const generated = valueOf(schema, known);
  const valid = examples.length
    ? fc.oneof(generated, fc.constantFrom<unknown>(...examples))
    : generated;
  const body = fc.oneof(
    { arbitrary: valid.map((b) => ({ mutation: 'valid' as const, body: b })), weight: 2 },
    { arbitrary: mutationOf(valid), weight: 3 },
  );
  const operator = API_CONTRACT[path].access === 'operator';
  return fc
    .record({
      sent: body,
      credentials: fc.constantFrom<Credentials>('none', 'session'),
      operatorKey: operator
        ? fc.constantFrom<OperatorKey>('right', 'right', 'wrong', 'none')
        : fc.constant<OperatorKey>('none'),
      xsrf: fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, fc.constant(false)),
    })
    .map(({ sent, ...rest }) => ({ ...sent, ...rest }));
}

function describeCase(c: Case): string {
  const body = c.raw ?? JSON.stringify(c.body) ?? 'nothing';
  const shown = body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body;
  return `${c.mutation}, ${c.credentials}, operator key ${c.operatorKey}, xsrf ${c.xsrf}: ${shown}`;
}

/** The JSON parser refuses these keys (prototype poisoning) with HTTP 400, as for broken JSON. */
const POISONING_KEY = /"(?:__proto__|constructor)":/;

/** Why an answer breaks the API's promises, or null when it keeps them. */
function brokenPromise(path: ApiPath, c: Case, payload: string, status: number, json: unknown) {
  if (status >= 500) return `HTTP ${status}`;
  if (
    typeof json !== 'object' ||
    json === null ||
    typeof (json as { code?: unknown }).code !== 'number' ||
    typeof (json as { msg?: unknown }).msg !== 'string' ||
    !('data' in json)
  ) {
    return `not the envelope {code, msg, data}: ${JSON.stringify(json)}`;
  }
  const code = (json as { code?: unknown }).code;
  if (status === 200) return null;
  if (code === SUCCESS_CODE) return `HTTP ${status} with code 200`;
  const exempt = XSRF_EXEMPT_PATHS.has(path);
  const documented =
    (status === 403 && code === 419 && !c.xsrf && !exempt) ||
    (status === 403 &&
      code === 403 &&
      API_CONTRACT[path].access === 'operator' &&
      c.operatorKey !== 'right') ||
    (status === 413 && code === 413 && Buffer.byteLength(payload) > API_BODY_LIMIT) ||
    (status === 400 && code === 400 && (c.raw !== undefined || POISONING_KEY.test(payload)));
  return documented ? null : `HTTP ${status} code ${String(code)} is not a documented refusal here`;
}

/** Sends `runs` generated cases to one path and checks every answer; throws on the first broken one. */
export async function fuzzPath(
  target: FuzzTarget,
  path: ApiPath,
  runs: number,
  seed?: number,
): Promise<PathReport> {
  const report: PathReport = { path, cases: 0, codes: {}, mutations: {} };
  const property = fc.asyncProperty(
    caseArbitrary(path, target.known, target.examples[path]),
    async (c) => {
      const payload = c.raw ?? JSON.stringify(c.body) ?? '';
      const headers: Record<string, string> = {};
      if (c.operatorKey !== 'none') {
        headers['x-operator-key'] =
          c.operatorKey === 'right' ? target.operatorKey : `${target.operatorKey}x`;
      }
      await target.settle();
      const before = await snapshot(target.db);
      const response = await post(target.app, path, undefined, {
        payload,
        headers,
        ip: target.ip(),
        token: c.credentials === 'session' ? target.token() : undefined,
        ...(c.xsrf ? {} : { xsrf: null }),
      });
      let json: unknown;
      try {
        json = response.json();
      } catch {
        json = response.body;
      }
      const broken = brokenPromise(path, c, payload, response.statusCode, json);
      if (broken) throw new Error(`${path}: ${broken}\n  case: ${describeCase(c)}`);
      const code = (json as { code: number }).code;
      if (code === SUCCESS_CODE) {
        checkApiEnvelope(path, json);
        if (path === '/travel/api/user/loginOut' && c.credentials === 'session') {
          await target.renewSession();
        }
      } else {
        await target.settle();
        const after = await snapshot(target.db);
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        if (changed.length) {
          throw new Error(
            `${path}: refused with code ${code} but changed ${changed.join(', ')}\n  case: ${describeCase(c)}`,
          );
        }
      }
      report.cases += 1;
      report.codes[code] = (report.codes[code] ?? 0) + 1;
      report.mutations[c.mutation] = (report.mutations[c.mutation] ?? 0) + 1;
    },
  );
  // fc.check, not fc.assert: printing a counterexample nested thousands deep overflows the stack.
  const result = await fc.check(property, { numRuns: runs, seed, endOnFailure: true });
  if (result.failed) {
    const cause =
      result.errorInstance instanceof Error
        ? result.errorInstance.message
        : String(result.errorInstance);
    throw new Error(`${cause}\n  (FUZZ_SEED=${result.seed}, after ${result.numRuns} cases)`);
  }
  return report;
}

/** The per-path counts as a table for the console. */
export function formatReports(reports: PathReport[]): string {
  const lines = reports.map((r) => {
    const codes = Object.entries(r.codes)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([code, n]) => `${code}:${n}`)
      .join(' ');
    return `${String(r.cases).padStart(6)}  ${r.path.padEnd(48)} ${codes}`;
  });
  const total = reports.reduce((sum, r) => sum + r.cases, 0);
  const kinds: Record<string, number> = {};
  for (const r of reports) {
    for (const [kind, n] of Object.entries(r.mutations)) kinds[kind] = (kinds[kind] ?? 0) + n;
  }
  const byKind = Object.entries(kinds)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  return [
    ...lines,
    `${String(total).padStart(6)}  cases in all, every answer kept the contract`,
    `        bodies: ${byKind}`,
  ].join('\n');
}
