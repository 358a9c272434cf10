import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route';
import type { RouteDeps } from './deps';

export function websiteRoutes(app: FastifyInstance, { config }: RouteDeps): void {
  defineRoute(app, '/travel/api/website/auth/check', () => ({
    enabledOtp: config.enabledOtp,
  }));
}
