import { ApiError } from '@travel/shared';
import { BUSINESS_ERRORS } from '@travel/shared/contracts/plain';

const FARE_CHANGED_START = BUSINESS_ERRORS.fareChanged.message.split('{')[0] ?? '';

/** The server re-priced the trip at booking and its amount differs from the one shown. */
export function isFareChanged(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === BUSINESS_ERRORS.fareChanged.code &&
    error.message.startsWith(FARE_CHANGED_START)
  );
}
