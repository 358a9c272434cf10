import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';

export type Traveller = {
  name: string;
  email: string;
  mobileNo: string;
  password: string;
};

let made = 0;

/** A traveller no other test (or earlier run) uses: unique e-mail and a valid Indian mobile. */
export function newTraveller(testInfo: TestInfo): Traveller {
  made += 1;
  const stamp = `${Date.now()}${testInfo.workerIndex}${made}`;
  const digits = stamp.slice(-9);
  return {
    name: `Aarav ${digits.slice(-4)}`,
    email: `aarav.${stamp}@example.in`,
    mobileNo: `9${digits}`,
    password: 'Goa#26',
  };
}

type OutboxMessage = { mobile: string; text: string; createdAt: string };

/** The newest one-time code sent to `mobile` after `since`, read from the server's SMS outbox. */
export async function otpSentTo(
  request: APIRequestContext,
  mobile: string,
  since: Date,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/travel/dev/sms-outbox?mobile=${mobile}`);
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      // The outbox also holds the customer's order SMS: only a one-time code's counts here.
      const latest = messages.find(
        (message) => new Date(message.createdAt) >= since && /\bOTP\b/.test(message.text),
      );
      code = latest?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** POSTs to the site API the way the browser does: JSON with the XSRF cookie echoed. */
async function apiPost(request: APIRequestContext, path: string, body: object): Promise<unknown> {
  const readXsrf = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!(await readXsrf())) await request.get('/');
  const response = await request.post(path, {
    data: body,
    headers: { 'X-XSRF-TOKEN': (await readXsrf()) ?? '' },
  });
  const envelope = (await response.json()) as { code: number; msg?: string; data?: unknown };
  expect(envelope, `${path} answered ${JSON.stringify(envelope)}`).toMatchObject({ code: 200 });
  return envelope.data;
}

/**
 * Creates the account through the API (with the OTP from the outbox when the server asks for
 * one), so a test can start from "this traveller has an account".
 */
export async function registerTraveller(
  request: APIRequestContext,
  traveller: Traveller,
): Promise<void> {
  const { enabledOtp } = (await apiPost(request, '/travel/api/website/auth/check', {})) as {
    enabledOtp: boolean;
  };
  let smsCode: string | undefined;
  if (enabledOtp) {
    const since = new Date(Date.now() - 1000);
    await apiPost(request, '/travel/api/send/sms/otp', {
      mobile: traveller.mobileNo,
      mobileAreaCode: '91',
      smsBizType: 11,
    });
    smsCode = await otpSentTo(request, traveller.mobileNo, since);
  }
  await apiPost(request, '/travel/api/user/register', {
    nickname: traveller.name,
    email: traveller.email,
    mobileNo: traveller.mobileNo,
    mobileAreaCode: '91',
    password: sha256Hex(traveller.password),
    ...(smsCode ? { smsCode } : {}),
  });
}
