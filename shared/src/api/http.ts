import axios, { AxiosError, AxiosHeaders } from 'axios';
import { REQUEST_TIMEOUT_MS } from '../contracts/constants';
import { SESSION_EXPIRED_CODE } from '../contracts/envelope';
import {
  CREDENTIAL_HEADER,
  SOURCE_HEADER,
  SOURCE_MARKER,
  TIMESTAMP_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  credentialHeaderValue,
} from '../contracts/headers';
import { getSession } from '../state/session';
import { ApiError } from './api-error';
import type { TransportErrorKind } from './api-error';
import { TRANSPORT_MESSAGES, expireSession, isEnvelope, refusalOf, requestIdOf } from './wire';

// The site's one axios instance. client.ts loads this module with the first call, so a page
// that calls no API (home, the blog) starts without axios.

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

export function transportError(error: unknown): ApiError {
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
    requestId: requestIdOf(body, error.response?.headers['x-request-id']),
    refusal: refusalOf(body),
    cause: error,
  });
}
