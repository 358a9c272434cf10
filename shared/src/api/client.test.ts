import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../contracts';
import { getSession, inFlightRequestsAtom, setSession } from '../state/session';
import { travelStore } from '../state/store';
import { ApiError } from './api-error';
import { apiErrorMessage } from './error-message';
import type * as ClientModule from './client';
import type * as HttpModule from './http';
import type { AxiosError as AxiosErrorClass, AxiosInstance } from 'axios';

type Client = typeof ClientModule;
let apiClient: AxiosInstance;
let apiPost: Client['apiPost'];
let setSessionExpiredHandler: Client['setSessionExpiredHandler'];
let transportErrorKind: (typeof HttpModule)['transportErrorKind'];
let AxiosError: typeof AxiosErrorClass;

/** The part of happy-dom's window that moves the page to another URL. */
type HappyDomWindow = { happyDOM: { setURL(url: string): void } };

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const traveller: SessionUser = {
  nickname: 'Aarav',
  email: 'aarav@example.in',
  mobileNo: '9876543210',
  uid: 'u-42',
  token: 'session-token-42',
};

let server: Server;
let origin: string;
let handler: Handler;
let received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };
const stalled: ServerResponse[] = [];

function sendJson(status: number, body: unknown): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('Expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received = { method: request.method, url: request.url, headers: request.headers, body };
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Serve the page from the test server so the API calls are same-origin, as on the site.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${origin}/coupon`);
  // axios records the page origin when it loads, so load the client only once the page is here.
  const client = await import('./client');
  ({ apiPost, setSessionExpiredHandler } = client);
  apiClient = await client.getApiClient();
  ({ transportErrorKind } = await import('./http'));
  ({ AxiosError } = await import('axios'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  setSession(null);
  handler = sendJson(200, { code: 200, msg: 'success', data: { enabledOtp: true } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const response of stalled.splice(0)) response.destroy();
  setSessionExpiredHandler(() => window.location.assign('/'));
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.restoreAllMocks();
});

describe('apiPost envelope handling', () => {
  it('posts JSON to the same origin and resolves the envelope data', async () => {
    await expect(apiPost('/travel/api/website/auth/check', {})).resolves.toEqual({
      enabledOtp: true,
    });
    expect(received.method).toBe('POST');
    expect(received.url).toBe('/travel/api/website/auth/check');
    expect(received.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(received.body)).toEqual({});
  });

  it('resolves a list as the whole page: data, total, pageNumber, pageSize', async () => {
    const order = {
      orderId: 'CO-1',
      couponCode: 'HEG-0099-0350',
      totalAmountPaise: 9900,
      backAmountPaise: 35000,
      status: 2,
      createdAt: '2026-11-22T12:27:00Z',
    };
    handler = sendJson(200, {
      code: 200,
      msg: 'success',
      data: [order],
      total: 11,
      pageNumber: 2,
      pageSize: 10,
    });
    await expect(
      apiPost('/travel/api/coupon/orders/pageList', { pageNumber: 2, pageSize: 10 }),
    ).resolves.toEqual({ data: [order], total: 11, pageNumber: 2, pageSize: 10 });
  });

  it('rejects a business error with the server message and code', async () => {
    handler = sendJson(200, { code: 1001, msg: 'This mobile number is already registered' });
    const error = await rejection(
      apiPost('/travel/api/send/sms/otp', {
        mobile: '9876543210',
        mobileAreaCode: '91',
        smsBizType: 11,
      }),
    );
    expect(error).toMatchObject({
      kind: 'business',
      code: 1001,
      message: 'This mobile number is already registered',
    });
  });

  it('uses "Error" when the server sends no message', async () => {
    handler = sendJson(200, { code: 500, data: null });
    const error = await rejection(apiPost('/travel/api/website/auth/check', {}));
    expect(error.message).toBe('Error');
    expect(error.kind).toBe('business');
  });

  it('on code 403 signs the traveller out, clears the stored token and calls the handler', async () => {
    setSession(traveller);
    expect(localStorage.getItem('travel.session')).toContain('session-token-42');
    const onSessionExpired = vi.fn();
    setSessionExpiredHandler(onSessionExpired);
    handler = sendJson(200, { code: 403, msg: 'Please sign in again' });

    const error = await rejection(apiPost('/travel/api/coupon/orders/pageList', {}));

    expect(error).toMatchObject({ kind: 'business', code: 403, message: 'Please sign in again' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('travel.session')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('rejects a 200 response that is not an envelope as a bad response', async () => {
    handler = (_request, response) => response.end('<html>maintenance</html>');
    const error = await rejection(apiPost('/travel/api/website/auth/check', {}));
    expect(error.kind).toBe('bad-response');
  });
});

describe('apiPost headers', () => {
  it('sends the credential, source marker, timestamp and XSRF token', async () => {
    setSession(traveller);
    document.cookie = 'XSRF-TOKEN=xsrf-7; path=/';
    const before = Date.now();

    await apiPost('/travel/api/user/loginOut', { uid: 'u-42' });

    expect(received.headers.authorization).toBe('Bearer session-token-42');
    expect(received.headers['x-travel-source']).toBe('travel-web');
    expect(Number(received.headers['x-travel-timestamp'])).toBeGreaterThanOrEqual(before);
    expect(Number(received.headers['x-travel-timestamp'])).toBeLessThanOrEqual(Date.now());
    expect(received.headers['x-xsrf-token']).toBe('xsrf-7');
  });

  it('sends no credential for a guest', async () => {
    await apiPost('/travel/api/website/auth/check', {});
    expect(received.headers.authorization).toBeUndefined();
    expect(received.headers['x-travel-source']).toBe('travel-web');
  });
});

describe('apiPost transport errors', () => {
  it('network: the connection drops', async () => {
    handler = (request) => request.socket.destroy();
    const error = await rejection(apiPost('/travel/api/website/auth/check', {}));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network error. Please check your connection and try again.');
    expect(console.error).toHaveBeenCalled();
  });

  it('timeout: no answer within the timeout', async () => {
    handler = (_request, response) => stalled.push(response);
    // happy-dom's XMLHttpRequest has no timeout; Node's adapter enforces it as a browser does.
    apiClient.defaults.adapter = 'http';
    apiClient.defaults.timeout = 100;
    try {
      const error = await rejection(apiPost('/travel/api/website/auth/check', {}));
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe('The request timed out. Please try again.');
    } finally {
      apiClient.defaults.adapter = undefined;
      apiClient.defaults.timeout = 60_000;
    }
  });

  it('bad request: a 4xx response, using the envelope message when there is one', async () => {
    handler = sendJson(400, { code: 400, msg: 'Please enter the correct mobile number' });
    const error = await rejection(
      apiPost('/travel/api/user/login', { loginAccount: '123', password: 'a'.repeat(64) }),
    );
    expect(error).toMatchObject({
      kind: 'bad-request',
      status: 400,
      message: 'Please enter the correct mobile number',
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('bad response: a 5xx response without an envelope', async () => {
    handler = (_request, response) => {
      response.writeHead(502);
      response.end('Bad Gateway');
    };
    const error = await rejection(apiPost('/travel/api/website/auth/check', {}));
    expect(error).toMatchObject({
      kind: 'bad-response',
      status: 502,
      message: 'The server could not complete the request. Please try again later.',
    });
  });

  it('a failure on the server: the reference to quote, from the envelope or the header', async () => {
    const id = '01JDQ8ZK3M4X9Q8R3T5V6W7Y8Z';
    handler = sendJson(500, {
      code: 500,
      msg: 'Something went wrong on our side. Please try again.',
      data: null,
      requestId: id,
    });
    const fromEnvelope = await rejection(apiPost('/travel/api/website/auth/check', {}));
    expect(fromEnvelope).toMatchObject({ kind: 'bad-response', status: 500, requestId: id });
    expect(apiErrorMessage(fromEnvelope)).toBe(
      `Something went wrong on our side. Please try again. Reference: ${id}`,
    );

    handler = (_request, response) => {
      response.writeHead(502, { 'X-Request-Id': 'f1e2d3c4b5a69788' });
      response.end('Bad Gateway');
    };
    const fromHeader = await rejection(apiPost('/travel/api/website/auth/check', {}));
    expect(apiErrorMessage(fromHeader)).toBe(
      'The server could not complete the request. Please try again later. Reference: f1e2d3c4b5a69788',
    );

    handler = (_request, response) => {
      response.writeHead(503, { 'X-Request-Id': 'not an id <b>' });
      response.end();
    };
    const malformed = await rejection(apiPost('/travel/api/website/auth/check', {}));
    expect(malformed.requestId).toBeUndefined();
    expect(apiErrorMessage(malformed)).not.toContain('Reference');
  });

  it('a refusal names no reference', async () => {
    handler = (_request, response) => {
      response.writeHead(400, {
        'Content-Type': 'application/json',
        'X-Request-Id': 'f1e2d3c4b5a69788',
      });
      response.end(JSON.stringify({ code: 400, msg: 'Please enter the correct mobile number' }));
    };
    const error = await rejection(apiPost('/travel/api/website/auth/check', {}));
    expect(error.requestId).toBe('f1e2d3c4b5a69788');
    expect(apiErrorMessage(error)).toBe('Please enter the correct mobile number');
  });

  it('canceled: the caller aborts the request', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      apiPost('/travel/api/website/auth/check', {}, { signal: controller.signal }),
    );
    expect(error.kind).toBe('canceled');
  });

  it('unsupported protocol: a URL the browser cannot request', async () => {
    apiClient.defaults.baseURL = 'ftp://files.example.test';
    try {
      const error = await rejection(apiPost('/travel/api/website/auth/check', {}));
      expect(error.kind).toBe('unsupported-protocol');
    } finally {
      apiClient.defaults.baseURL = '';
    }
  });

  it.each([
    ['ECONNABORTED', 'aborted'],
    ['ETIMEDOUT', 'timeout'],
    ['ERR_NETWORK', 'network'],
    ['ERR_CANCELED', 'canceled'],
    ['ERR_NOT_SUPPORT', 'unsupported-protocol'],
    ['ERR_BAD_OPTION', 'unsupported-protocol'],
  ])('maps axios code %s to %s', (code, kind) => {
    expect(transportErrorKind(new AxiosError('failed', code))).toBe(kind);
  });
});

describe('in-flight requests', () => {
  it('counts a request while it runs and returns to 0 when it settles', async () => {
    const first = apiPost('/travel/api/website/auth/check', {});
    const second = apiPost('/travel/api/website/auth/check', {});
    expect(travelStore.get(inFlightRequestsAtom)).toBe(2);
    await Promise.all([first, second]);
    expect(travelStore.get(inFlightRequestsAtom)).toBe(0);
  });

  it('returns to 0 after a failure', async () => {
    handler = sendJson(200, { code: 1001, msg: 'Coupon sold out' });
    const call = apiPost('/travel/api/coupon/order/create', {
      productCode: 'HEG-0099-0350',
      idempotencyKey: '6f1c2a4e-8b3d-4c5e-9f7a-1b2c3d4e5f60',
    });
    expect(travelStore.get(inFlightRequestsAtom)).toBe(1);
    await rejection(call);
    expect(travelStore.get(inFlightRequestsAtom)).toBe(0);
  });

  it('leaves order polling out of the count', async () => {
    handler = sendJson(200, { code: 200, msg: 'success', data: null });
    const polling = apiPost(
      '/travel/api/coupon/orders/polling',
      { orderId: 'CO-1' },
      { polling: true },
    );
    expect(travelStore.get(inFlightRequestsAtom)).toBe(0);
    await polling;
    expect(travelStore.get(inFlightRequestsAtom)).toBe(0);
  });
});
