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
};

export function isEnvelope(body: unknown): body is WireEnvelope {
  return (
    typeof body === 'object' && body !== null && typeof (body as WireEnvelope).code === 'number'
  );
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
