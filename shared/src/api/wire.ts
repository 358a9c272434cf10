import { setSession } from '../state/session';
import type { TransportErrorKind } from './api-error';

/** The envelope as it arrives, before it is checked. */
export type WireEnvelope = {
  code: number;
  msg?: string | null;
  data?: unknown;
  total?: number;
  pageNumber?: number;
  pageSize?: number;
  /** With code 500: the server's id of the request. */
  requestId?: unknown;
  /** A business error's name and the values of its placeholders. */
  error?: unknown;
  params?: unknown;
};

/** The name and values a refusal carries, if well formed: a page says it in its language. */
export function refusalOf(body: unknown): { name?: string; params?: Record<string, string> } {
  if (!isEnvelope(body) || typeof body.error !== 'string' || !/^\w{1,64}$/.test(body.error)) {
    return {};
  }
  const params =
    typeof body.params === 'object' && body.params !== null
      ? Object.fromEntries(
          Object.entries(body.params).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
  return { name: body.error, ...(params ? { params } : {}) };
}

export function isEnvelope(body: unknown): body is WireEnvelope {
  return (
    typeof body === 'object' && body !== null && typeof (body as WireEnvelope).code === 'number'
  );
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request id an answer names (its envelope's, else its X-Request-Id), if well formed. */
export function requestIdOf(body: unknown, header: unknown): string | undefined {
  const id = isEnvelope(body) && body.requestId !== undefined ? body.requestId : header;
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : undefined;
}

export const TRANSPORT_MESSAGES: Record<TransportErrorKind, string> = {
  network: 'Network error. Please check your connection and try again.',
  aborted: 'The request was aborted. Please try again.',
  timeout: 'The request timed out. Please try again.',
  canceled: 'The request was canceled.',
  'bad-request': 'The request could not be processed.',
  'bad-response': 'The server could not complete the request. Please try again later.',
  'unsupported-protocol': 'Unsupported protocol.',
};

let sessionExpiredHandler: () => void = () => window.location.assign('/');

/** Replaces the default full-page redirect home after a 403, e.g. with the shell router's navigate. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

export function expireSession(): void {
  setSession(null);
  sessionExpiredHandler();
}
