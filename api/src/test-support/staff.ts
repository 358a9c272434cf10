import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { runStaffCommand } from '../cli/staff';
import type { Config } from '../config';
import { ensureMachineKey } from '../staff/machine-key';

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

/** A staff member with these roles, added by the admin of `adminToken`; their token. */
export async function addStaffMember(
  app: FastifyInstance,
  adminToken: string,
  email: string,
  roles: string[],
  name = email.split('@')[0] ?? email,
): Promise<string> {
  const site = await listeningSite(app);
  return tokenIn(
    await runStaffCommand(
      ['add', email, '--name', name, '--roles', roles.join(','), '--url', site],
      {
        STAFF_TOKEN: adminToken,
      },
    ),
  );
}

/** A raw staff call: its HTTP status and JSON. */
export async function staffRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
  });
  return { status: response.statusCode, json: response.json() };
}
