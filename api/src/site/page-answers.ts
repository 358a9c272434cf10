import {
  API_CONTRACT,
  isContractPath,
  XSRF_COOKIE,
  XSRF_HEADER,
  type CarriedAnswer,
  type CarriedRefusal,
  type InPageApiPath,
} from '@travel/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { OWN_CALL_HEADER, OWN_CALL_TOKEN } from '../http/read-limit';
import { issueXsrfToken } from '../http/xsrf';

/** More than a screen needs; a release declaring more gets the first ones. */
const MAX_ANSWERS = 4;

/** A call a release's screen asks its page to carry, checked against the contract. */
export interface DeclaredAnswer {
  queryKey: CarriedAnswer['queryKey'];
  path: InPageApiPath;
  body: Record<string, unknown>;
  /** Named by the page's URL (`ofUrl`): asked as the visitor, within their read budget. */
  ofUrl: boolean;
  /** The page's status when the api refuses it as the caller's mistake (`refusedAs`). */
  refusedAs?: number;
  /** A `memberPage` call: asked with the session of the page's request, or not at all. */
  asMember: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the release's `ofUrl` names for the page's query and path; nothing when it throws. */
function askedByUrl(
  ofUrl: (query: URLSearchParams, params: Record<string, string>) => unknown,
  query: URLSearchParams,
  params: Record<string, string>,
): unknown {
  try {
    return ofUrl(new URLSearchParams(query), { ...params });
  } catch {
    return undefined;
  }
}

/** How the contract lets a page carry the call's answer, if it does. */
function carriedAs(path: string): 'everybody' | 'member' | undefined {
  if (!isContractPath(path)) return undefined;
  const call: { inPage?: true; memberPage?: true; access: string } = API_CONTRACT[path];
  if (call.inPage === true) return 'everybody';
  return call.memberPage === true && call.access === 'session' ? 'member' : undefined;
}

/**
 * The answers a release's node bundle declares for a screen (`answers` of ssr/screens.mjs) that
 * the page at `query` may carry: each fixed call, and each call the page's URL names (an entry's
 * `ofUrl`). Calls the contract marks `inPage` only, so no release can make the server place an
 * order or send a message while it renders a page.
 */
export function declaredAnswers(
  declared: unknown,
  query: URLSearchParams = new URLSearchParams(),
  params: Record<string, string> = {},
): DeclaredAnswer[] {
  if (!Array.isArray(declared)) return [];
  const found: DeclaredAnswer[] = [];
  for (const entry of declared as unknown[]) {
    const ofUrl = isPlainObject(entry) && typeof entry.ofUrl === 'function';
    const answer: unknown = ofUrl
      ? askedByUrl(
          entry.ofUrl as (query: URLSearchParams, params: Record<string, string>) => unknown,
          query,
          params,
        )
      : entry;
    if (!isPlainObject(answer)) continue;
    const { queryKey, path, body } = answer;
    if (
      !Array.isArray(queryKey) ||
      queryKey.length === 0 ||
      !queryKey.every(
        (part) => typeof part === 'string' || typeof part === 'number' || isPlainObject(part),
      ) ||
      typeof path !== 'string' ||
      !carriedAs(path) ||
      !isPlainObject(body)
    ) {
      continue;
    }
    const refusedAs =
      ofUrl && isPlainObject(entry) && (entry.refusedAs === 404 || entry.refusedAs === 410)
        ? entry.refusedAs
        : undefined;
    found.push({
      queryKey,
      path: path as InPageApiPath,
      body,
      ofUrl,
      asMember: carriedAs(path) === 'member',
      ...(refusedAs ? { refusedAs } : {}),
    });
    if (found.length === MAX_ANSWERS) break;
  }
  return found;
}

/**
 * How the api answered one call: its code (the envelope's, or the HTTP status when there is no
 * envelope) and, for a success, its data; for a refusal in an envelope, the refusal.
 */
export interface CallAnswer {
  code: number;
  data?: unknown;
  refusal?: CarriedRefusal;
}

/** A refusal's message, name and values as its envelope has them; undefined without a message. */
function refusalOf(envelope: Record<string, unknown>, code: number): CarriedRefusal | undefined {
  const { msg, error, params } = envelope;
  if (typeof msg !== 'string' || msg.length === 0) return undefined;
  const named = typeof error === 'string' && /^\w{1,64}$/.test(error);
  const values = isPlainObject(params)
    ? Object.fromEntries(
        Object.entries(params).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : undefined;
  return {
    code,
    msg,
    ...(named ? { error } : {}),
    ...(named && values ? { params: values } : {}),
  };
}

/**
 * Answers one call as the api answers the browser. With `visitor` (their address), the call is
 * the visitor's and spends their read budget; with `session` (a member's token), it is asked as
 * that member.
 */
export type AnswerCall = (
  path: InPageApiPath,
  body: Record<string, unknown>,
  visitor?: string,
  session?: string,
) => Promise<CallAnswer>;

/**
 * Sends the call through the api's own routes, as a browser with a signed XSRF pair would: the
 * same checks, the same answer. A fixed call is the page's, outside any client's read budget (the
 * page is cached, not the visitor's); a call the URL names is the visitor's, from their address,
 * so a page cannot ask more of the api than its visitor may. A refusal in an envelope comes back
 * as the envelope gave it; a failure of the call itself, with its status only.
 */
export function answerThroughRoutes(app: FastifyInstance, xsrfSecret: string): AnswerCall {
  return async (path, body, visitor, session) => {
    const token = issueXsrfToken(xsrfSecret);
    const response = await app.inject({
      method: 'POST',
      url: path,
      payload: body,
      cookies: { [XSRF_COOKIE]: token },
      headers: {
        [XSRF_HEADER.toLowerCase()]: token,
        ...(visitor === undefined ? { [OWN_CALL_HEADER]: OWN_CALL_TOKEN } : {}),
        ...(session === undefined ? {} : { authorization: `Bearer ${session}` }),
      },
      ...(visitor === undefined ? {} : { remoteAddress: visitor }),
    });
    let envelope: unknown;
    try {
      envelope = response.json();
    } catch {
      envelope = undefined;
    }
    if (!isPlainObject(envelope) || typeof envelope.code !== 'number') {
      return { code: response.statusCode === 200 ? 500 : response.statusCode };
    }
    if (response.statusCode === 200 && envelope.code === 200) {
      // A list's page as the browser's client gives it (shared/src/api/client.ts).
      if (typeof envelope.total === 'number') {
        const { data, total, pageNumber, pageSize } = envelope;
        return { code: 200, data: { data, total, pageNumber, pageSize } };
      }
      return { code: 200, data: envelope.data };
    }
    if (response.statusCode !== 200) return { code: response.statusCode };
    const refusal = refusalOf(envelope, envelope.code);
    return refusal ? { code: envelope.code, refusal } : { code: envelope.code };
  };
}

/** The answers of a page, as JSON inside a script element: `<` cannot close the element. */
export function answersScript(id: string, answers: readonly CarriedAnswer[]): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}
