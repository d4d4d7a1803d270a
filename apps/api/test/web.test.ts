import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { staffUsers } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { freshDatabase, memoryMailer } from './helpers.ts';

// plugins/web.ts: the built web app on every path outside /api, with the
// history-mode fallback to index.html.
const INDEX_HTML = '<!doctype html><html><body><div id="root">care web app</div></body></html>';
const ASSET_JS = 'console.log("care asset");';
const SW_JS = 'self.addEventListener("fetch", () => {});';
const MANIFEST = JSON.stringify({ name: 'Care Back-office', theme_color: '#388E3C' });
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

describe('web app fallback', () => {
  let root: string;
  let app: App;
  let database: Database;
  const mail = memoryMailer();

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'care-web-'));
    writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'x.js'), ASSET_JS);
    writeFileSync(path.join(root, 'sw.js'), SW_JS);
    writeFileSync(path.join(root, 'workbox-2fbc6a65.js'), 'define([], () => {});');
    writeFileSync(path.join(root, 'manifest.webmanifest'), MANIFEST);
    writeFileSync(path.join(root, 'pwa-192x192.png'), PNG);

    database = await freshDatabase();
    app = await buildApp({
      config: loadConfig({ DATA_DIR: '/nonexistent' }),
      database,
      secret: randomBytes(32).toString('hex'),
      mailer: mail,
      webRoot: root,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function signIn(email: string) {
    const password = 'Web-Pa55word';
    await database.db.insert(staffUsers).values({
      name: 'Web Person',
      email,
      role: 'STAFF',
      passwordHash: await hashPassword(password),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { email, code: mail.lastCodeFor(email) },
    });
    expect(verify.statusCode).toBe(200);
    return { authorization: `Bearer ${verify.json().data.token}` };
  }

  it('answers a client-side route with index.html, never cached', async () => {
    for (const url of ['/nurses/list', '/', '/admin', '/nurses/list?page=2']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves index.html itself never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with an immutable, year-long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ASSET_JS);
    expect(res.headers['content-type']).toMatch(/javascript/);
    const cache = String(res.headers['cache-control']);
    expect(cache).toMatch(/immutable/);
    expect(cache).toMatch(/max-age=31536000/);
  });

  // A service worker, its Workbox runtime and the manifest have fixed names:
  // the browser must check them with the server every time to find a new version.
  it('serves the service worker, Workbox and the manifest with their types, never cached', async () => {
    const cases = [
      ['/sw.js', /^(application|text)\/javascript/, SW_JS],
      ['/workbox-2fbc6a65.js', /^(application|text)\/javascript/, undefined],
      ['/manifest.webmanifest', /^application\/manifest\+json/, MANIFEST],
      ['/pwa-192x192.png', /^image\/png/, undefined],
    ] as const;
    for (const [url, type, body] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      if (body !== undefined) expect(res.body, url).toBe(body);
    }
  });

  it('keeps the strict CSP on the app: scripts (the service worker too) only from its own files', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("default-src 'self'");
    expect(directives.some((d) => d.startsWith('worker-src'))).toBe(false);
  });

  it('does not fall back to index.html under /api: a signed-in unknown route is a 404 JSON envelope', async () => {
    const headers = await signIn('web.person@care.ug');
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope', headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'failed', error: 'Not found' });
  });

  it('answers a non-GET unknown path outside /api with a 404 envelope, not index.html', async () => {
    const res = await app.inject({ method: 'POST', url: '/nurses/list', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'failed', error: 'Not found' });
  });
});
