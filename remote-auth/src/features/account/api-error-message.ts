import { ApiError } from '@travel/shared';

/** The text for a toast: the server's msg, or the client's wording of a transport failure. */
export function apiErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.kind === 'canceled' ? null : error.message;
  return error instanceof Error && error.message ? error.message : 'Error';
}
