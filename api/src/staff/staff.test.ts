import { beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../cli/staff';
import type { Config } from '../config';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import {
  type ConsoleSession,
  addStaffMember,
  addStaffMemberLines,
  bootstrapAdmin,
  listeningSite,
  setUpConsole,
  setupCodeIn,
  staffRequest,
  tokenIn,
} from '../test-support/staff';
import { STAFF_ROLES, type StaffRole } from './staff';
import { STAFF_ENDPOINTS } from '@travel/shared/contracts';
import { BOOTSTRAP_PATH } from './ops-routes';

// Who may call what: the matrix the ops routes must enforce, written out by hand.
const EXPECTED: Record<keyof typeof STAFF_ENDPOINTS, 'any' | StaffRole[]> = {
  me: 'any',
  listStaff: ['admin'],
  addStaff: ['admin'],
  disableStaff: ['admin'],
  resetStaff: ['admin'],
  createToken: 'any',
  revokeToken: 'any',
  audit: ['admin'],
  listSeries: ['catalogue', 'admin'],
  addSeries: ['catalogue'],
  endSeries: ['catalogue'],
  find: ['support', 'finance'],
  customer: ['support', 'finance'],
  refundQueue: ['finance'],
  approveRefund: ['finance'],
  rejectRefund: ['finance'],
  resendRefund: ['finance'],
  reconciliation: ['finance'],
  reconcile: ['finance'],
  inbox: ['support'],
  reply: ['support'],
  messageStatus: ['support'],
  assignMessage: ['support'],
  draws: ['admin'],
  openDraw: ['admin'],
  holdDraw: ['admin'],
};

describe.each(engines)('staff on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let config: Config;
  let admin: string;
  const tokens = {} as Record<StaffRole, string>;
  // The same people signed in to the console in a browser.
  const sessions = {} as Record<StaffRole, ConsoleSession>;

  beforeAll(async () => {
    ({ app, config } = await testApp(database().db));
    admin = await bootstrapAdmin(app, config);
    for (const role of STAFF_ROLES) {
      const lines = await addStaffMemberLines(app, admin, `${role}.${engine}@hegtravel.example`, [
        role,
      ]);
      tokens[role] = tokenIn(lines);
      const { session } = await setUpConsole(app, setupCodeIn(lines), `${role} pass phrase`);
      sessions[role] = { session };
    }
  });

  it('creates the first admin only with the key the server keeps on its machine', async () => {
    const wrong = await staffRequest(app, 'POST', BOOTSTRAP_PATH, 'not-the-machine-key', {
      email: 'intruder@example.com',
      name: 'Intruder',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toContain('Only the server machine can do this');
    const me = await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, admin);
    expect(me).toEqual({
      status: 200,
      json: { name: 'Meera Iyer', email: 'meera.admin@hegtravel.example', roles: ['admin'] },
    });
  });

  it('refuses every endpoint without a token or session (401), and without the role (403)', async () => {
    expect(
      Object.fromEntries(Object.entries(STAFF_ENDPOINTS).map(([k, e]) => [k, e.roles])),
    ).toEqual(EXPECTED);
    const answered: string[] = [];
    for (const [name, endpoint] of Object.entries(STAFF_ENDPOINTS)) {
      for (const token of [
        undefined,
        'stf_not-a-token-of-this-site',
        { session: 'not-a-session-of-this-site' },
      ]) {
        const { status } = await staffRequest(app, endpoint.method, endpoint.url, token);
        expect(status, `${name} with ${JSON.stringify(token) ?? 'nothing'}`).toBe(401);
      }
      for (const role of STAFF_ROLES) {
        const allowed =
          endpoint.roles === 'any' || (endpoint.roles as readonly string[]).includes(role);
        // By token and by console session alike. An empty body: the allowed get past the guard
        // to the body check.
        for (const [via, credential] of [
          ['token', tokens[role]],
          ['session', sessions[role]],
        ] as const) {
          const { status } = await staffRequest(app, endpoint.method, endpoint.url, credential, {});
          expect([401, 403].includes(status), `${name} as ${role} by ${via}: ${status}`).toBe(
            !allowed,
          );
          if (!allowed) expect(status, `${name} as ${role} by ${via}`).toBe(403);
          answered.push(`${name}:${role}:${via}:${allowed ? 'yes' : 'no'}`);
        }
        if (endpoint.method === 'POST') {
          // A browser's change without the console's header: refused whatever the role.
          const forged = await staffRequest(
            app,
            'POST',
            endpoint.url,
            { ...sessions[role], withHeader: false },
            {},
          );
          expect(forged, `${name} as ${role} without X-Travel-Ops`).toEqual({
            status: 403,
            json: { error: 'Staff actions from a browser must come from the console.' },
          });
        }
      }
    }
    expect(answered).toHaveLength(Object.keys(STAFF_ENDPOINTS).length * STAFF_ROLES.length * 2);
  });

  it('refuses an invite to an e-mail that is already staff, and changes nothing', async () => {
    const before = await staffRequest(app, 'GET', STAFF_ENDPOINTS.listStaff.url, admin);
    const again = await staffRequest(app, 'POST', STAFF_ENDPOINTS.addStaff.url, admin, {
      email: `SUPPORT.${engine}@hegtravel.example`,
      name: 'Someone Else',
      roles: ['admin'],
    });
    expect(again).toEqual({
      status: 409,
      json: { error: `support.${engine}@hegtravel.example is already a staff member.` },
    });
    const unknownRole = await staffRequest(app, 'POST', STAFF_ENDPOINTS.addStaff.url, admin, {
      email: 'new.person@hegtravel.example',
      name: 'New Person',
      roles: ['superuser'],
    });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.json.error).toBe(
      'Roles must be some of support, finance, catalogue, release, admin.',
    );
    expect(await staffRequest(app, 'GET', STAFF_ENDPOINTS.listStaff.url, admin)).toEqual(before);
  });

  it("ends a disabled member's access at once, with the reason and the admin's name in the ledger", async () => {
    const email = `leaver.${engine}@hegtravel.example`;
    const leaver = await addStaffMember(app, admin, email, ['support'], 'Ravi Kumar');
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, leaver)).status).toBe(200);
    const noReason = await staffRequest(app, 'POST', STAFF_ENDPOINTS.disableStaff.url, admin, {
      email,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, leaver)).status).toBe(200);

    const site = await listeningSite(app);
    expect(
      await runStaffCommand(['disable', email, '--reason', 'left the company', '--url', site], {
        STAFF_TOKEN: admin,
      }),
    ).toEqual([`${email}: disabled, every token revoked, every console session ended`]);
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, leaver)).status).toBe(401);

    const audit = await runStaffCommand(['audit', '--record', `staff:${email}`, '--url', site], {
      STAFF_TOKEN: admin,
    });
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatch(
      /Meera Iyer\s+staff\.disable\s+staff:leaver\.\w+@hegtravel\.example {2}"left the company"$/,
    );
    expect(audit[1]).toMatch(/Meera Iyer\s+staff\.add\s+staff:leaver/);
  });

  it('revokes a personal token, after which it opens nothing', async () => {
    const site = await listeningSite(app);
    const [line = '', token = ''] = await runStaffCommand(
      ['token', 'create', '--label', 'laptop', '--url', site],
      {
        STAFF_TOKEN: tokens.finance,
      },
    );
    const id = /^token (\d+)/.exec(line)?.[1] ?? '';
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, token)).status).toBe(200);
    // Another member cannot revoke it; its owner can.
    await expect(
      runStaffCommand(['token', 'revoke', id, '--url', site], { STAFF_TOKEN: tokens.support }),
    ).rejects.toThrow(`No token ${id} of yours.`);
    expect(
      await runStaffCommand(['token', 'revoke', id, '--url', site], { STAFF_TOKEN: token }),
    ).toEqual([`token ${id}: revoked`]);
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, token)).status).toBe(401);
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, tokens.finance)).status).toBe(
      200,
    );
  });

  it('keeps the audit ledger append-only in the database itself', async () => {
    const { db } = database();
    await expect(db.query("update staff_audit set actor = 'someone else'")).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('delete from staff_audit')).rejects.toThrow(/append-only/);
  });

  it('never shows a token or its digest in a listing', async () => {
    const listing = JSON.stringify(
      await staffRequest(app, 'GET', STAFF_ENDPOINTS.listStaff.url, admin),
    );
    expect(listing).not.toContain('stf_');
    expect(listing).not.toContain('token_hash');
    expect(listing).toContain('"activeTokens"');
    expect(listing).not.toMatch(/\$scrypt|password_hash|totp_secret|setup_code/);
    expect(listing).toContain('"passwordSet":true,"secondFactorSet":true');
  });
});
