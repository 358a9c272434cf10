// A visitor of the running site over real HTTP (fetch): the XSRF pair, a session token and the
// sandbox payer page, as the browser uses them. Shared by the load, replica and crash scripts.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CREDENTIAL_HEADER,
  type CouponOrder,
  type CreateCouponOrderResponse,
  type LoginResponse,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@travel/shared/contracts';

export const NINETY_NINE = 'HEG-0099-0350';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  total?: number;
}

export interface Traveller {
  nickname: string;
  email: string;
  mobileNo: string;
  /** SHA-256 of the password, as the browser sends it. */
  password: string;
}

export function newTraveller(): Traveller {
  const tag = randomBytes(5).toString('hex');
  return {
    nickname: `Traveller ${tag.slice(0, 4)}`,
    email: `t.${tag}@example.in`,
    mobileNo: `9${String(randomBytes(4).readUInt32BE(0) % 1e9).padStart(9, '0')}`,
    password: createHash('sha256').update('abc123').digest('hex'),
  };
}

/** An address of its own per visitor, so per-address limits see many visitors, not one. */
export function visitorAddress(): string {
  const [a = 0, b = 0, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(c, 1)}`;
}

export function xsrfCookieOf(response: Response): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const match = new RegExp(`^${XSRF_COOKIE}=([^;]+)`).exec(line);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** What the HTTP exchange gave: the envelope, or why there was none. */
export class CallError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | undefined,
    message: string,
  ) {
    super(`${url}: ${message}`);
  }
}

export class Visitor {
  xsrf: string | undefined;
  token: string | undefined;
  readonly address = visitorAddress();

  constructor(public base: string) {}

  /** The first call of a visit: it hands out the XSRF cookie. */
  async start(): Promise<void> {
    const response = await fetch(`${this.base}/travel/api/website/auth/check`, {
      method: 'POST',
      headers: { 'x-forwarded-for': this.address },
    });
    await response.arrayBuffer();
    this.xsrf = xsrfCookieOf(response) ?? this.xsrf;
  }

  headers(): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': this.address,
    };
    if (this.xsrf) {
      headers.cookie = `${XSRF_COOKIE}=${this.xsrf}`;
      headers[XSRF_HEADER] = this.xsrf;
    }
    if (this.token) headers[CREDENTIAL_HEADER] = `Bearer ${this.token}`;
    return headers;
  }

  /** Any envelope; throws CallError when no envelope came back (network, 5xx, not JSON). */
  async call<T>(path: string, body: unknown = {}): Promise<Envelope<T>> {
    const url = `${this.base}${path}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: this.headers(),
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new CallError(path, undefined, (error as Error).message);
    }
    const text = await response.text().catch(() => '');
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new CallError(path, response.status, `HTTP ${response.status}, not JSON`);
    }
    if (response.status >= 500) {
      throw new CallError(path, response.status, `HTTP ${response.status} ${parsed.msg}`);
    }
    return parsed;
  }

  /** Expects envelope 200 and returns its data. */
  async ok<T>(path: string, body: unknown = {}): Promise<T> {
    const answer = await this.call<T>(path, body);
    if (answer.code !== 200) throw new CallError(path, 200, `${answer.code} ${answer.msg}`);
    return answer.data;
  }

  async register(traveller: Traveller): Promise<void> {
    await this.ok('/travel/api/user/register', { ...traveller, mobileAreaCode: '91' });
  }

  async signIn(traveller: Traveller): Promise<void> {
    const session = await this.ok<LoginResponse>('/travel/api/user/login', {
      loginAccount: traveller.email,
      password: traveller.password,
    });
    this.token = session.utoken;
  }

  /** A new traveller, signed up and signed in. */
  async signUp(): Promise<Traveller> {
    if (!this.xsrf) await this.start();
    const traveller = newTraveller();
    await this.register(traveller);
    await this.signIn(traveller);
    return traveller;
  }

  buy(productCode = NINETY_NINE, idempotencyKey = randomUUID()) {
    return this.call<CreateCouponOrderResponse>('/travel/api/coupon/order/create', {
      productCode,
      idempotencyKey,
    });
  }

  order(orderId: string): Promise<CouponOrder> {
    return this.ok('/travel/api/coupon/orders/polling', { orderId });
  }

  /** The first page of the visitor's orders, newest first, and how many there are. */
  async orders(pageSize = 100): Promise<{ orders: CouponOrder[]; total: number }> {
    const answer = await this.call<CouponOrder[]>('/travel/api/coupon/orders/pageList', {
      pageNumber: 1,
      pageSize,
    });
    if (answer.code !== 200) throw new CallError('pageList', 200, `${answer.code} ${answer.msg}`);
    return { orders: answer.data, total: answer.total ?? 0 };
  }
}

/**
 * The payer's Approve on the sandbox page, posted as its form does, to `base` (which may be
 * another replica or the proxy in front of them). Answers the HTTP status of the page.
 */
export async function approveOnPayerPage(base: string, payerUrl: string): Promise<number> {
  const { pathname } = new URL(payerUrl);
  const page = await fetch(`${base}${pathname}`);
  await page.arrayBuffer();
  if (page.status !== 200) return page.status;
  const response = await fetch(`${base}${pathname}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ vpa: 'traveller@oksandbox' }).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}
