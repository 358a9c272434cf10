import axios, { AxiosError, AxiosHeaders } from 'axios';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, REQUEST_TIMEOUT_MS } from '../contracts/constants';
import { SESSION_EXPIRED_CODE, SUCCESS_CODE } from '../contracts/envelope';
import type { PageResult } from '../contracts/envelope';
import {
  CREDENTIAL_HEADER,
  SOURCE_HEADER,
  SOURCE_MARKER,
  TIMESTAMP_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  credentialHeaderValue,
} from '../contracts/headers';
import type { ApiPath, RequestOf, ResponseOf } from '../contracts/schemas/api-routes';
import { travelStore } from '../state/store';
import { getSession, inFlightRequestsAtom, setSession } from '../state/session';
import { ApiError } from './api-error';
import type { TransportErrorKind } from './api-error';

export const apiClient = axios.create({
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  // Same-origin requests carry cookies without it; never send them cross-site.
  withCredentials: false,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
  // Tells a timeout (ETIMEDOUT) apart from an aborted request (ECONNABORTED).
  transitional: { clarifyTimeoutError: true },
});

apiClient.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  const token = getSession()?.token;
  if (token) headers.set(CREDENTIAL_HEADER, credentialHeaderValue(token));
  headers.set(SOURCE_HEADER, SOURCE_MARKER);
  headers.set(TIMESTAMP_HEADER, String(Date.now()));
  config.headers = headers;
  return config;
});

let sessionExpiredHandler: () => void = () => window.location.assign('/');

/** Replaces the default full-page redirect home after a 403, e.g. with the shell router's navigate. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

export type ApiPostOptions = {
  /** Order polling: does not show the global loading overlay. */
  polling?: boolean;
  signal?: AbortSignal;
};

type WireEnvelope = {
  code: number;
  msg?: string | null;
  data?: unknown;
  total?: number;
  pageNumber?: number;
  pageSize?: number;
};

function isEnvelope(body: unknown): body is WireEnvelope {
  return (
    typeof body === 'object' && body !== null && typeof (body as WireEnvelope).code === 'number'
  );
}

function expireSession(): void {
  setSession(null);
  sessionExpiredHandler();
}

/**
 * POSTs JSON to a site API path and resolves the envelope's `data`. For list routes (the envelope
 * carries `total`) it resolves the whole page: `{ data, total, pageNumber, pageSize }`.
 */
export async function apiPost<P extends ApiPath>(
  path: P,
  body: RequestOf<P>,
  options: ApiPostOptions = {},
): Promise<ResponseOf<P>> {
  const showsOverlay = !options.polling;
  if (showsOverlay) travelStore.set(inFlightRequestsAtom, (count) => count + 1);
  try {
    let envelope: unknown;
    try {
      const response = await apiClient.post<unknown>(path, body, { signal: options.signal });
      envelope = response.data;
    } catch (error) {
      throw transportError(error);
    }
    return unwrapEnvelope(envelope) as ResponseOf<P>;
  } finally {
    if (showsOverlay) travelStore.set(inFlightRequestsAtom, (count) => Math.max(0, count - 1));
  }
}

function unwrapEnvelope(envelope: unknown): unknown {
  if (!isEnvelope(envelope)) {
    const error = new ApiError('bad-response', TRANSPORT_MESSAGES['bad-response']);
    console.error('Unreadable API response', envelope);
    throw error;
  }
  if (envelope.code !== SUCCESS_CODE) {
    if (envelope.code === SESSION_EXPIRED_CODE) expireSession();
    throw new ApiError('business', envelope.msg || 'Error', { code: envelope.code });
  }
  if (typeof envelope.total === 'number') {
    const page: PageResult<unknown> = {
      data: Array.isArray(envelope.data) ? (envelope.data as unknown[]) : [],
      total: envelope.total,
      pageNumber: envelope.pageNumber ?? DEFAULT_PAGE_NUMBER,
      pageSize: envelope.pageSize ?? DEFAULT_PAGE_SIZE,
    };
    return page;
  }
  return envelope.data ?? null;
}

const TRANSPORT_MESSAGES: Record<TransportErrorKind, string> = {
  network: 'Network error. Please check your connection and try again.',
  aborted: 'The request was aborted. Please try again.',
  timeout: 'The request timed out. Please try again.',
  canceled: 'The request was canceled.',
  'bad-request': 'The request could not be processed.',
  'bad-response': 'The server could not complete the request. Please try again later.',
  'unsupported-protocol': 'Unsupported protocol.',
};

export function transportErrorKind(error: AxiosError): TransportErrorKind {
  switch (error.code) {
    case AxiosError.ERR_CANCELED:
      return 'canceled';
    case AxiosError.ETIMEDOUT:
      return 'timeout';
    case AxiosError.ECONNABORTED:
      return 'aborted';
    case AxiosError.ERR_NETWORK:
      return 'network';
    case AxiosError.ERR_NOT_SUPPORT:
    case AxiosError.ERR_BAD_OPTION:
    case AxiosError.ERR_BAD_OPTION_VALUE:
      return 'unsupported-protocol';
  }
  const status = error.response?.status;
  if (status === undefined) {
    // The browser adapter reports an unknown URL scheme as ERR_BAD_REQUEST with no response.
    return error.message.startsWith('Unsupported protocol') ? 'unsupported-protocol' : 'network';
  }
  return status >= 400 && status < 500 ? 'bad-request' : 'bad-response';
}

function transportError(error: unknown): ApiError {
  if (!axios.isAxiosError(error)) {
    console.error('API request failed', error);
    return new ApiError('network', TRANSPORT_MESSAGES.network, { cause: error });
  }
  const kind = transportErrorKind(error);
  // A canceled request is the caller's own decision, not a failure worth logging.
  if (kind !== 'canceled') console.error('API request failed', error);
  const body: unknown = error.response?.data;
  if (isEnvelope(body) && body.code === SESSION_EXPIRED_CODE) expireSession();
  const message = isEnvelope(body) && body.msg ? body.msg : TRANSPORT_MESSAGES[kind];
  return new ApiError(kind, message, {
    code: isEnvelope(body) ? body.code : undefined,
    status: error.response?.status,
    cause: error,
  });
}
