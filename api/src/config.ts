import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { COMPANY_CONTACT, gstinChecksumOk } from '@travel/shared/contracts';
import { repoRoot } from './paths';
import type { TaxRegistration } from './tax/registration';

const apiVersion = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(path.join(repoRoot, 'api/package.json'), 'utf8'))).version;

const booleanish = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1');

// Relative paths are resolved against the workspace root, so the server and the release CLI
// agree on them whether they are started from the root or from api/ (pnpm --filter runs in api/).
const directory = (fallback: string) =>
  z
    .string()
    .min(1)
    .default(fallback)
    .transform((value) => path.resolve(repoRoot, value));

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: directory('.data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  ENABLED_OTP: booleanish.default(false),
  DEV_ENDPOINTS: booleanish.default(false),
  SHELL_DIST: directory('shell/dist'),
  OPS_DIST: directory('ops/dist'),
  RELEASES_DIR: directory('.releases'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  XSRF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OTP_PEPPER: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string =>
      value === 'true' || value === 'false' ? value === 'true' : value,
    ),
  SMS_PROVIDER: z
    .enum(['outbox', 'msg91'], { error: "must be 'outbox' or 'msg91'" })
    .default('outbox'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  // kind:template pairs, comma-separated: bookingConfirmed:6650…,couponPurchased:6651…
  MSG91_MESSAGE_TEMPLATES: z
    .string()
    .regex(
      /^\s*[a-zA-Z]+:[\w-]+\s*(,\s*[a-zA-Z]+:[\w-]+\s*)*$/,
      'must be kind:template pairs separated by commas, e.g. bookingConfirmed:6650aa,couponPurchased:6651bb',
    )
    .optional(),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{6}$/, 'must be the 6-character DLT header (sender id)')
    .optional(),
  MSG91_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://control.msg91.com'),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^[^\r\n]*@[^\r\n]*$/,
      'must be one line with an e-mail address, e.g. HegTravel <tickets@hegtravel.in>',
    )
    .default('HegTravel <tickets@hegtravel.in>'),
  // The company's GST registration, printed on every tax invoice and credit note.
  COMPANY_GSTIN: z
    .string()
    .refine(gstinChecksumOk, 'must be a valid GSTIN (15 characters, e.g. 27AAHCH4729K1Z7)')
    .default('27AAHCH4729K1Z7'),
  COMPANY_ADDRESS: z
    .string()
    .regex(/^[^\r\n]{10,300}$/, 'must be one line of 10 to 300 characters')
    .default(COMPANY_CONTACT.address),
  MESSAGE_WORKER_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(1000),
  PAYMENT_GATEWAY: z
    .enum(['sandbox', 'razorpay'], { error: "must be 'sandbox' or 'razorpay'" })
    .default('sandbox'),
  PAYMENT_SANDBOX_IN_PRODUCTION: booleanish.default(false),
  SANDBOX_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id (rzp_test_... or rzp_live_...)')
    .optional(),
  RAZORPAY_KEY_SECRET: z
    .string()
    .min(8, 'must be the key secret from the Razorpay dashboard')
    .optional(),
  RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .min(8, 'must be the webhook secret set in Razorpay')
    .optional(),
  RAZORPAY_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.razorpay.com'),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  OPERATOR_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters without spaces')
    .optional(),
  API_DOCS: booleanish.optional(),
  RECONCILE_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .max(3600, 'must be at most 3600')
    .default(60),
  RELEASE_OPERATOR_KEYS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const keys: OperatorKey[] = [];
      for (const pair of (value ?? '').split(',').filter((item) => item.trim() !== '')) {
        const at = pair.indexOf(':');
        const name = pair.slice(0, at).trim();
        const key = pair.slice(at + 1).trim();
        if (at < 1 || !/^[A-Za-z0-9._-]{1,40}$/.test(name) || key.length < 32) {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be name:key pairs, comma-separated; names of letters, digits, . _ -, keys of at least 32 characters',
          });
          return z.NEVER;
        }
        if (keys.some((known) => known.name === name)) {
          ctx.addIssue({ code: 'custom', message: `names the operator "${name}" twice` });
          return z.NEVER;
        }
        keys.push({ name, key });
      }
      return keys;
    }),
  RELEASE_OPERATOR_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CANARY_MAX_FAILURE_RATE: z.coerce
    .number({ error: 'must be a number between 0 and 1' })
    .gt(0, 'must be more than 0')
    .max(1, 'must be at most 1')
    .default(0.2),
  CANARY_MIN_LOADS: z.coerce
    .number({ error: 'must be a number of loads' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(20),
  CANARY_MIN_VITALS: z.coerce
    .number({ error: 'must be a number of samples' })
    .int('must be a whole number')
    .min(5, 'must be at least 5')
    .default(100),
  CANARY_VITALS_MARGIN: z.coerce
    .number({ error: 'must be a share such as 0.2' })
    .min(0, 'must be 0 or more')
    .max(10, 'must be at most 10')
    .default(0.2),
  CANARY_CHECK_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .max(3600, 'must be at most 3600')
    .default(15),
  RELEASE_HEALTH_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1440, 'must be at most 1440')
    .default(10),
  BEACON_BATCHES_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of batches' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
  RELEASE_PREVIEW_MAX_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1440, 'must be at most 1440')
    .default(240),
  FLIGHT_READS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of calls' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100000, 'must be at most 100000')
    .default(120),
  AIRPORT_LOOKUPS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number of calls' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100000, 'must be at most 100000')
    .default(300),
  SIGN_UPS_PER_IP_PER_HOUR: z.coerce
    .number({ error: 'must be a number of accounts' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100000, 'must be at most 100000')
    .default(10),
  OTP_PER_IP_PER_HOUR: z.coerce
    .number({ error: 'must be a number of codes' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100000, 'must be at most 100000')
    .default(20),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(120, 'must be at most 120')
    .default(10),
  TRAVEL_CLOCK: z.iso
    .datetime({ offset: true, error: 'must be an ISO time such as 2027-01-02T09:00:00+05:30' })
    .optional(),
});

