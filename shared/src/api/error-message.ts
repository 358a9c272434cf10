import { ApiError } from './api-error';

/** What a visitor reads when a call fails and nothing better is known. */
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The message a visitor reads for a failed call: the server's `msg` for a refusal, the client's
 * wording of a transport failure, else `fallback`. A failure on the server ends with the
 * reference the visitor can quote: `Reference: <request id>`.
 */
export function apiErrorMessage(
  error: unknown,
  fallback: string = GENERIC_FAILURE_MESSAGE,
): string {
  const message = error instanceof ApiError && error.message ? error.message : fallback;
  const reference = failureReference(error);
  return reference ? `${message} Reference: ${reference}` : message;
}

/** The request id of a call that failed on the server (HTTP 5xx), for the visitor to quote. */
export function failureReference(error: unknown): string | undefined {
  return error instanceof ApiError && error.status !== undefined && error.status >= 500
    ? error.requestId
    : undefined;
}

/** The page itself canceled the call (it moved on): nothing to tell the visitor. */
export function isCanceledCall(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'canceled';
}

/** Failures after which the same call may well work: the request or its answer was lost. */
export function isTransientError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'network' ||
      error.kind === 'timeout' ||
      error.kind === 'aborted' ||
      error.kind === 'bad-response')
  );
}

/** The server answered with a business refusal (an envelope code other than 200). */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'business';
}
