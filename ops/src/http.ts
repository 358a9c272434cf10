// The console's one way to the api: JSON over /travel/ops/*, with the staff session cookie.
// Every call that changes something carries x-travel-ops, which a page of another site cannot
// send without the api's consent, so a signed-in staff member's cookie cannot be used by one.

export const OPS_API = '/travel/ops';

/** A refusal or failure the api explained: its HTTP status and its sentence. */
export class OpsCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OpsCallError';
  }
}

/** The api no longer knows this browser: the session ended, expired or was never there. */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof OpsCallError && error.status === 401;

async function call<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${OPS_API}${route}`, {
      method,
      cache: 'no-store',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(method === 'POST' ? { 'content-type': 'application/json', 'x-travel-ops': '1' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    throw new OpsCallError(0, 'The site could not be reached. Check the connection and try again.');
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: unknown };
  if (!response.ok) {
    const message =
      typeof answer.error === 'string'
        ? answer.error
        : `The site answered HTTP ${response.status}.`;
    throw new OpsCallError(response.status, message);
  }
  return answer as T;
}

export const opsGet = <T>(route: string, query?: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, value);
  }
  const search = params.size ? `?${params.toString()}` : '';
  return call<T>('GET', `${route}${search}`);
};

export const opsPost = <T>(route: string, body: unknown) => call<T>('POST', route, body);
