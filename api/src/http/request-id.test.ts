import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { testApp, tempDir, testConfig } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';
import { post } from '../test-support/http';
import { postRoute } from './define-route';
import { isAcceptableRequestId, newRequestId, trustedProxy } from './request-id';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe('request ids', () => {
  it('are 26 characters of Crockford base32 that sort by time', () => {
    const earlier = newRequestId(Date.UTC(2026, 10, 27));
    const later = newRequestId(Date.UTC(2026, 10, 27, 0, 0, 1));
    expect(earlier).toMatch(ULID);
    expect(later > earlier).toBe(true);
    expect(new Set(Array.from({ length: 10_000 }, () => newRequestId(0))).size).toBe(10_000);
  });

  it("accept a proxy's id of a sane shape and length only", () => {
    for (const good of ['0123abcd', 'f'.repeat(64), '1-67891234-abcdef0123456789', 'a.b:c_d-e']) {
      expect(isAcceptableRequestId(good)).toBe(true);
    }
    for (const bad of [
      '',
      'short',
      'x'.repeat(65),
      'has space in',
      'a<script>bb',
      'line\nbreak1',
      'é'.repeat(10),
    ]) {
      expect(isAcceptableRequestId(bad)).toBe(false);
    }
    expect(isAcceptableRequestId(['0123abcd', '0123abcd'])).toBe(false);
  });

  it('are taken only from the proxies TRUST_PROXY names', () => {
    expect(trustedProxy(false)('127.0.0.1')).toBe(false);
    expect(trustedProxy(true)('203.0.113.9')).toBe(true);
    const listed = trustedProxy('10.0.0.0/8, 192.0.2.7, loopback');
    expect(listed('10.1.2.3')).toBe(true);
    expect(listed('::ffff:10.1.2.3')).toBe(true);
    expect(listed('192.0.2.7')).toBe(true);
    expect(listed('::1')).toBe(true);
    expect(listed('192.0.2.8')).toBe(false);
    expect(listed(undefined)).toBe(false);
  });
});

describe.each(engines)('the request id of each request on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    app = await buildApp({
      config: testConfig({
        SHELL_DIST: await tempDir('shell'),
        OPS_DIST: await tempDir('ops'),
        RELEASES_DIR: await tempDir('releases'),
        DATA_DIR: await tempDir('data'),
        TRUST_PROXY: '10.0.0.0/8',
      }),
      db: database().db,
      logger: pino({ level: 'info' }, sink),
    });
    app.get('/test/crash', (request) => {
      request.log.info('about to fail');
      throw new Error('hunter2');
    });
    postRoute(app, '/travel/api/test/crash', z.object({}), () => {
      throw new Error('hunter2');
    });
  });
  afterAll(() => app.close());

  it('is generated, returned in X-Request-Id and in every log line of the request', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/crash' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(ULID);
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(
      `Something went wrong on our side. Please try again. Reference: ${String(id)}`,
    );
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'incoming request',
        'about to fail',
        'request failed',
        'request completed',
      ]),
    );
    // No line of this request without its id.
    expect(lines.filter((line) => line.msg === 'about to fail')).toHaveLength(1);
  });

  it('is in the 500 envelope for the visitor to quote', async () => {
    const response = await post(app, '/travel/api/test/crash', {});
    const id = response.headers['x-request-id'];
    expect(id).toMatch(ULID);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 500, data: null, requestId: id });
    expect(lines.find((line) => line.msg === 'request failed' && line.reqId === id)).toBeDefined();
  });

  it("is a trusted proxy's well-formed X-Request-Id, and never a visitor's", async () => {
    const proxyId = 'f1e2d3c4b5a697887766554433221100';
    const viaProxy = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '10.0.0.2',
      headers: { 'x-request-id': proxyId },
    });
    expect(viaProxy.headers['x-request-id']).toBe(proxyId);
    expect(lines.some((line) => line.reqId === proxyId)).toBe(true);

    const direct = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '198.51.100.4',
      headers: { 'x-request-id': proxyId },
    });
    expect(direct.headers['x-request-id']).toMatch(ULID);

    const malformed = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '10.0.0.2',
      headers: { 'x-request-id': 'not an id; drop table' },
    });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.headers['x-request-id']).toMatch(ULID);
  });

  it('is on refusals made before routing and on unknown paths', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/travel/api/no/such/path' });
    const tooBig = await app.inject({
      method: 'POST',
      url: '/travel/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(70_000) }),
    });
    for (const response of [unknown, tooBig]) {
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['x-request-id']).toMatch(ULID);
    }
  });

  it('differs between two app instances (replicas) on the same database', async () => {
    const { app: other } = await testApp(database().db);
    const ids = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      for (const replica of [app, other]) {
        const response = await replica.inject({ method: 'GET', url: '/healthz' });
        ids.add(String(response.headers['x-request-id']));
      }
    }
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(ULID);
  });
});
