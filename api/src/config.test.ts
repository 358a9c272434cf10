import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { repoRoot } from './paths';

describe('loadConfig', () => {
  it('falls back to defaults rooted at the repository', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, '.data'),
      databaseUrl: undefined,
      enabledOtp: false,
      devEndpoints: false,
      shellDist: path.join(repoRoot, 'shell/dist'),
      releasesDir: path.join(repoRoot, '.releases'),
      logLevel: 'info',
      nodeEnv: 'development',
      xsrfSecret: undefined,
    });
  });

  it('resolves relative folders against the repository root, whatever the cwd', () => {
    const config = loadConfig({ DATA_DIR: 'var/data', RELEASES_DIR: '/srv/releases' });
    expect(config.dataDir).toBe(path.join(repoRoot, 'var/data'));
    expect(config.releasesDir).toBe('/srv/releases');
  });

  it('reads ENABLED_OTP, PORT and DATABASE_URL', () => {
    const config = loadConfig({
      ENABLED_OTP: 'true',
      PORT: '3000',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
    });
    expect(config.enabledOtp).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://root@127.0.0.1:5432/test');
    expect(loadConfig({ ENABLED_OTP: 'false' }).enabledOtp).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', ENABLED_OTP: '' })).toMatchObject({
      port: 8080,
      enabledOtp: false,
    });
  });

  it('names every bad variable in one readable error, without echoing secrets', () => {
    const env = {
      PORT: 'eighty',
      ENABLED_OTP: 'yes please',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://user:hunter2@db/travel',
      XSRF_SECRET: 'short',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of Object.keys(env)) expect(message).toContain(`${name}:`);
    expect(message).toContain('(got "eighty")');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short"');
  });

  it('uses the SMS outbox unless told otherwise', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
  });

  it('reads the MSG91 settings', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
      MSG91_SENDER_ID: 'HEGTRV',
      MSG91_MESSAGE_TEMPLATES: 'bookingConfirmed:6650aa01, couponPurchased:6651bb02',
    });
    expect(config.sms).toEqual({
      provider: 'msg91',
      authKey: 'key',
      templateId: 'template',
      messageTemplates: { bookingConfirmed: '6650aa01', couponPurchased: '6651bb02' },
      senderId: 'HEGTRV',
      baseUrl: 'https://control.msg91.com',
    });
    expect(() =>
      loadConfig({
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'key',
        MSG91_TEMPLATE_ID: 'template',
        MSG91_MESSAGE_TEMPLATES: 'bookingConfirmed=6650aa01',
      }),
    ).toThrow('MSG91_MESSAGE_TEMPLATES: must be kind:template pairs separated by commas');
  });

  it('stops MSG91 without its key and DLT template, naming both, never echoing the key', () => {
    let message = '';
    try {
      loadConfig({ SMS_PROVIDER: 'msg91', MSG91_SENDER_ID: 'HEGTRV' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('MSG91_AUTH_KEY: is required when SMS_PROVIDER=msg91');
    expect(message).toContain('MSG91_TEMPLATE_ID: is required when SMS_PROVIDER=msg91');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      "SMS_PROVIDER: must be 'outbox' or 'msg91'",
    );
    expect(() =>
      loadConfig({
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 't',
        MSG91_SENDER_ID: 'TOO-LONG',
      }),
    ).toThrow('MSG91_SENDER_ID: must be the 6-character DLT header');
  });

  it('reads TRUST_PROXY as a switch or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('uses the sandbox gateway, no operator key and a 60 s reconciliation unless told', () => {
    expect(loadConfig({})).toMatchObject({
      payments: { gateway: 'sandbox', webhookSecret: undefined },
      publicBaseUrl: undefined,
      operatorApiKey: undefined,
      reconcileIntervalMs: 60_000,
    });
    expect(loadConfig({ RECONCILE_INTERVAL_SECONDS: '0' }).reconcileIntervalMs).toBe(0);
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://hegtravel.in/' }).publicBaseUrl).toBe(
      'https://hegtravel.in',
    );
  });

  it('reads the Razorpay settings, and stops without any of them, never echoing secrets', () => {
    const razorpay = {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_ABCDEF123456',
      RAZORPAY_KEY_SECRET: 'secret-value-1',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-2',
    };
    expect(loadConfig(razorpay).payments).toEqual({
      gateway: 'razorpay',
      keyId: 'rzp_live_ABCDEF123456',
      keySecret: 'secret-value-1',
      webhookSecret: 'webhook-secret-2',
      apiBase: 'https://api.razorpay.com',
    });
    let message = '';
    try {
      loadConfig({ PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_SECRET: 'x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('RAZORPAY_KEY_ID: is required when PAYMENT_GATEWAY=razorpay');
    expect(message).toContain('RAZORPAY_WEBHOOK_SECRET: is required');
    expect(message).toContain('RAZORPAY_KEY_SECRET: must be the key secret');
    expect(message).not.toContain('"x"');
    expect(() => loadConfig({ ...razorpay, RAZORPAY_KEY_ID: 'key' })).toThrow(
      'RAZORPAY_KEY_ID: must be a Razorpay key id',
    );
  });

  it('refuses the sandbox gateway in production unless a demo site asks for it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'PAYMENT_GATEWAY: is the sandbox (no real money) in production',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).payments
        .gateway,
    ).toBe('sandbox');
  });

  it('keeps the development endpoints off unless switched on, and never in production', () => {
    expect(loadConfig({ DEV_ENDPOINTS: 'true' }).devEndpoints).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        DEV_ENDPOINTS: 'true',
      }),
    ).toThrow('DEV_ENDPOINTS: must be off in production (NODE_ENV=production)');
  });
});
