import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import type { RouteDeps } from './deps';

export function websiteRoutes(app: FastifyInstance, { config }: RouteDeps): void {
  defineRoute(app, '/travel/api/website/auth/check', z.object({}), () => ({
    enabledOtp: config.enabledOtp,
  }));
}
