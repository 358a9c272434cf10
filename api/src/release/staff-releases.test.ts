import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { STAFF_ROLES, type StaffRole } from '../staff/staff';
import { STAFF_SESSION_COOKIE } from '../staff/sign-in';
import { remoteDist, testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import {
  type ConsoleSession,
  addStaffMemberLines,
  bootstrapAdmin,
  setUpConsole,
  setupCodeIn,
  tokenIn,
} from '../test-support/staff';
import { activateRelease, liveState, releaseHistory } from './live';

type Json = Record<string, unknown>;

/** Every release endpoint, as the CLI and the console's Releases page call them. */
const RELEASE_ENDPOINTS = [
  ['GET', ''],
  ['GET', '/me'],
  ['GET', '/history'],
  ['GET', '/status'],
  ['POST', '/publish'],
  ['POST', '/activate'],
  ['POST', '/rollback'],
  ['POST', '/canary'],
  ['POST', '/promote'],
  ['POST', '/abort'],
  ['GET', '/preview'],
  ['POST', '/preview'],
] as const;

/** A release call with a staff token or a console session (with X-Travel-Ops unless told). */
function call(
  app: FastifyInstance,
  credential: string | ConsoleSession,
  route: string,
  body?: object,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> =
    typeof credential === 'string'
      ? { authorization: `Bearer ${credential}` }
      : {
          cookie: `${STAFF_SESSION_COOKIE}=${credential.session}`,
          ...(credential.withHeader === false ? {} : { 'x-travel-ops': '1' }),
        };
  return app.inject({
    method: body ? 'POST' : 'GET',
    url: `/travel/ops/releases${route}`,
    headers,
    ...(body ? { body } : {}),
  });
}

/** The upload the CLI sends for a build of remote-coupons. */
async function upload(entry: string) {
  const files = Object.entries(await remoteDist('remote-coupons', { entry })).map(
    ([path, content]) => ({ path, base64: Buffer.from(content).toString('base64') }),
  );
  return { remote: 'remote-coupons', packageVersion: '1.0.0', files };
}

describe.each(engines)('release operations by staff, without operator keys, on %s', (engine) => {
  const database = useTestDatabase(engine);
  let db: Database;
  let app: FastifyInstance;
  let config: Config;
  let admin: string;
  const tokens = {} as Record<StaffRole, string>;
  const sessions = {} as Record<StaffRole, ConsoleSession>;
  const names = {} as Record<StaffRole, string>;

  beforeAll(async () => {
    db = database().db;
    ({ app, config } = await testApp(db));
    admin = await bootstrapAdmin(app, config);
    for (const role of STAFF_ROLES) {
      names[role] = `${role[0]?.toUpperCase()}${role.slice(1)} Person`;
      const lines = await addStaffMemberLines(
        app,
        admin,
        `${role}.${engine}@hegtravel.example`,
        [role],
        names[role],
      );
      tokens[role] = tokenIn(lines);
      const { session } = await setUpConsole(app, setupCodeIn(lines), `${role} pass phrase`);
      sessions[role] = { session };
    }
  });

  const auditOf = async (remote: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/travel/ops/audit?record=release:${remote}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ entries: Json[] }>().entries.reverse();
  };

  it('refuses every release endpoint to a staff member without the release role (403)', async () => {
    for (const role of STAFF_ROLES) {
      for (const [via, credential] of [
        ['token', tokens[role]],
        ['session', sessions[role]],
      ] as const) {
        for (const [method, route] of RELEASE_ENDPOINTS) {
          const response = await call(app, credential, route, method === 'POST' ? {} : undefined);
          const label = `${method} ${route || '/'} as ${role} by ${via}`;
          if (role === 'release') {
            expect([401, 403], label).not.toContain(response.statusCode);
            continue;
          }
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toEqual({
            error: `Release operations need the release role; ${names[role]} has ${role}.`,
          });
        }
      }
    }
    expect(await auditOf('remote-coupons')).toEqual([]);
  });

  it('refuses a call without a credential or with a bad one (401), and a browser change without the console’s header', async () => {
    const none = await app.inject({ method: 'GET', url: '/travel/ops/releases/status' });
    expect(none.statusCode).toBe(401);
    expect(none.json<Json>().error).toMatch(/^A staff token with the release role is needed/);
    const badToken = await call(app, 'stf_not-a-token-of-this-site', '/status');
    expect(badToken.statusCode).toBe(401);
    const badSession = await call(app, { session: 'not-a-session-of-this-site' }, '/status');
    expect(badSession.statusCode).toBe(401);
    const forged = await call(app, { ...sessions.release, withHeader: false }, '/rollback', {
      remote: 'remote-coupons',
      reason: 'from another page',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      error: 'Staff actions from a browser must come from the console.',
    });
    // A read from the console needs no header.
    const read = await call(app, { ...sessions.release, withHeader: false }, '/history');
    expect(read.json()).toEqual({ entries: [] });
  });

  it('names the staff member as the operator, by token and by session, with no deprecation', async () => {
    for (const credential of [tokens.release, sessions.release]) {
      const me = await call(app, credential, '/me');
      expect(me.json()).toEqual({ operator: 'staff:Release Person' });
      expect(me.headers.deprecation).toBeUndefined();
      expect(me.headers.warning).toBeUndefined();
    }
  });

  it('publishes, rolls back, starts, promotes and aborts canaries by token and by console session; both ledgers record each change', async () => {
    const token = tokens.release;
    const session = sessions.release;
    const ok = async (response: Promise<LightMyRequestResponse>) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Json>();
    };

    const v1 = String(
      (
        await ok(
          call(app, token, '/publish', {
            ...(await upload('/* v1 */')),
            activate: true,
            reason: 'first release',
          }),
        )
      ).version,
    );
    const v2 = String((await ok(call(app, session, '/publish', await upload('/* v2 */')))).version);
    await ok(
      call(app, session, '/activate', {
        remote: 'remote-coupons',
        version: v2,
        reason: 'new coupon card',
      }),
    );
    expect(
      await ok(call(app, token, '/rollback', { remote: 'remote-coupons', reason: 'blank page' })),
    ).toMatchObject({ action: 'rollback', from: v2, to: v1 });
    await ok(
      call(app, session, '/canary', {
        remote: 'remote-coupons',
        version: v2,
        percent: 10,
        reason: 'fixed card, 10 %',
      }),
    );
    expect(
      await ok(call(app, session, '/promote', { remote: 'remote-coupons', reason: 'healthy' })),
    ).toMatchObject({ action: 'promote', from: v1, to: v2 });
    await ok(
      call(app, token, '/canary', {
        remote: 'remote-coupons',
        version: v1,
        percent: 20,
        reason: 'old card again',
      }),
    );
    await ok(call(app, session, '/abort', { remote: 'remote-coupons', reason: 'seen enough' }));
    expect((await liveState(db, 'remote-coupons')).live).toBe(v2);

    // A refused change is in neither ledger.
    const refused = await call(app, token, '/activate', {
      remote: 'remote-coupons',
      version: '9.9.9-deadbeef',
      reason: 'no such build',
    });
    expect(refused.statusCode).toBe(404);

    const operator = 'staff:Release Person';
    expect(
      (await releaseHistory(db, 'remote-coupons')).map((entry) => [
        entry.action,
        entry.operator,
        entry.reason,
        entry.from,
        entry.to,
      ]),
    ).toEqual([
      ['activate', operator, 'first release', null, v1],
      ['activate', operator, 'new coupon card', v1, v2],
      ['rollback', operator, 'blank page', v2, v1],
      ['canary', operator, 'fixed card, 10 %', v1, v2],
      ['promote', operator, 'healthy', v1, v2],
      ['canary', operator, 'old card again', v2, v1],
      ['abort', operator, 'seen enough', v1, v2],
    ]);
    const history = await ok(call(app, session, '/history?remote=remote-coupons'));
    expect((history.entries as Json[]).every((entry) => entry.operator === operator)).toBe(true);

    const audit = await auditOf('remote-coupons');
    expect(audit.every((entry) => entry.actor === 'Release Person')).toBe(true);
    expect(audit.map((entry) => [entry.action, entry.reason, entry.details])).toEqual([
      ['release.publish', 'first release', { from: null, to: v1, activated: true }],
      ['release.publish', null, { version: v2, copied: true, activated: false }],
      ['release.activate', 'new coupon card', { from: v1, to: v2 }],
      ['release.rollback', 'blank page', { from: v2, to: v1 }],
      ['release.canary', 'fixed card, 10 %', { from: v1, to: v2, percent: 10 }],
      ['release.promote', 'healthy', { from: v1, to: v2 }],
      ['release.canary', 'old card again', { from: v2, to: v1, percent: 20 }],
      ['release.abort', 'seen enough', { from: v1, to: v2 }],
    ]);
    // Each change's audit row has its ledger row's time.
    const ledger = await releaseHistory(db, 'remote-coupons');
    expect(
      audit.filter((entry) => (entry.details as Json).activated !== false).map((e) => e.at),
    ).toEqual(ledger.map((entry) => entry.at.toISOString()));
  });

  it('keeps a change and its audit row together: when the audit write fails, nothing changes', async () => {
    const ctx = { db, releasesDir: config.releasesDir, shellDist: config.shellDist };
    const before = await liveState(db, 'remote-coupons');
    const ledgerBefore = (await releaseHistory(db, 'remote-coupons')).length;
    const [earlier] = await releaseHistory(db, 'remote-coupons');
    await expect(
      activateRelease(ctx, 'remote-coupons', String(earlier?.to), {
        operator: 'staff:Release Person',
        reason: 'audit is down',
        alsoRecord: () => Promise.reject(new Error('the audit ledger is unavailable')),
      }),
    ).rejects.toThrow('the audit ledger is unavailable');
    expect(await liveState(db, 'remote-coupons')).toEqual(before);
    expect(await releaseHistory(db, 'remote-coupons')).toHaveLength(ledgerBefore);
  });
});
