import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { SETUP_CODE_VALID_HOURS } from '../staff/credentials';
import { readMachineKey } from '../staff/machine-key';
import { UsageError, option, positional } from './args';
import { runOverHttp, siteOf, staffClient, staffToken } from './staff-client';

export const usage = `Usage: pnpm --filter api staff <command> [--url <site>]

On the server's machine, while the site runs (reads the key the server keeps in DATA_DIR):
  bootstrap --email <e-mail> --name "<name>"     make (or restore) an admin; prints their console
                                                 set-up link and their token

With STAFF_TOKEN (your personal token) against the running site (--url, default this machine):
  me                                             who the token belongs to
  list                                           every staff member (admin)
  add <e-mail> --name "<name>" --roles a,b       a new staff member, their console set-up link and
                                                 first token (admin);
                                                 roles: support, finance, catalogue, release, admin
  disable <e-mail> --reason "…"                  ends their access, tokens and sessions at once (admin)
  reset <e-mail> --reason "…"                    clears their console password and second factor,
                                                 ends their sessions; a new set-up link (admin)
  token create [--label "<label>"]               another personal token for yourself
  token revoke <tokenId>                         revoke one of yours (an admin: anyone's)
  audit [--record <record>] [--limit N]          the staff audit ledger, newest first (admin)`;

interface SetupAnswer {
  setupCode: string;
  setupPath: string;
}

interface StaffAnswer {
  email: string;
  name: string;
  roles: string[];
  disabledAt: string | null;
  activeTokens: number;
  passwordSet: boolean;
  secondFactorSet: boolean;
}

const OPTIONS = [
  '--url',
  '--email',
  '--name',
  '--roles',
  '--reason',
  '--label',
  '--record',
  '--limit',
];

function setupLines(base: string, link: SetupAnswer, who: string): string[] {
  return [
    `staff console set-up link (valid for ${SETUP_CODE_VALID_HOURS} hours, shown once; give it to ${who} by a safe channel):`,
    `${base}${link.setupPath}`,
  ];
}

/** The set-up link first, the token last (scripts take the last line as the token). */
function addedLines(
  base: string,
  answer: { staff: StaffAnswer; token: string } & SetupAnswer,
): string[] {
  const { staff, token } = answer;
  return [
    `${staff.name} <${staff.email}>: ${staff.roles.join(', ')}`,
    ...setupLines(base, answer, staff.name),
    `token (shown once; give it to ${staff.name} by a safe channel, to be set as STAFF_TOKEN):`,
    token,
  ];
}

export async function runStaffCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const [command, ...rest] = args;
  const words = positional(rest, OPTIONS);
  const site = siteOf(rest, env);
  if (command === 'bootstrap') {
    const email = option(rest, '--email');
    const name = option(rest, '--name');
    if (!email || !name || words.length) throw new UsageError(usage);
    const { dataDir, publicBaseUrl } = loadConfig(env);
    const key = await readMachineKey(dataDir).catch(() => {
      throw new UsageError(
        `No server key in ${dataDir}: run this on the server's machine, with its DATA_DIR, once the site has started.`,
      );
    });
    const answer = await staffClient(site, key)<
      { staff: StaffAnswer; token: string } & SetupAnswer
    >('/staff/bootstrap', { email, name });
    // The bootstrap talks to this machine; the link is opened elsewhere, at the public address.
    return addedLines(publicBaseUrl ?? site, answer);
  }
  const call = staffClient(site, staffToken(env));
  const sub = command === 'token' ? `token ${words.shift() ?? ''}` : (command ?? '');
  switch (sub) {
    case 'me': {
      const me = await call<{ name: string; email: string; roles: string[] }>('/staff/me');
      return [`${me.name} <${me.email}>: ${me.roles.join(', ')}`];
    }
    case 'list': {
      const { staff } = await call<{ staff: StaffAnswer[] }>('/staff');
      return staff.map(
        (member) =>
          `${member.email.padEnd(32)} ${member.name.padEnd(24)} ${member.roles.join(',').padEnd(28)} ` +
          (member.disabledAt
            ? `disabled ${member.disabledAt}`
            : `${member.activeTokens} token(s), console ${member.passwordSet && member.secondFactorSet ? 'set up' : 'not set up'}`),
      );
    }
    case 'add': {
      const [email] = words;
      const name = option(rest, '--name');
      const roles = option(rest, '--roles');
      if (words.length !== 1 || !email || !name || !roles) throw new UsageError(usage);
      const answer = await call<{ staff: StaffAnswer; token: string } & SetupAnswer>('/staff', {
        email,
        name,
        roles: roles.split(','),
      });
      return addedLines(site, answer);
    }
    case 'disable': {
      const [email] = words;
      const reason = option(rest, '--reason');
      if (words.length !== 1 || !email) throw new UsageError(usage);
      if (!reason?.trim())
        throw new UsageError('disable needs --reason "…" (the audit ledger keeps it).');
      await call('/staff/disable', { email, reason });
      return [`${email}: disabled, every token revoked, every console session ended`];
    }
    case 'reset': {
      const [email] = words;
      const reason = option(rest, '--reason');
      if (words.length !== 1 || !email) throw new UsageError(usage);
      if (!reason?.trim())
        throw new UsageError('reset needs --reason "…" (the audit ledger keeps it).');
      const link = await call<SetupAnswer>('/staff/reset', { email, reason });
      return [
        `${email}: console password and second factor cleared, every console session ended`,
        ...setupLines(site, link, email),
      ];
    }
    case 'token create': {
      const answer = await call<{ token: string; tokenId: number }>('/staff/tokens', {
        label: option(rest, '--label') ?? 'personal token',
      });
      return [`token ${answer.tokenId} (shown once):`, answer.token];
    }
    case 'token revoke': {
      const [id] = words;
      if (!id || !/^\d+$/.test(id)) throw new UsageError(usage);
      await call('/staff/tokens/revoke', { tokenId: Number(id) });
      return [`token ${id}: revoked`];
    }
    case 'audit': {
      const record = option(rest, '--record');
      const limit = option(rest, '--limit');
      const query = new URLSearchParams({
        ...(record ? { record } : {}),
        ...(limit ? { limit } : {}),
      });
      const { entries } = await call<{
        entries: {
          at: string;
          actor: string;
          action: string;
          record: string;
          reason: string | null;
        }[];
      }>(`/audit${query.size ? `?${query.toString()}` : ''}`);
      if (entries.length === 0) return ['Nothing recorded yet.'];
      return entries.map(
        (entry) =>
          `${entry.at}  ${entry.actor.padEnd(20)} ${entry.action.padEnd(24)} ${entry.record}` +
          (entry.reason ? `  "${entry.reason}"` : ''),
      );
    }
    default:
      throw new UsageError(usage);
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(usage);
    return args.length === 0 ? 1 : 0;
  }
  try {
    return await runOverHttp(() => runStaffCommand(args));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
}

// Tests import runStaffCommand; only `pnpm --filter api staff` runs main.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main();
}
