import type { QueryClient } from '@tanstack/react-query';
import type { CarriedAnswer } from '../contracts/screen-manifest';

/** A name, a number or a request (a plain object): what a carried answer's key is made of. */
const isKeyPart = (part: unknown): boolean =>
  typeof part === 'string' ||
  typeof part === 'number' ||
  (typeof part === 'object' && part !== null && !Array.isArray(part));

const isQueryKey = (key: unknown): key is CarriedAnswer['queryKey'] =>
  Array.isArray(key) && key.length > 0 && key.every(isKeyPart);

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
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (answer): answer is CarriedAnswer =>
      typeof answer === 'object' &&
      answer !== null &&
      isQueryKey((answer as CarriedAnswer).queryKey) &&
      (answer as CarriedAnswer).data !== undefined,
  );
}

/**
 * Puts the answers in the cache as fresh as now, so the screens that read them render what the
 * server rendered and ask for nothing until they go stale.
 */
export function seedAnswers(client: QueryClient, answers: readonly CarriedAnswer[]): void {
  for (const { queryKey, data } of answers) client.setQueryData(queryKey, data);
}
