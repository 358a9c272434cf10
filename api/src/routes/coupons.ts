import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listProducts } from '../coupons/catalogue';
import { currentSeries } from '../coupons/series';
import { enterDraw, listPublicDraws } from '../coupons/draws';
import { cancelOrder, createOrder, listOrders, payAgain, pollOrder } from '../coupons/orders';
import { listRefunds, refundDetails, requestRefund } from '../coupons/refunds';
import { defineRoute } from '../http/define-route';
import { paged } from '../http/envelope';
import type { RouteDeps } from './deps';

/** Where the visitor reached us: payer links handed back must lead to the same site. */
function siteUrlOf(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

/** The visitor's coupon calls. Every order-scoped call answers another user's order as missing. */
export function couponRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, now, gateway, config } = deps;
  const orderDeps = { db, now, gateway };

  defineRoute(app, '/travel/api/coupon/products', () => listProducts(db, now()));

  defineRoute(app, '/travel/api/coupon/series', () => currentSeries(db, now()));

  defineRoute(app, '/travel/api/coupon/order/create', async (body, { request, user }) => {
    return createOrder(orderDeps, {
      user,
      productCode: body.productCode,
      idempotencyKey: body.idempotencyKey,
      siteUrl: siteUrlOf(request, config.publicBaseUrl),
      client: { ip: request.ip, userAgent: request.headers['user-agent'] },
    });
  });

  defineRoute(app, '/travel/api/coupon/orders/polling', async (body, { user }) => {
    return pollOrder(orderDeps, user.userId, body.orderId);
  });

  defineRoute(app, '/travel/api/coupon/order/pay', async (body, { user }) => {
    return payAgain(orderDeps, user.userId, body.orderId);
  });

  defineRoute(app, '/travel/api/coupon/order/cancel', async (body, { user }) => {
    return cancelOrder(orderDeps, user.userId, body.orderId);
  });

  defineRoute(app, '/travel/api/coupon/orders/pageList', async (body, { user }) => {
    const { items, total } = await listOrders(orderDeps, user.userId, body);
    return paged(items, { total, pageNumber: body.pageNumber, pageSize: body.pageSize });
  });

  defineRoute(app, '/travel/api/coupon/order/refund', async (body, { user }) => {
    return requestRefund(orderDeps, user.userId, body.orderId, body.reason);
  });

  defineRoute(app, '/travel/api/coupon/order/refundDetails', async (body, { user }) => {
    return refundDetails(db, user.userId, body.orderId, body.refundId);
  });

  defineRoute(app, '/travel/api/coupon/refunds/pageList', async (body, { user }) => {
    const { items, total } = await listRefunds(db, user.userId, body);
    return paged(items, { total, pageNumber: body.pageNumber, pageSize: body.pageSize });
  });

  defineRoute(app, '/travel/api/coupon/orders/prizeDraw', async (body, { user }) => {
    return enterDraw(db, user.userId, body.orderId, now());
  });

  defineRoute(app, '/travel/api/coupon/draws', () => listPublicDraws(db, now()));
}
