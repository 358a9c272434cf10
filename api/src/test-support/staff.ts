import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { runStaffCommand } from '../cli/staff';
import type { Config } from '../config';
import { ensureMachineKey } from '../staff/machine-key';
import { STAFF_SESSION_COOKIE } from '../staff/sign-in';
import { STAFF_SIGN_IN_ENDPOINTS } from '../staff/sign-in-routes';

/** The site's address, listening on a free loopback port, as the staff CLIs reach it. */
export async function listeningSite(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The token printed last by a CLI that hands one out. */
export function tokenIn(lines: string[]): string {
  const token = lines.at(-1) ?? '';
  expect(token).toMatch(/^stf_[\w-]{43}$/);
  return token;
}

/** The first admin, made on "the server's machine" as the README says; their token. */
export async function bootstrapAdmin(
  app: FastifyInstance,
  config: Config,
  email = 'meera.admin@hegtravel.example',
  name = 'Meera Iyer',
): Promise<string> {
  await ensureMachineKey(config.dataDir);
  const site = await listeningSite(app);
  return tokenIn(
    await runStaffCommand(['bootstrap', '--email', email, '--name', name, '--url', site], {
      DATA_DIR: config.dataDir,
    }),
  );
}

/** The code of the console set-up link printed by `staff add`, `bootstrap` or `reset`. */
export function setupCodeIn(lines: string[]): string {
  const link = lines.find((line) => line.includes('/travel/ops/setup#code='));
  const code = /\/travel\/ops\/setup#code=([\w-]+)$/.exec(link ?? '')?.[1];
  expect(code, lines.join('\n')).toMatch(/^[\w-]{32}$/);
  return code ?? '';
}

/** A staff member with these roles, added by the admin of `adminToken`: the CLI's lines. */
export async function addStaffMemberLines(
  app: FastifyInstance,
  adminToken: string,
  email: string,
  roles: string[],
  name = email.split('@')[0] ?? email,
): Promise<string[]> {
  const site = await listeningSite(app);
  return runStaffCommand(
    ['add', email, '--name', name, '--roles', roles.join(','), '--url', site],
    { STAFF_TOKEN: adminToken },
  );
}

/** A staff member with these roles, added by the admin of `adminToken`; their token. */
export async function addStaffMember(
  app: FastifyInstance,
  adminToken: string,
  email: string,
  roles: string[],
  name = email.split('@')[0] ?? email,
): Promise<string> {
  return tokenIn(await addStaffMemberLines(app, adminToken, email, roles, name));
}

/** What the console's browser sends for a password: SHA-256 hex, as for visitors. */
export const passwordDigestOf = (password: string): string =>
  createHash('sha256').update(password).digest('hex');

/** The authenticator app holding this base32 secret. */
export const authenticatorOf = (secret: string): TOTP =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/** The console session cookie an answer set, if any. */
export function sessionCookieIn(response: InjectResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value;
}

/** A console call made before anyone is signed in: status, JSON and the answer itself. */
export async function consoleCall(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: { ip?: string } = {},
): Promise<{ status: number; json: Record<string, unknown>; response: InjectResponse }> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-travel-ops': '1' },
    payload: JSON.stringify(body),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, json: response.json(), response };
}

/**
 * The set-up link followed as the console does: the secret shown, the password chosen and a
 * code of the app typed. The session cookie, the app and the password's digest.
 */
export async function setUpConsole(
  app: FastifyInstance,
  setupCode: string,
  password: string,
  now: () => Date = () => new Date(),
): Promise<{ session: string; app: TOTP; passwordDigest: string }> {
  const started = await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupStart.url, {
    code: setupCode,
  });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const authenticator = authenticatorOf(String(started.json.totpSecret));
  const passwordDigest = passwordDigestOf(password);
  const finished = await consoleCall(app, STAFF_SIGN_IN_ENDPOINTS.setupFinish.url, {
    code: setupCode,
    passwordDigest,
    totpCode: authenticator.generate({ timestamp: now().getTime() }),
  });
  expect(finished.status, JSON.stringify(finished.json)).toBe(200);
  const session = sessionCookieIn(finished.response);
  expect(session).toBeDefined();
  return { session: session ?? '', app: authenticator, passwordDigest };
}

/** A signed-in console: its session cookie; `withHeader: false` leaves out X-Travel-Ops. */
export interface ConsoleSession {
  session: string;
  withHeader?: boolean;
}

/** A raw staff call with a token or a console session: its HTTP status and JSON. */
export async function staffRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string | ConsoleSession,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(typeof token === 'string' && token ? { authorization: `Bearer ${token}` } : {}),
      ...(typeof token === 'object' ? { cookie: `${STAFF_SESSION_COOKIE}=${token.session}` } : {}),
      ...(typeof token === 'object' && token.withHeader !== false ? { 'x-travel-ops': '1' } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
  });
  return { status: response.statusCode, json: response.json() };
}
