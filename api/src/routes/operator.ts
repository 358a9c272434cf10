import { createHash, timingSafeEqual } from 'node:crypto';
import { BUSINESS_ERRORS } from '@travel/shared/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { approveRefund } from '../coupons/refunds';
import { defineRoute } from '../http/define-route';
import { fail } from '../http/envelope';
import type { RouteDeps } from './deps';

export const OPERATOR_KEY_HEADER = 'x-operator-key';
export const OPERATOR_REFUND_PATH = '/travel/api/coupon/order/original/route/refund';

/** Compares digests, so neither the length nor the content of the key leaks through timing. */
function keyMatches(configured: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(configured), digest(given));
}

/**
 * The check before every operator call (defineRoute runs it for the contract's `operator`
 * calls): not a browser's, so no session and no XSRF token, but the X-Operator-Key header equal
 * to OPERATOR_API_KEY. Without that setting they answer 403.
 */
export function operatorCheck(deps: Pick<RouteDeps, 'config'>): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const configured = deps.config.operatorApiKey;
    if (!configured) {
      return reply
        .code(BUSINESS_ERRORS.operatorNotConfigured.httpStatus)
        .send(fail('operatorNotConfigured'));
    }
    if (!keyMatches(configured, request.headers[OPERATOR_KEY_HEADER])) {
      request.log.warn('operator call with a wrong key refused');
      return reply
        .code(BUSINESS_ERRORS.operatorKeyInvalid.httpStatus)
        .send(fail('operatorKeyInvalid'));
    }
  };
}

/** The operator's calls. */
export function operatorRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // Approval: the pending refund of the order goes back by the original payment route.
  defineRoute(app, OPERATOR_REFUND_PATH, (body) =>
    approveRefund(
      { db: deps.db, gateway: deps.gateway, now: deps.now, logger: app.log },
      { orderId: body.orderId },
      'operator',
    ),
  );
}
