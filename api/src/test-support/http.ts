import {
  API_CONTRACT,
  type ApiPath,
  CREDENTIAL_HEADER,
  type PageItemOf,
  type PagedApiPath,
  type PagedEnvelope,
  type RequestOf,
  type ResponseOf,
  SUCCESS_CODE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

export interface XsrfPair {
  /** The value of the XSRF-TOKEN cookie, also sent as X-XSRF-TOKEN. */
  token: string;
}

/** The XSRF-TOKEN cookie the site hands a first visit (from the auth check, which needs none). */
export async function fetchXsrf(app: FastifyInstance): Promise<XsrfPair> {
  const response = await app.inject({ method: 'POST', url: '/travel/api/website/auth/check' });
  const cookie = response.cookies.find((c) => c.name === XSRF_COOKIE);
  if (!cookie) throw new Error('the auth check set no XSRF-TOKEN cookie');
  return { token: cookie.value };
}

const pairs = new WeakMap<FastifyInstance, XsrfPair>();

async function pairFor(app: FastifyInstance): Promise<XsrfPair> {
  let pair = pairs.get(app);
  if (!pair) {
    pair = await fetchXsrf(app);
    pairs.set(app, pair);
  }
  return pair;
}

export interface PostOptions {
  /** Defaults to a valid pair fetched once per app; null sends none. */
  xsrf?: XsrfPair | null;
  /** A session token, sent as Authorization: Bearer <token>. */
  token?: string;
  /** The client's address (the per-IP limits key on it). */
  ip?: string;
  headers?: Record<string, string>;
  /** A raw body instead of JSON-encoding `body`. */
  payload?: string;
}

/** A POST as the site's client sends it: JSON, with the XSRF cookie and header. */
export async function post(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  options: PostOptions = {},
): Promise<LightMyRequestResponse> {
  const xsrf = options.xsrf === undefined ? await pairFor(app) : options.xsrf;
  const headers: Record<string, string> = { ...options.headers };
  if (xsrf) {
    headers.cookie = `${XSRF_COOKIE}=${xsrf.token}`;
    headers[XSRF_HEADER] = xsrf.token;
  }
  if (options.token) headers[CREDENTIAL_HEADER] = `Bearer ${options.token}`;
  const request: InjectOptions = { method: 'POST', url, headers };
  if (options.ip) request.remoteAddress = options.ip;
  if (options.payload !== undefined) {
    request.payload = options.payload;
    headers['content-type'] ??= 'application/json';
  } else if (body !== undefined) {
    request.body = body as object;
  }
  return app.inject(request);
}

export type EnvelopeJson<T = unknown> = { code: number; msg: string; data: T };

export function envelope<T = unknown>(response: LightMyRequestResponse): EnvelopeJson<T> {
  return response.json<EnvelopeJson<T>>();
}

/**
 * The envelope of a contract path as the test reads it: `data` typed as the path's response
 * (null at run time when `code` is not 200), a paged call's envelope with total and page.
 */
export type ApiEnvelope<P extends ApiPath> = P extends PagedApiPath
  ? PagedEnvelope<PageItemOf<P>>
  : EnvelopeJson<ResponseOf<P>>;

/** A session token, or every option of post(). */
export type CallOptions = string | PostOptions;

/** Checks a contract path's answer: a success whose data breaks the contract fails the test. */
export function checkApiEnvelope<P extends ApiPath>(path: P, json: unknown): ApiEnvelope<P> {
  const answer = json as ApiEnvelope<P>;
  if (answer.code === SUCCESS_CODE) {
    const call = API_CONTRACT[path];
    const schema: z.ZodType = call.paged ? z.array(call.response) : call.response;
    const checked = schema.safeParse(answer.data);
    if (!checked.success) {
      throw new Error(`${path} answered outside its contract: ${z.prettifyError(checked.error)}`);
    }
  }
  return answer;
}

/** The typed, checked envelope of an injected call to a contract path. */
export function readApiEnvelope<P extends ApiPath>(
  path: P,
  response: LightMyRequestResponse,
): ApiEnvelope<P> {
  return checkApiEnvelope(path, response.json());
}

/**
 * POSTs a contract path as the site's client does and returns its typed envelope:
 * `callApi(app, '/travel/api/coupon/orders/pageList', { pageSize: 5 }, token)`.
 */
export async function callApi<P extends ApiPath>(
  app: FastifyInstance,
  path: P,
  body: RequestOf<P>,
  options: CallOptions = {},
): Promise<ApiEnvelope<P>> {
  return readApiEnvelope(path, await post(app, path, body, postOptions(options)));
}

/** Like callApi, for a body the contract refuses on purpose (the answer is still typed). */
export async function callApiWithAnyBody<P extends ApiPath>(
  app: FastifyInstance,
  path: P,
  body: unknown,
  options: CallOptions = {},
): Promise<ApiEnvelope<P>> {
  return readApiEnvelope(path, await post(app, path, body, postOptions(options)));
}

function postOptions(options: CallOptions): PostOptions {
  return typeof options === 'string' ? { token: options } : options;
}

let addresses = 0;
/** A client address no other test in the file uses, so per-IP limits stay out of the way. */
export function freshIp(): string {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}
