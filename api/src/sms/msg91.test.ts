import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newTraveller, register } from '../test-support/accounts';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { envelope, post } from '../test-support/http';
import { msg91Sender } from './msg91';
import { SmsSendError, type SmsMessage } from './sender';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Stands in for control.msg91.com: records each request and answers as `reply` says. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: (response: ServerResponse) => void;

const success = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ type: 'success', message: '3763646c3058313530393632' }));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(text || 'null') as unknown,
      });
      reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  reply = success;
});

const message: SmsMessage = {
  mobile: '9876543210',
  text: '123456 is your HegTravel OTP to sign in.',
  templateId: '64f0c0ffee0123456789abcd',
  purpose: 'login',
  variables: { otp: '123456' },
};

const options = () => ({
  authKey: 'test-auth-key-1234',
  senderId: 'HEGTRV',
  baseUrl,
});

describe('the MSG91 adapter', () => {
  it('posts the Flow API request MSG91 documents', async () => {
    await msg91Sender(options()).send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v5/flow');
    expect(request?.headers).toMatchObject({
      authkey: 'test-auth-key-1234',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(request?.body).toEqual({
      template_id: '64f0c0ffee0123456789abcd',
      sender: 'HEGTRV',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '123456' }],
    });
  });

  it('leaves the sender to the template when none is configured', async () => {
    await msg91Sender({ ...options(), senderId: undefined }).send(message);
    expect(received[0]?.body).not.toHaveProperty('sender');
  });

  it('rejects with MSG91’s reason when it answers an error, without the key', async () => {
    reply = (response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ type: 'error', message: 'Authentication failure' }));
    };
    const error = await msg91Sender(options())
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toBe(
      'MSG91 refused the message (HTTP 401): Authentication failure',
    );
    expect((error as Error).message).not.toContain('test-auth-key');
  });

  it('rejects an error reported with HTTP 200', async () => {
    reply = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ type: 'error', message: 'Template not found' }));
    };
    await expect(msg91Sender(options()).send(message)).rejects.toThrow('Template not found');
  });

  it('rejects a reply that is not JSON', async () => {
    reply = (response) => {
      response.writeHead(502);
      response.end('<html>Bad gateway</html>');
    };
    await expect(msg91Sender(options()).send(message)).rejects.toThrow(
      'MSG91 refused the message (HTTP 502): <html>Bad gateway</html>',
    );
  });

  it('gives up on a gateway that does not answer', async () => {
    reply = () => {};
    const started = Date.now();
    await expect(
      msg91Sender({ ...options(), timeoutMs: 200 }).send(message),
    ).rejects.toBeInstanceOf(SmsSendError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('rejects when the gateway cannot be reached', async () => {
    await expect(
      msg91Sender({ ...options(), baseUrl: 'http://127.0.0.1:1' }).send(message),
    ).rejects.toThrow(/^MSG91 could not be reached/);
  });
});

describe.each(engines)('sign-up codes through MSG91 on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('sends the code as the template variable and accepts it back', async () => {
    const { db } = database();
    const { app } = await testApp(db, {
      env: {
        ENABLED_OTP: 'true',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'test-auth-key-1234',
        MSG91_TEMPLATE_ID: '64f0c0ffee0123456789abcd',
        MSG91_BASE_URL: baseUrl,
      },
    });
    const traveller = newTraveller();
    const sent = await post(app, '/travel/api/send/sms/otp', {
      mobile: traveller.mobileNo,
      mobileAreaCode: '91',
      smsBizType: 11,
    });
    expect(envelope(sent)).toEqual({ code: 200, msg: 'success', data: null });
    const body = received[0]?.body as { recipients: { mobiles: string; otp: string }[] };
    expect(body.recipients).toEqual([
      { mobiles: `91${traveller.mobileNo}`, otp: expect.stringMatching(/^\d{6}$/) as unknown },
    ]);
    await register(app, traveller, { smsCode: body.recipients[0]?.otp });
    expect(
      await db.query('select 1 from sms_outbox where mobile = $1', [traveller.mobileNo]),
    ).toEqual([]);
  });
});
