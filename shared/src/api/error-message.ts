import { contractText, textOr, travelI18n, type I18n } from '@travel/shared/i18n';
import { ApiError } from './api-error';
import { TRANSPORT_MESSAGES } from './wire';

/** What a visitor reads when a call fails and nothing better is known. */
export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The message a visitor reads for a failed call: the server's `msg` for a refusal, the client's
 * wording of a transport failure, else `fallback`. A failure on the server ends with the
 * reference the visitor can quote: `Reference: <request id>`.
 */
export function apiErrorMessage(
  error: unknown,
  fallback?: string,
  i18n: I18n = travelI18n,
): string {
  const message =
    error instanceof ApiError && error.message
      ? inPageLanguage(error, i18n)
      : (fallback ?? textOr(i18n, 'failure.generic', GENERIC_FAILURE_MESSAGE));
  const reference = failureReference(error);
  if (!reference) return message;
  return textOr(i18n, 'failure.reference', `${message} Reference: ${reference}`, {
    message,
    reference,
  });
}

/**
 * A failure in the page's language (the contract's catalogue, docs/decisions/0024): a refusal
 * by the name the api gives it, a transport failure by its kind, a message the contract writes
 * (a validation message) by its English; the server's English otherwise.
 */
function inPageLanguage(error: ApiError, i18n: I18n): string {
  const { name, params } = error.refusal;
  if (name) return textOr(i18n, `error.${name}`, error.message, params);
  if (error.kind !== 'business' && error.message === TRANSPORT_MESSAGES[error.kind]) {
    return textOr(i18n, `transport.${error.kind}`, error.message);
  }
  return contractText(i18n, error.message);
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
