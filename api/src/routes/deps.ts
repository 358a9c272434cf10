import type { Config } from '../config';
import type { Database } from '../db/database';
import type { PaymentGateway } from '../payments/gateways/gateway';
import type { SmsSender } from '../sms';

/** What every route module receives as plugin options. */
export interface RouteDeps {
  config: Config;
  db: Database;
  /** XSRF_SECRET or the one generated once and stored in app_setting. */
  xsrfSecret: string;
  /** OTP_PEPPER or the one generated once and stored in app_setting. */
  otpPepper: string;
  sms: SmsSender;
  /** The payment gateway chosen by PAYMENT_GATEWAY. */
  gateway: PaymentGateway;
  /** The current time; tests move it instead of sleeping. */
  now: () => Date;
}