/** One release operator: the name the ledger records and the key that proves it. */
export interface OperatorKey {
  name: string;
  key: string;
}

/** Release operations, canary and remote-load health. */
export interface ReleaseConfig {
  /** RELEASE_OPERATOR_KEYS: deprecated, staff tokens with the release role replace them. */
  operatorKeys: OperatorKey[];
  /** RELEASE_OPERATOR_TOKEN_SECRET: signs operator tokens (`release token <name>`). */
  operatorTokenSecret: string | undefined;
  /** A canary is aborted when its failure rate reaches this share of its loads... */
  canaryMaxFailureRate: number;
  /** ...over at least this many loads. */
  canaryMinLoads: number;
  /**
   * A canary is judged on its visitors' vitals (p75 LCP, INP, CLS) and error rate only with
   * at least this many samples (page views, for errors) on each side...
   */
  canaryMinVitals: number;
  /** ...and aborted when its p75 is worse than live's by more than this share (0.2: 20 %). */
  canaryVitalsMargin: number;
  /** How often the canary check runs in each api process; 0: never. */
  canaryCheckIntervalMs: number;
  /** The minutes `release status` and the canary check look back over. */
  healthWindowMinutes: number;
  /** Beacon batches one client may send per minute. */
  beaconBatchesPerMinute: number;
  /** The longest a release preview link and its cookie may live. */
  previewMaxMinutes: number;
}

