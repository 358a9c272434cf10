import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { resolveSandboxWebhookSecret } from '../../settings';
import type { PaymentGateway } from './gateway';
import { razorpayGateway } from './razorpay';
import { type SandboxGateway, type WebhookDelivery, sandboxGateway } from './sandbox';

export type { PaymentGateway } from './gateway';
export type { WebhookDelivery } from './sandbox';

export interface Payments {
  gateway: PaymentGateway;
  /** The sandbox itself when it is the gateway (its payer pages need it). */
  sandbox: SandboxGateway | undefined;
  /** Checks X-Razorpay-Signature of the gateway's webhooks. */
  webhookSecret: string;
}

/** The gateway chosen by PAYMENT_GATEWAY. */
export async function createPayments(
  config: Pick<Config, 'payments'>,
  deps: { db: Database; now: () => Date; logger: FastifyBaseLogger; deliver: WebhookDelivery },
): Promise<Payments> {
  const settings = config.payments;
  if (settings.gateway === 'razorpay') {
    return {
      gateway: razorpayGateway(settings),
      sandbox: undefined,
      webhookSecret: settings.webhookSecret,
    };
  }
  const webhookSecret = await resolveSandboxWebhookSecret(settings.webhookSecret, deps.db);
  const sandbox = sandboxGateway({ ...deps, webhookSecret });
  return { gateway: sandbox, sandbox, webhookSecret };
}

/** Delivery over HTTP to this site (PUBLIC_BASE_URL, or the api's own port). */
export function httpDelivery(baseUrl: () => string): WebhookDelivery {
  return async ({ path, body, headers }) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  };
}
