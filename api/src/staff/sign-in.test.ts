import type { FastifyInstance } from 'fastify';
import type { TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../cli/staff';
import type { Config } from '../config';
import { testClock } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import {
  addStaffMemberLines,
  authenticatorOf,
  consoleCall,
  listeningSite,
  passwordDigestOf,
  sessionCookieIn,
  setUpConsole,
  setupCodeIn,
  staffRequest,
  tokenIn,
} from '../test-support/staff';
import { ensureMachineKey } from './machine-key';
import { STAFF_ENDPOINTS } from '@travel/shared/contracts';
import { STAFF_SESSION_COOKIE } from './sign-in';
import { STAFF_SIGN_IN_ENDPOINTS } from './sign-in-routes';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const WRONG = { status: 401, json: { error: 'The e-mail, password or code is not right.' } };
const LINK_INVALID = {
  status: 400,
  json: { error: 'This set-up link is not valid any more. Ask an admin for a new one.' },
};
const WRONG_SETUP_CODE = {
  status: 400,
  json: { error: 'That code is not right. Type the 6 digits your authenticator app shows now.' },
};

describe.each(engines)('staff console sign-in on %s', (engine) => {
  const database = useTestDatabase(engine);
  // Sunday 22 November 2026, 11:30 in India.
  const clock = testClock('2026-11-22T06:00:00.000Z');
  let app: FastifyInstance;
  let config: Config;
  let site: string;
  let bootstrapLines: string[];
  let admin: string;
  const adminEmail = `meera.${engine}@hegtravel.example`;
  // The admin's password and authenticator app, once she has set up her console.
  const adminConsole = { passwordDigest: '', app: authenticatorOf('A'.repeat(32)) };

  const at = () => clock.now().getTime();
  const codeOf = (authenticator: TOTP) => authenticator.generate({ timestamp: at() });
  const signIn = (body: Record<string, unknown>, ip = '203.0.113.10') =>
    consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.signIn.url, body, { ip });
  const answerOf = ({ status, json }: { status: number; json: Record<string, unknown> }) => ({
    status,
    json,
  });
  const staff = (args: string[], token = admin) =>
    runStaffCommand([...args, '--url', site], { STAFF_TOKEN: token });
  /** A new member with these roles and their console set up; their token and console. */
  const member = async (email: string, roles: string[], name = 'Ravi Kumar') => {
    const lines = await addStaffMemberLines(app, admin, email, roles, name);
    const setUp = await setUpConsole(app, setupCodeIn(lines), 'a long pass phrase', clock.now);
    return { token: tokenIn(lines), email, ...setUp };
  };
  /** The admin signed in to the console afresh (a minute on: a code of a new time step). */
  const adminSession = async () => {
    clock.advance(MINUTE);
    const answer = await signIn(
      {
        email: adminEmail,
        passwordDigest: adminConsole.passwordDigest,
        code: codeOf(adminConsole.app),
      },
      '203.0.113.99',
    );
    expect(answer.status).toBe(200);
    return sessionCookieIn(answer.response) ?? '';
  };

  beforeAll(async () => {
    ({ app, config } = await testApp(database().db, { now: clock.now }));
    site = await listeningSite(app);
    await ensureMachineKey(config.dataDir);
    bootstrapLines = await runStaffCommand(
      ['bootstrap', '--email', adminEmail, '--name', 'Meera Iyer', '--url', site],
      { DATA_DIR: config.dataDir, PUBLIC_BASE_URL: 'https://hegtravel.example' },
    );
    admin = tokenIn(bootstrapLines);
  });

  it("gives the first admin a set-up link from the server's machine; following it sets up the console once", async () => {
    const lines = bootstrapLines;
    expect(lines).toEqual([
      `Meera Iyer <${adminEmail}>: admin`,
      'staff console set-up link (valid for 72 hours, shown once; give it to Meera Iyer by a safe channel):',
      expect.stringMatching(/^https:\/\/hegtravel\.example\/travel\/ops\/setup#code=[\w-]{32}$/),
      'token (shown once; give it to Meera Iyer by a safe channel, to be set as STAFF_TOKEN):',
      expect.stringMatching(/^stf_/),
    ]);
    const code = setupCodeIn(lines);

    const started = await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupStart.url, { code });
    expect(started.status).toBe(200);
    const secret = String(started.json.totpSecret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.json).toEqual({
      email: adminEmail,
      name: 'Meera Iyer',
      totpSecret: secret,
      otpauthUri: `otpauth://totp/Heg%20Travel%20staff:${encodeURIComponent(adminEmail)}?issuer=Heg%20Travel%20staff&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    });
    // Starting again offers a new secret; the first one is no good any more.
    const again = await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupStart.url, { code });
    const current = String(again.json.totpSecret);
    expect(current).not.toBe(secret);
    const passwordDigest = passwordDigestOf('correct horse battery staple');
    const finish = (totpCode: string) =>
      consoleCall(
        app,
        STAFF_SIGN_IN_ENDPOINTS.setupFinish.url,
        { code, passwordDigest, totpCode },
        { ip: '203.0.113.1' },
      );
    expect(answerOf(await finish(codeOf(authenticatorOf(secret))))).toEqual(WRONG_SETUP_CODE);
    expect(answerOf(await finish('12345'))).toEqual(WRONG_SETUP_CODE);
    const listed = await staffRequest(app, 'GET', STAFF_ENDPOINTS.listStaff.url, admin);
    expect(listed.json.staff).toEqual([
      expect.objectContaining({ email: adminEmail, passwordSet: false, secondFactorSet: false }),
    ]);

    const finished = await finish(codeOf(authenticatorOf(current)));
    expect(answerOf(finished)).toEqual({
      status: 200,
      json: { name: 'Meera Iyer', email: adminEmail, roles: ['admin'] },
    });
    const cookie = finished.response.cookies.find((c) => c.name === STAFF_SESSION_COOKIE);
    const session = cookie?.value ?? '';
    expect(session).toMatch(/^[\w-]{43}$/);
    expect(cookie).toEqual({
      name: STAFF_SESSION_COOKIE,
      value: session,
      maxAge: 43200,
      path: '/travel/ops',
      httpOnly: true,
      sameSite: 'Strict',
    });
    Object.assign(adminConsole, { passwordDigest, app: authenticatorOf(current) });

    // The cookie opens the staff endpoints of the admin's role, and only those.
    expect(await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, { session })).toEqual({
      status: 200,
      json: { name: 'Meera Iyer', email: adminEmail, roles: ['admin'] },
    });
    const asAdmin = await staffRequest(app, 'GET', STAFF_ENDPOINTS.listStaff.url, { session });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.staff).toEqual([
      expect.objectContaining({ email: adminEmail, passwordSet: true, secondFactorSet: true }),
    ]);
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.inbox.url, { session })).status).toBe(
      403,
    );

    // The link worked once.
    expect(
      answerOf(await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupStart.url, { code })),
    ).toEqual(LINK_INVALID);
    expect(answerOf(await finish(codeOf(authenticatorOf(current))))).toEqual(LINK_INVALID);
    const audit = await staff(['audit', '--record', `staff:${adminEmail}`]);
    expect(audit[0]).toMatch(/Meera Iyer\s+staff\.setup\s+staff:meera/);
    expect(audit[1]).toMatch(/server machine\s+staff\.bootstrap\s+staff:meera/);
  });

  it('gives a fresh set-up link when the bootstrap runs again; the earlier link stops working', async () => {
    const email = `asha.${engine}@hegtravel.example`;
    const bootstrap = () =>
      runStaffCommand(['bootstrap', '--email', email, '--name', 'Asha Menon', '--url', site], {
        DATA_DIR: config.dataDir,
      });
    const first = setupCodeIn(await bootstrap());
    const second = await bootstrap();
    expect(second[2]).toMatch(new RegExp(`^${site}/travel/ops/setup#code=`));
    expect(setupCodeIn(second)).not.toBe(first);
    expect(
      answerOf(await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupStart.url, { code: first })),
    ).toEqual(LINK_INVALID);
    await setUpConsole(app, setupCodeIn(second), 'another pass phrase', clock.now);
  });

  it('keeps a set-up link for 72 hours', async () => {
    const lines = await addStaffMemberLines(app, admin, `late.${engine}@hegtravel.example`, [
      'support',
    ]);
    const code = setupCodeIn(lines);
    clock.advance(72 * HOUR - SECOND);
    expect((await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupStart.url, { code })).status).toBe(
      200,
    );
    clock.advance(SECOND);
    expect(
      answerOf(await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupStart.url, { code })),
    ).toEqual(LINK_INVALID);
    expect(
      answerOf(
        await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupFinish.url, {
          code,
          passwordDigest: passwordDigestOf('too late'),
          totpCode: '123456',
        }),
      ),
    ).toEqual(LINK_INVALID);
    expect(
      answerOf(await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupStart.url, { code: 'made-up' })),
    ).toEqual(LINK_INVALID);
  });

  it('signs in with e-mail, password and code, and answers every wrong part alike', async () => {
    const ravi = await member(`ravi.${engine}@hegtravel.example`, ['support']);
    const notSetUp = `pending.${engine}@hegtravel.example`;
    await addStaffMemberLines(app, admin, notSetUp, ['support']);
    const leaver = await member(`leaver.${engine}@hegtravel.example`, ['support']);
    await staff(['disable', leaver.email, '--reason', 'left the company']);
    clock.advance(MINUTE);

    const right = () => ({
      email: ravi.email,
      passwordDigest: ravi.passwordDigest,
      code: codeOf(ravi.app),
    });
    const wrongParts: Record<string, Record<string, unknown>> = {
      'unknown e-mail': { ...right(), email: `nobody.${engine}@hegtravel.example` },
      'no password yet': { ...right(), email: notSetUp },
      disabled: {
        email: leaver.email,
        passwordDigest: leaver.passwordDigest,
        code: codeOf(leaver.app),
      },
      'wrong password': { ...right(), passwordDigest: passwordDigestOf('a wrong pass phrase') },
      'wrong code': {
        ...right(),
        code: String((Number(codeOf(ravi.app)) + 1) % 1_000_000).padStart(6, '0'),
      },
      'code of another app': { ...right(), code: codeOf(leaver.app) },
      'no code': { ...right(), code: '' },
    };
    for (const [what, body] of Object.entries(wrongParts)) {
      const answer = await signIn(body);
      expect(answerOf(answer), what).toEqual(WRONG);
      expect(sessionCookieIn(answer.response), what).toBeUndefined();
      // Failures further apart than the throttle's window: each is answered for itself.
      clock.advance(16 * MINUTE);
    }
    expect(answerOf(await signIn({ ...right(), passwordDigest: 'not a digest' })).json.error).toBe(
      'passwordDigest: the SHA-256 of the password, as 64 lowercase hex characters, is needed',
    );

    const signedIn = await signIn({ ...right(), email: ravi.email.toUpperCase() });
    expect(answerOf(signedIn)).toEqual({
      status: 200,
      json: { name: 'Ravi Kumar', email: ravi.email, roles: ['support'] },
    });
    const session = sessionCookieIn(signedIn.response) ?? '';
    expect(session).not.toBe(ravi.session);
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.inbox.url, { session })).status).toBe(
      200,
    );
    const audit = await staff(['audit', '--record', `staff:${ravi.email}`]);
    expect(audit[0]).toMatch(/Ravi Kumar\s+staff\.sign-in\s+staff:ravi/);
    // Failures are not in the ledger.
    expect(audit.filter((line) => line.includes('sign-in'))).toHaveLength(1);
  });

  it('refuses a code used before, even within its 30 seconds or the next', async () => {
    const anita = await member(`anita.${engine}@hegtravel.example`, ['catalogue']);
    clock.advance(MINUTE);
    const code = codeOf(anita.app);
    const body = { email: anita.email, passwordDigest: anita.passwordDigest, code };
    expect((await signIn(body, '203.0.113.20')).status).toBe(200);
    expect(answerOf(await signIn(body, '203.0.113.21'))).toEqual(WRONG);
    clock.advance(30 * SECOND);
    // Still inside the ±1 step window, but its step is used.
    expect(answerOf(await signIn(body, '203.0.113.22'))).toEqual(WRONG);
    expect((await signIn({ ...body, code: codeOf(anita.app) }, '203.0.113.23')).status).toBe(200);
    // Two sign-ins with one code at the same moment: one of them opens a session.
    clock.advance(30 * SECOND);
    const fresh = { ...body, code: codeOf(anita.app) };
    const both = await Promise.all([signIn(fresh, '203.0.113.24'), signIn(fresh, '203.0.113.25')]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('slows down and then locks repeated failures like visitor sign-ins, and says for how long', async () => {
    const dev = await member(`dev.${engine}@hegtravel.example`, ['finance']);
    clock.advance(MINUTE);
    const wrong = () => ({
      email: dev.email,
      passwordDigest: passwordDigestOf('guess'),
      code: codeOf(dev.app),
    });
    const right = () => ({
      email: dev.email,
      passwordDigest: dev.passwordDigest,
      code: codeOf(dev.app),
    });
    const guesser = '198.51.100.7';
    const locked = (wait: string) => ({
      status: 429,
      json: { error: `Too many failed sign-in attempts. Please try again in ${wait}.` },
    });
    for (let i = 0; i < 3; i += 1) expect(answerOf(await signIn(wrong(), guesser))).toEqual(WRONG);
    expect(answerOf(await signIn(wrong(), guesser))).toEqual(locked('10 seconds'));
    clock.advance(10 * SECOND);
    expect(answerOf(await signIn(wrong(), guesser))).toEqual(WRONG);
    expect(answerOf(await signIn(right(), guesser))).toEqual(locked('30 seconds'));
    clock.advance(30 * SECOND);
    expect(answerOf(await signIn(wrong(), guesser))).toEqual(WRONG);
    // Five failures: locked for this address, even with everything right.
    expect(answerOf(await signIn(right(), guesser))).toEqual(locked('15 minutes'));
    expect(answerOf(await signIn(right(), '198.51.100.8'))).toEqual(locked('1 minute'));
    clock.advance(MINUTE);
    expect((await signIn(right(), '198.51.100.8')).status).toBe(200);

    // Wrong codes typed at a set-up count too.
    const lines = await addStaffMemberLines(app, admin, `new.${engine}@hegtravel.example`, [
      'support',
    ]);
    const code = setupCodeIn(lines);
    await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupStart.url, { code });
    const finish = () =>
      consoleCall(
        app,
        STAFF_SIGN_IN_ENDPOINTS.setupFinish.url,
        { code, passwordDigest: passwordDigestOf('pass phrase'), totpCode: '000000' },
        { ip: guesser },
      );
    for (let i = 0; i < 3; i += 1) expect(answerOf(await finish())).toEqual(WRONG_SETUP_CODE);
    expect(answerOf(await finish())).toEqual(locked('10 seconds'));
  });

  it("refuses a browser's change without the console's header, and changes nothing", async () => {
    clock.advance(16 * MINUTE);
    const session = await adminSession();
    const invite = {
      email: `forged.${engine}@hegtravel.example`,
      name: 'Forged Invite',
      roles: ['admin'],
    };
    const forged = await staffRequest(
      app,
      'POST',
      STAFF_ENDPOINTS.addStaff.url,
      { session, withHeader: false },
      invite,
    );
    expect(forged).toEqual({
      status: 403,
      json: { error: 'Staff actions from a browser must come from the console.' },
    });
    const emails = async () =>
      (
        (await staffRequest(app, 'GET', STAFF_ENDPOINTS.listStaff.url, admin)).json.staff as {
          email: string;
        }[]
      ).map((row) => row.email);
    expect(await emails()).not.toContain(invite.email);
    // Reading needs no header; the console's own calls carry it.
    expect(
      (await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, { session, withHeader: false }))
        .status,
    ).toBe(200);
    const added = await staffRequest(
      app,
      'POST',
      STAFF_ENDPOINTS.addStaff.url,
      { session },
      invite,
    );
    expect(added.status).toBe(200);
    expect(added.json.setupPath).toBe(`/travel/ops/setup#code=${String(added.json.setupCode)}`);
    expect(await emails()).toContain(invite.email);
  });

  it('signs out: the session opens nothing more and the cookie is cleared; a session lasts one shift', async () => {
    const kiran = await member(`kiran.${engine}@hegtravel.example`, ['release'], 'Kiran Shah');
    const me = (session: string) => staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, { session });
    expect((await me(kiran.session)).status).toBe(200);
    const end = (credential: Parameters<typeof staffRequest>[3]) =>
      staffRequest(app, 'POST', STAFF_SIGN_IN_ENDPOINTS.signOut.url, credential);
    expect(await end(undefined)).toEqual({
      status: 401,
      json: { error: 'Please sign in to the staff console.' },
    });
    expect((await end(kiran.token)).status).toBe(400);
    expect((await end({ session: kiran.session, withHeader: false })).status).toBe(403);
    const ended = await app.inject({
      method: 'POST',
      url: STAFF_SIGN_IN_ENDPOINTS.signOut.url,
      headers: { cookie: `${STAFF_SESSION_COOKIE}=${kiran.session}`, 'x-travel-ops': '1' },
    });
    expect(ended.json()).toEqual({ ended: true });
    expect(ended.cookies).toEqual([
      expect.objectContaining({ name: STAFF_SESSION_COOKIE, value: '', path: '/travel/ops' }),
    ]);
    expect(await me(kiran.session)).toEqual({
      status: 401,
      json: { error: 'Your staff console session has ended. Please sign in again.' },
    });
    expect((await staff(['audit', '--record', `staff:${kiran.email}`]))[0]).toMatch(
      /Kiran Shah\s+staff\.sign-out/,
    );
    // The token is untouched.
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, kiran.token)).status).toBe(200);

    clock.advance(MINUTE);
    const again = await signIn(
      { email: kiran.email, passwordDigest: kiran.passwordDigest, code: codeOf(kiran.app) },
      '203.0.113.40',
    );
    const session = sessionCookieIn(again.response) ?? '';
    clock.advance(12 * HOUR - SECOND);
    expect((await me(session)).status).toBe(200);
    clock.advance(SECOND);
    expect((await me(session)).status).toBe(401);
  });

  it('ends every session of a member at once when an admin disables or resets them', async () => {
    const leaver = await member(`gone.${engine}@hegtravel.example`, ['support']);
    expect(await staff(['disable', leaver.email, '--reason', 'left the company'])).toEqual([
      `${leaver.email}: disabled, every token revoked, every console session ended`,
    ]);
    expect(
      (await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, { session: leaver.session })).status,
    ).toBe(401);
    const openSessions = (email: string) =>
      database().db.query(
        `select s.id from staff_session s join staff_member m on m.id = s.staff_id
         where m.email = $1 and s.ended_at is null`,
        [email],
      );
    expect(await openSessions(leaver.email)).toEqual([]);
    await expect(staff(['reset', leaver.email, '--reason', 'lost phone'])).rejects.toThrow(
      `${leaver.email} is disabled; a disabled member gets no set-up link.`,
    );
    await expect(
      staff(['reset', `nobody.${engine}@hegtravel.example`, '--reason', 'lost phone']),
    ).rejects.toThrow(`No staff member has the e-mail nobody.${engine}@hegtravel.example.`);
    await expect(staff(['reset', leaver.email])).rejects.toThrow(
      'reset needs --reason "…" (the audit ledger keeps it).',
    );

    const phoneLost = await member(`phone.${engine}@hegtravel.example`, ['finance'], 'Dev Patel');
    clock.advance(MINUTE);
    const second = await signIn(
      {
        email: phoneLost.email,
        passwordDigest: phoneLost.passwordDigest,
        code: codeOf(phoneLost.app),
      },
      '203.0.113.50',
    );
    const sessions = [phoneLost.session, sessionCookieIn(second.response) ?? ''];
    const reset = await staff(['reset', phoneLost.email, '--reason', 'lost her phone']);
    expect(reset).toEqual([
      `${phoneLost.email}: console password and second factor cleared, every console session ended`,
      `staff console set-up link (valid for 72 hours, shown once; give it to ${phoneLost.email} by a safe channel):`,
      expect.stringMatching(new RegExp(`^${site}/travel/ops/setup#code=[\\w-]{32}$`)),
    ]);
    expect(await openSessions(phoneLost.email)).toEqual([]);
    for (const session of sessions) {
      expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, { session })).status).toBe(
        401,
      );
    }
    clock.advance(MINUTE);
    expect(
      answerOf(
        await signIn(
          {
            email: phoneLost.email,
            passwordDigest: phoneLost.passwordDigest,
            code: codeOf(phoneLost.app),
          },
          '203.0.113.51',
        ),
      ),
    ).toEqual(WRONG);
    // Her token still works; the new link sets the console up again.
    expect((await staffRequest(app, 'GET', STAFF_ENDPOINTS.me.url, phoneLost.token)).status).toBe(
      200,
    );
    const again = await setUpConsole(app, setupCodeIn(reset), 'a new pass phrase', clock.now);
    expect(
      (await staffRequest(app, 'GET', STAFF_ENDPOINTS.refundQueue.url, { session: again.session }))
        .status,
    ).toBe(200);
    const audit = await staff(['audit', '--record', `staff:${phoneLost.email}`]);
    expect(audit).toContainEqual(
      expect.stringMatching(
        /Meera Iyer\s+staff\.reset\s+staff:phone\.\w+@hegtravel\.example {2}"lost her phone"$/,
      ),
    );
    // Only an admin resets.
    const byFinance = await staffRequest(
      app,
      'POST',
      STAFF_ENDPOINTS.resetStaff.url,
      { session: again.session },
      { email: leaver.email, reason: 'trying' },
    );
    expect(byFinance.status).toBe(403);
  });

  it('never answers with a password digest, a session token or a second-factor secret', async () => {
    const { db } = database();
    const rows = await db.query<{ password_hash: string; totp_secret: string }>(
      'select password_hash, totp_secret from staff_member where password_hash is not null',
    );
    expect(rows.length).toBeGreaterThan(3);
    const session = await adminSession();
    const listing = JSON.stringify(
      await staffRequest(app, 'GET', STAFF_ENDPOINTS.listStaff.url, { session }),
    );
    for (const row of rows) {
      expect(listing).not.toContain(row.password_hash.split('$').at(-1));
      expect(listing).not.toContain(row.totp_secret);
    }
    expect(listing).not.toContain(session);
    expect(listing).not.toMatch(/password_hash|totp|setup_code|token_hash/);
    const sessions = await db.query<{ token_hash: Buffer }>('select token_hash from staff_session');
    expect(sessions.every((row) => row.token_hash.length === 32)).toBe(true);
  });
});
