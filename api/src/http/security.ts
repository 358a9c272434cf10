import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const googleAnalytics = {
  script: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
  ],
};

/** Security headers and a CSP that fits the shell: own scripts, GA4, injected styles. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...googleAnalytics.script],
        // styled-components injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...googleAnalytics.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...googleAnalytics.connect],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
  });
  await app.register(fastifyCompress, { threshold: 1024 });
}
