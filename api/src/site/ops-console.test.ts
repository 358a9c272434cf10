import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';

const PAGE = '<!doctype html><html><head><title>Heg Travel staff console</title></head></html>';

describe.each(engines)('the staff console page on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let opsDist: string;

  beforeAll(async () => {
    const built = await testApp(database().db);
    app = built.app;
    opsDist = built.config.opsDist;
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('says how to build it when it is not built, and is never cached', async () => {
    const response = await get('/travel/ops/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/^The staff console has not been built yet\. Run/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves its page at /travel/ops/ and /travel/ops/setup, and its hashed files for good', async () => {
    await mkdir(path.join(opsDist, 'static', 'js'), { recursive: true });
    await writeFile(path.join(opsDist, 'index.html'), PAGE);
    await writeFile(path.join(opsDist, 'static', 'js', 'index.0a1b2c3d.js'), 'console;');
    await writeFile(path.join(opsDist, 'static', 'js', 'index.0a1b2c3d.js.map'), '{}');

    for (const url of ['/travel/ops/', '/travel/ops/setup']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PAGE);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const script = await get('/travel/ops/static/js/index.0a1b2c3d.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/travel/ops/static/js/index.0a1b2c3d.js.map')).statusCode).toBe(404);
    // The staff calls keep their own answers beside the page.
    expect((await get('/travel/ops/staff/me')).statusCode).toBe(401);
  });
});
