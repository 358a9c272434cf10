import type { AxiosInstance } from 'axios';
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE } from '../contracts/constants';
import { SESSION_EXPIRED_CODE, SUCCESS_CODE } from '../contracts/envelope';
import type { PageResult } from '../contracts/envelope';
import type { ApiPath, RequestOf, ResponseOf } from '../contracts/schemas/api-routes';
import { travelStore } from '../state/store';
import { inFlightRequestsAtom } from '../state/session';
import { contractMessagesReady } from '../locales';
import { ApiError } from './api-error';
import type * as HttpModule from './http';
import { TRANSPORT_MESSAGES, expireSession, isEnvelope, refusalOf } from './wire';

export { setSessionExpiredHandler } from './wire';

type Http = typeof HttpModule;
let http: Promise<Http> | undefined;

/** axios and the interceptors, fetched with the first call; a failed fetch is tried again. */
function loadHttp(): Promise<Http> {
  http ??= import('./http').catch((error: unknown) => {
    http = undefined;
    throw error;
  });
  return http;
}

/** The site's one axios instance, for the calls apiPost does not cover (a file download). */
export async function getApiClient(): Promise<AxiosInstance> {
  return (await loadHttp()).apiClient;
}

export type ApiPostOptions = {
  /** Order polling: does not show the global loading overlay. */
  polling?: boolean;
  signal?: AbortSignal;
};

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
    let loaded: Http;
    try {
      loaded = await loadHttp();
    } catch (error) {
      console.error('API client could not be loaded', error);
      throw new ApiError('network', TRANSPORT_MESSAGES.network, { cause: error });
    }
    let envelope: unknown;
    try {
      const response = await loaded.apiClient.post<unknown>(path, body, {
        signal: options.signal,
      });
      envelope = response.data;
    } catch (error) {
      throw loaded.transportError(error);
    }
    return unwrapEnvelope(envelope) as ResponseOf<P>;
  } catch (error) {
    // The visitor reads the failure in the page's language: its words arrive before it does.
    await contractMessagesReady();
    throw error;
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
    throw new ApiError('business', envelope.msg || 'Error', {
      code: envelope.code,
      refusal: refusalOf(envelope),
    });
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