// Checked once the variables themselves are well formed.
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.SMS_PROVIDER === 'msg91') {
    for (const name of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const) {
      if (!env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when SMS_PROVIDER=msg91 (the DLT-approved OTP template in MSG91)',
        });
      }
    }
  }
  if (env.PAYMENT_GATEWAY === 'razorpay') {
    for (const name of [
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ] as const) {
      if (!env[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            'is required when PAYMENT_GATEWAY=razorpay (Razorpay dashboard, API keys and webhooks)',
        });
      }
    }
  }
  // The development endpoints hand out every one-time code: never on a live site.
  if (env.DEV_ENDPOINTS && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['DEV_ENDPOINTS'],
      message:
        'must be off in production (NODE_ENV=production): /travel/dev/* hands out one-time ' +
        'codes to anyone; unset DEV_ENDPOINTS',
    });
  }
  // A moved clock sells, expires and closes at the wrong time: only for trying such rules.
  if (env.TRAVEL_CLOCK && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['TRAVEL_CLOCK'],
      message: "must be unset in production (NODE_ENV=production): it moves the server's clock",
    });
  }
  // The sandbox lets anyone approve their own payment: never by accident on a live site.
  if (
    env.PAYMENT_GATEWAY === 'sandbox' &&
    env.NODE_ENV === 'production' &&
    !env.PAYMENT_SANDBOX_IN_PRODUCTION
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_GATEWAY'],
      message:
        'is the sandbox (no real money) in production; set PAYMENT_GATEWAY=razorpay, or ' +
        'PAYMENT_SANDBOX_IN_PRODUCTION=true for a demo site',
    });
  }
});

export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'msg91';
      authKey: string;
      /** The MSG91 template, mapped in MSG91 to the DLT template id TRAI requires. */
      templateId: string;
      /** The template of each customer message kind's SMS; a kind without one is not sent. */
      messageTemplates: Record<string, string>;
      senderId: string | undefined;
      baseUrl: string;
    };

export type PaymentConfig =
  | {
      gateway: 'sandbox';
      /** When unset, a secret generated once is kept in the database (see settings.ts). */
      webhookSecret: string | undefined;
    }
  | {
      gateway: 'razorpay';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      apiBase: string;
    };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  enabledOtp: boolean;
  /** The /travel/dev/* endpoints (the SMS outbox); off unless switched on, never in production. */
  devEndpoints: boolean;
  shellDist: string;
  /** The staff console's build, served at /travel/ops/. */
  opsDist: string;
  releasesDir: string;
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.output<typeof envSchema>['NODE_ENV'];
  /** When unset, a secret generated once is kept in the database (see settings.ts). */
  xsrfSecret: string | undefined;
  /** When unset, a pepper generated once is kept in the database (see settings.ts). */
  otpPepper: string | undefined;
  /** Fastify's trustProxy: false, true, or the proxies' addresses/CIDRs, comma-separated. */
  trustProxy: boolean | string;
  sms: SmsConfig;
  /** E-mail: through SMTP_URL when set, else into the development mail outbox. */
  mail: { smtpUrl: string | undefined; from: string };
  /** The GST registration our tax documents carry. */
  taxRegistration: TaxRegistration;
  /** How often this process delivers due customer messages; 0: never. */
  messageWorkerIntervalMs: number;
  payments: PaymentConfig;
  /** Where visitors and the sandbox's webhooks reach this site; unset: the local port. */
  publicBaseUrl: string | undefined;
  /** X-Operator-Key for the operator's endpoints; unset: they answer 403. */
  operatorApiKey: string | undefined;
  /** The bearer token of GET /metrics; unset: open, except in production (refused there). */
  metricsToken: string | undefined;
  /** How often reconciliation runs in the api process; 0: never. */
  reconcileIntervalMs: number;
  releases: ReleaseConfig;
  /**
   * Public reads one client may make per minute: flight searches, fare calendars, itineraries
   * and quotes together; airport lookups on their own.
   */
  readLimits: { flightReads: number; airportLookups: number };
  /** Serve /travel/api/openapi.json and /travel/api/docs; by default everywhere but production. */
  apiDocs: boolean;
  /** The api's package version, shown in the OpenAPI document. */
  version: string;
  /** Accounts one client address may create in an hour (kept in the database). */
  signUpsPerIpPerHour: number;
  /** One-time codes one client address may ask for in an hour. */
  otpPerIpPerHour: number;
  /** On SIGTERM/SIGINT, how long requests in flight may take before their connections are cut. */
  shutdownGraceMs: number;
  /** TRAVEL_CLOCK: the server's clock starts at this moment and runs on (never in production). */
  clockStart: Date | undefined;
}

