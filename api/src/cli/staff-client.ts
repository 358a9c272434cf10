import { SUCCESS_CODE, XSRF_COOKIE, XSRF_HEADER } from '@travel/shared/contracts';
import { UsageError, option } from './args';

/** What a staff call to the running site answered with an error (its message). */
export class StaffCallError extends Error {
  override name = 'StaffCallError';
}

export type StaffCall = <T>(route: string, body?: object) => Promise<T>;

/** The running site of `--url` (default: this machine's PORT) and the caller's STAFF_TOKEN. */
export function siteOf(args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const url = option(args, '--url') ?? `http://127.0.0.1:${env.PORT ?? '8080'}`;
  if (!/^https?:\/\/[^\s/]+/.test(url))
    throw new UsageError('--url must be the site, such as https://hegtravel.example');
  return url.replace(/\/+$/, '');
}

/** Calls /travel/ops/... on the running site as the holder of `credential`. */
export function staffClient(site: string, credential: string | undefined): StaffCall {
  return async <T>(route: string, body?: object): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${site}/travel/ops${route}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          ...(credential ? { authorization: `Bearer ${credential}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      throw new StaffCallError(`Could not reach ${site}: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    if (!response.ok) {
      throw new StaffCallError(answer.error ?? `${site} answered HTTP ${response.status}`);
    }
    return answer as T;
  };
}

async function reach(site: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new StaffCallError(`Could not reach ${site}: ${(error as Error).message}`);
  }
}

/**
 * Calls one of the site's public /travel/api calls as a visitor's browser does, no token
 * needed: the XSRF cookie first (the auth check hands it out), then the call with the cookie
 * and its header. The envelope's data, or its message as the error.
 */
export async function publicApiCall<T>(site: string, path: string, body: object): Promise<T> {
  const check = await reach(site, `${site}/travel/api/website/auth/check`, { method: 'POST' });
  const cookie = check.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${XSRF_COOKIE}=`));
  if (!cookie) throw new StaffCallError(`${site} handed out no ${XSRF_COOKIE} cookie.`);
  const response = await reach(site, `${site}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie,
      [XSRF_HEADER]: cookie.slice(XSRF_COOKIE.length + 1),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => ({}))) as {
    code?: number;
    msg?: string;
    data?: T;
  };
  if (envelope.code !== SUCCESS_CODE) {
    throw new StaffCallError(envelope.msg ?? `${site} answered HTTP ${response.status}`);
  }
  return envelope.data as T;
}

export function staffToken(env: NodeJS.ProcessEnv = process.env): string {
  const token = env.STAFF_TOKEN;
  if (!token) {
    throw new UsageError(
      'Set STAFF_TOKEN to your personal staff token (an admin gives you the first one; `staff token create` makes more).',
    );
  }
  return token;
}

/** Runs a command that talks to the site; prints its lines, or its error and exit code 1. */
export async function runOverHttp(command: () => Promise<string[]>): Promise<number> {
  try {
    for (const line of await command()) console.log(line);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof StaffCallError)) throw error;
    console.error(error.message);
    return 1;
  }
}

/** The entry of a CLI that talks to the site: its usage without arguments, else the command. */
export async function runHttpCli(
  usage: string,
  command: (args: string[]) => Promise<string[]>,
): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(usage);
    return args.length === 0 ? 1 : 0;
  }
  return runOverHttp(() => command(args));
}
