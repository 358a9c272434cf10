import type { QueryClient, QueryState } from '@tanstack/react-query';
// Through the package's own name: the one ApiError class every screen's messages check against.
import { ApiError } from '@travel/shared';
import type { CarriedAnswer, CarriedRefusal } from '../contracts/screen-manifest';

/** A name, a number or a request (a plain object): what a carried answer's key is made of. */
const isKeyPart = (part: unknown): boolean =>
  typeof part === 'string' ||
  typeof part === 'number' ||
  (typeof part === 'object' && part !== null && !Array.isArray(part));

const isQueryKey = (key: unknown): key is CarriedAnswer['queryKey'] =>
  Array.isArray(key) && key.length > 0 && key.every(isKeyPart);

const isValues = (values: unknown): values is Record<string, string> =>
  typeof values === 'object' &&
  values !== null &&
  !Array.isArray(values) &&
  Object.values(values).every((value) => typeof value === 'string');

const isRefusal = (refusal: unknown): refusal is CarriedRefusal => {
  if (typeof refusal !== 'object' || refusal === null) return false;
  const { code, msg, error, params } = refusal as Record<string, unknown>;
  return (
    typeof code === 'number' &&
    typeof msg === 'string' &&
    (error === undefined || typeof error === 'string') &&
    (params === undefined || isValues(params))
  );
};

const isCarried = (answer: unknown): answer is CarriedAnswer => {
  if (typeof answer !== 'object' || answer === null) return false;
  const { queryKey, data, refusal } = answer as Record<string, unknown>;
  return isQueryKey(queryKey) && (data !== undefined || isRefusal(refusal));
};

/**
 * The answers a server-rendered page carries (its `PAGE_ANSWERS_ID` element's text), or none
 * when the text is missing or not what the server writes.
 */
export function carriedAnswers(text: string | null | undefined): CarriedAnswer[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isCarried) : [];
}

/** The refusals this page was painted with: the api's answer to the very call, just now. */
const carriedRefusals = new WeakSet<object>();

/**
 * Whether a query's error is a refusal the page carried. Such a query is not asked again when
 * its screen starts (`retryOnMount`): the screen hydrates with the message the server painted.
 */
export const isCarriedRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && carriedRefusals.has(error);

function refusalState(refusal: CarriedRefusal, at: number): QueryState<unknown, ApiError> {
  const error = new ApiError('business', refusal.msg, {
    code: refusal.code,
    refusal: refusal.error
      ? { name: refusal.error, ...(refusal.params ? { params: refusal.params } : {}) }
      : {},
  });
  carriedRefusals.add(error);
  return {
    data: undefined,
    dataUpdateCount: 0,
    dataUpdatedAt: 0,
    error,
    errorUpdateCount: 1,
    errorUpdatedAt: at,
    fetchFailureCount: 1,
    fetchFailureReason: error,
    fetchMeta: null,
    isInvalidated: false,
    status: 'error',
    fetchStatus: 'idle',
  };
}

/**
 * Puts the answers in the cache as fresh as now, so the screens that read them render what the
 * server rendered and ask for nothing until they go stale; a refusal as the error the screen's
 * own call would have had.
 */
export function seedAnswers(client: QueryClient, answers: readonly CarriedAnswer[]): void {
  const at = Date.now();
  for (const answer of answers) {
    if ('data' in answer) {
      client.setQueryData(answer.queryKey, answer.data);
    } else {
      // As TanStack Query's hydrate restores a query: in the state the server painted.
      client
        .getQueryCache()
        .build(client, { queryKey: answer.queryKey })
        .setState(refusalState(answer.refusal, at));
    }
  }
}