// Never echo these back: they may hold passwords.
const secretVariables = new Set([
  'DATABASE_URL',
  'XSRF_SECRET',
  'OTP_PEPPER',
  'MSG91_AUTH_KEY',
  'SMTP_URL',
  'SANDBOX_WEBHOOK_SECRET',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'OPERATOR_API_KEY',
  'METRICS_TOKEN',
  'RELEASE_OPERATOR_KEYS',
  'RELEASE_OPERATOR_TOKEN_SECRET',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in a .env file) means "use the default", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = checkedEnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      const shown =
        value === undefined || secretVariables.has(name) ? '' : ` (got ${JSON.stringify(value)})`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    enabledOtp: e.ENABLED_OTP,
    devEndpoints: e.DEV_ENDPOINTS,
    shellDist: e.SHELL_DIST,
    opsDist: e.OPS_DIST,
    releasesDir: e.RELEASES_DIR,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    xsrfSecret: e.XSRF_SECRET,
    otpPepper: e.OTP_PEPPER,
    trustProxy: e.TRUST_PROXY,
    sms:
      e.SMS_PROVIDER === 'msg91' && e.MSG91_AUTH_KEY && e.MSG91_TEMPLATE_ID
        ? {
            provider: 'msg91',
            authKey: e.MSG91_AUTH_KEY,
            templateId: e.MSG91_TEMPLATE_ID,
            messageTemplates: Object.fromEntries(
              (e.MSG91_MESSAGE_TEMPLATES ?? '')
                .split(',')
                .filter((pair) => pair.trim())
                .map((pair) => pair.split(':').map((part) => part.trim()) as [string, string]),
            ),
            senderId: e.MSG91_SENDER_ID,
            baseUrl: e.MSG91_BASE_URL.replace(/\/+$/, ''),
          }
        : { provider: 'outbox' },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    taxRegistration: { gstin: e.COMPANY_GSTIN, address: e.COMPANY_ADDRESS },
    messageWorkerIntervalMs: e.MESSAGE_WORKER_INTERVAL_MS,
    payments:
      e.PAYMENT_GATEWAY === 'razorpay' &&
      e.RAZORPAY_KEY_ID &&
      e.RAZORPAY_KEY_SECRET &&
      e.RAZORPAY_WEBHOOK_SECRET
        ? {
            gateway: 'razorpay',
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
          }
        : { gateway: 'sandbox', webhookSecret: e.SANDBOX_WEBHOOK_SECRET },
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    operatorApiKey: e.OPERATOR_API_KEY,
    metricsToken: e.METRICS_TOKEN,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_SECONDS * 1000,
    releases: {
      operatorKeys: e.RELEASE_OPERATOR_KEYS,
      operatorTokenSecret: e.RELEASE_OPERATOR_TOKEN_SECRET,
      canaryMaxFailureRate: e.CANARY_MAX_FAILURE_RATE,
      canaryMinLoads: e.CANARY_MIN_LOADS,
      canaryMinVitals: e.CANARY_MIN_VITALS,
      canaryVitalsMargin: e.CANARY_VITALS_MARGIN,
      canaryCheckIntervalMs: e.CANARY_CHECK_SECONDS * 1000,
      healthWindowMinutes: e.RELEASE_HEALTH_MINUTES,
      beaconBatchesPerMinute: e.BEACON_BATCHES_PER_MINUTE,
      previewMaxMinutes: e.RELEASE_PREVIEW_MAX_MINUTES,
    },
    readLimits: {
      flightReads: e.FLIGHT_READS_PER_MINUTE,
      airportLookups: e.AIRPORT_LOOKUPS_PER_MINUTE,
    },
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    version: apiVersion,
    signUpsPerIpPerHour: e.SIGN_UPS_PER_IP_PER_HOUR,
    otpPerIpPerHour: e.OTP_PER_IP_PER_HOUR,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    clockStart: e.TRAVEL_CLOCK === undefined ? undefined : new Date(e.TRAVEL_CLOCK),
  };
}
