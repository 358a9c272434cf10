import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidSignature } from '../payments/webhooks';
import { pathOf } from './api-path';
import { holdsUnstorableText, withoutUnstorableText } from './storable-text';

// A JSON escape of U+0000 or of a surrogate: the only way such text reaches a parsed body.
const SUSPECT_ESCAPE = /\\u(?:0000|d[89a-f])/i;

/**
 * A gateway's signed event is never refused for its text: after its signature is checked, the
 * characters PostgreSQL cannot store are dropped and the cleaned body is handed on, re-signed
 * with the same secret and under the event id of the bytes the gateway sent, so the payment
 * still applies exactly once. An unsigned or badly signed body is left for the handler to refuse.
 */
export function cleanSignedWebhookText(
  app: FastifyInstance,
  webhook: { paths: readonly string[]; secret: string },
): void {
  const paths = new Set(webhook.paths);
  const clean = (request: FastifyRequest): void => {
    if (request.method !== 'POST' || !paths.has(pathOf(request.url))) return;
    const raw = request.body;
    if (!Buffer.isBuffer(raw) || !SUSPECT_ESCAPE.test(raw.toString('utf8'))) return;
    if (!isValidSignature(raw, request.headers['x-razorpay-signature'], webhook.secret)) return;
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return;
    }
    if (!holdsUnstorableText(json)) return;
    const cleaned = Buffer.from(JSON.stringify(withoutUnstorableText(json)));
    request.headers['x-razorpay-event-id'] ??=
      `body:${createHash('sha256').update(raw).digest('hex')}`;
    request.headers['x-razorpay-signature'] = createHmac('sha256', webhook.secret)
      .update(cleaned)
      .digest('hex');
    request.body = cleaned;
  };
  app.addHook('preHandler', (request, _reply, done) => {
    clean(request);
    done();
  });
}
