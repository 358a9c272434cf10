import { ApiError } from './api-error';

/** What a visitor reads when a call fails and nothing better is known. */
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The message a visitor reads for a failed call: the server's `msg` for a refusal, the client's
 * wording of a transport failure, else `fallback`.
 */
export function apiErrorMessage(
  error: unknown,
  fallback: string = GENERIC_FAILURE_MESSAGE,
): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
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
