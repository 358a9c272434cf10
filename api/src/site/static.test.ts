import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { shellIndexHtml, testApp } from '../test-support/app';
import { engines, useTestDatabase } from '../test-support/database';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const pageWithRemotes = (document: object) =>
  shellIndexHtml.replace(
    '</head>',
    `<script id="travel-remotes" type="application/json">${JSON.stringify(document)}</script></head>`,
  );

describe.each(engines)('static hosting on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: FastifyInstance;
  let releasesDir: string;
  let shellDir: string;

  beforeAll(async () => {
    const built = await testApp(database().db);
    app = built.app;
    releasesDir = built.config.releasesDir;
    shellDir = built.config.shellDist;
    const release = path.join(releasesDir, 'remote-auth', '1.0.0-0a1b2c3d');
    await mkdir(release, { recursive: true });
    await writeFile(path.join(release, 'mf-manifest.json'), '{"name":"remote_auth"}');
    await writeFile(path.join(release, 'remoteEntry.js'), 'var remote_auth;');
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  // A first visit gets its XSRF-TOKEN cookie with the page, which no shared cache may keep.
  it('serves the shell at / and asks browsers to revalidate it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(pageWithRemotes({ remotes: {} }));
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("serves every page in the visitor's language: their choice, else their browser's, else English", async () => {
    const lang = async (headers: Record<string, string>) => {
      const response = await app.inject({ method: 'GET', url: '/html/flights-orderList', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
      return /<html lang="([^"]+)"/.exec(response.body)?.[1];
    };
    expect(await lang({})).toBe('en-IN');
    expect(await lang({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi-IN');
    expect(await lang({ 'accept-language': 'ta-IN,en-GB;q=0.5' })).toBe('en-IN');
    expect(await lang({ 'accept-language': 'hi', cookie: 'travel_lang=en-IN' })).toBe('en-IN');
    expect(await lang({ 'accept-language': 'en', cookie: 'travel_lang=hi-IN' })).toBe('hi-IN');
    // A language the site does not have is not taken from the cookie.
    expect(await lang({ 'accept-language': 'hi', cookie: 'travel_lang=fr-FR' })).toBe('hi-IN');
    expect(await lang({ cookie: 'travel_lang="><script>' })).toBe('en-IN');
  });

  it('caches hashed shell assets for a year', async () => {
    const response = await get('/static/js/index.3f2a1b9c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the brotli or gzip file the build left beside a script, for browsers that take it', async () => {
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    const script = 'console.log("a shell script long enough to be worth compressing");'.repeat(40);
    const file = path.join(shellDir, 'static', 'js', 'big.0a1b2c3d.js');
    await writeFile(file, script);
    await writeFile(`${file}.br`, brotliCompressSync(script));
    await writeFile(`${file}.gz`, gzipSync(script));
    for (const encoding of ['br', 'gzip']) {
      const response = await app.inject({
        method: 'GET',
        url: '/static/js/big.0a1b2c3d.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    }
  });

  it.each([
    ['/html/flights-orderDetail/123', 200],
    ['/html/signIn', 200],
    ['/coupon?utm_source=mail', 200],
    ['/privacy-policy', 200],
    // The shell's router draws "page not found"; the status says so.
    ['/no/such/page', 404],
  ])('answers the client route %s with the shell page', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toBe(pageWithRemotes({ remotes: {} }));
  });

  it('puts the live remotes in the page, so the shell need not ask for them', async () => {
    await database().db.query(
      `insert into remote_release (name, version, manifest_path)
       values ('remote-auth', '1.0.0-0a1b2c3d', 'remote-auth/1.0.0-0a1b2c3d/mf-manifest.json')`,
    );
    await database().db.query(
      `insert into remote_live (name, version) values ('remote-auth', '1.0.0-0a1b2c3d')`,
    );
    const live = (await get('/remotes.json')).json<object>();
    expect(live).toEqual({
      remotes: {
        remote_auth: {
          version: '1.0.0-0a1b2c3d',
          entry: '/remotes/remote-auth/1.0.0-0a1b2c3d/mf-manifest.json',
        },
      },
    });
    expect((await get('/html/orderList')).body).toBe(pageWithRemotes(live));
    await database().db.query(`delete from remote_live`);
    await database().db.query(`delete from remote_release`);
  });

  it.each([
    '/static/js/missing.4d5e6f.js',
    '/robots.txt',
    '/remotes/unknown',
    '/remotes/remote-auth/9.9.9-ffffffff/mf-manifest.json',
  ])('gives %s a plain 404, not the shell page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('serves release files to any origin, cached for good', async () => {
    const response = await get('/remotes/remote-auth/1.0.0-0a1b2c3d/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'remote_auth' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('does not list release folders or serve hidden files', async () => {
    await writeFile(path.join(releasesDir, 'remote-auth', '.staging'), 'partial');
    const listing = await get('/remotes/remote-auth/');
    expect([403, 404]).toContain(listing.statusCode);
    expect(listing.body).not.toContain('1.0.0-0a1b2c3d');
    expect((await get('/remotes/remote-auth/.staging')).statusCode).toBe(404);
  });

  it('serves only the files a browser loads, not the build statistics, maps or types', async () => {
    const release = path.join(releasesDir, 'remote-auth', '1.0.0-0a1b2c3d');
    const shellDist = shellDir;
    const buildOnly = {
      'mf-stats.json': '{"shared":[{"name":"react","version":"19.1.0"}]}',
      'stats.json': '{}',
      'static/js/index.0a1b2c3d.js.map': '{"sources":[]}',
      '@mf-types.zip': 'PK',
      '@mf-types.d.ts': 'export {}',
      '@mf-types/index.d.ts': 'export {}',
    };
    for (const [file, content] of Object.entries(buildOnly)) {
      for (const root of [release, shellDist]) {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), content);
      }
    }
    await writeFile(path.join(shellDist, 'mf-manifest.json'), '{"shared":[]}');
    for (const file of Object.keys(buildOnly)) {
      expect((await get(`/remotes/remote-auth/1.0.0-0a1b2c3d/${file}`)).statusCode, file).toBe(404);
      expect((await get(`/${file}`)).statusCode, file).toBe(404);
    }
    expect((await get('/mf-manifest.json')).statusCode).toBe(404);
    await writeFile(path.join(shellDist, 'startup-files.json'), '{"files":[]}');
    expect((await get('/startup-files.json')).statusCode).toBe(404);
    // What the browser does load is still there.
    expect((await get('/remotes/remote-auth/1.0.0-0a1b2c3d/mf-manifest.json')).statusCode).toBe(
      200,
    );
    expect((await get('/remotes/remote-auth/1.0.0-0a1b2c3d/remoteEntry.js')).statusCode).toBe(200);
    expect((await get('/static/js/index.3f2a1b9c.js')).statusCode).toBe(200);
  });

  it('serves /remotes.json without caching, empty before any activation', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ remotes: {} });
  });
});

describe.each(engines)('static hosting before the shell is built, on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('says to run the build instead of a blank page', async () => {
    const { app } = await testApp(database().db, { shellBuilt: false });
    for (const url of ['/', '/html/flights']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('pnpm build');
    }
  });
});
