import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, MSG } from '@app/contract';
import { createTestApp, type TestContext } from './helpers.ts';
import { TEN_NESTED, WHOLE_BODY_FIRST, nested, type Answer } from './hostile-bodies-kit.ts';

// Issue 20, items 5 and 7, against a listening server with real sockets:
// deeply nested JSON is refused before it is parsed (and on the sign-in
// routes, a body over 8 KB is refused unread and counts as an attempt), and a
// 413 reaches a client that writes its whole body before reading.
// That refused sign-in bodies count against the sign-in limit is in
// hostile-bodies-limit.test.ts.

let t: TestContext;
let port: number;
let staff: Record<string, string>;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  // the bursts below come from one address: sign-in limits out of their way
  t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '1000' } });
  await t.createStaff({ email: 'bodies@care.ug' });
  staff = (await t.signIn('bodies@care.ug')).headers;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

/** One request through node:http, the whole body written at once, no `Expect`. */
function send(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
  via?: http.Agent,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `${API_BASE}${path}`,
        agent: via ?? false,
        headers: {
          ...(body !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', (e: NodeJS.ErrnoException) =>
          resolve({ status: 0, body: '', ms: 0, error: e.code ?? e.message }),
        );
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: '', ms: 0, error: e.code ?? e.message }),
    );
    req.end(body);
  });
}

const execFileAsync = promisify(execFile);

describe('deeply nested JSON (item 5)', () => {
  it('keeps /health answering within 100 ms while ten 1 MB bodies nested 500,000+ deep arrive at the sign-in routes', async () => {
    // warm: the first requests on a new server pay for compiling its code paths
    for (let i = 0; i < 5; i++) await send('GET', '/health', undefined, {}, agent);
    await send('POST', '/auth/login', nested(1024 * 1024 - 16));
    // The ten bodies come from another process, so only the server shares this
    // event loop. The machine's two cores are shared with other test runs, so a
    // burst may be tried three times: one with every /health under 100 ms shows
    // the server does not stall (before the fix each burst stalled it 1 s or more).
    const bursts: string[] = [];
    const worsts: number[] = [];
    const refusals: Answer[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const senders = execFileAsync(process.execPath, ['-e', TEN_NESTED, String(port), API_BASE]);
      let done = false;
      void senders.finally(() => (done = true));
      const health: number[] = [];
      while (!done || health.length < 20) {
        const r = await send('GET', '/health', undefined, {}, agent);
        expect(r.status, r.error).toBe(200);
        health.push(r.ms);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const answers = JSON.parse((await senders).stdout) as Answer[];
      refusals.push(...answers);
      const worst = Math.max(...health);
      worsts.push(worst);
      bursts.push(
        `sign-in answers in ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms at most, ` +
          `/health max ${worst.toFixed(1)} ms over ${health.length} requests`,
      );
      if (worst < 100) break;
    }
    console.info(`ten 1 MB nested bodies: ${bursts.join('; ')}`);
    expect(Math.min(...worsts)).toBeLessThan(100);
    expect(refusals.length % 10).toBe(0);
    for (const a of refusals) {
      expect(a.status).toBe(413);
      expect(JSON.parse(a.body)).toEqual({ status: 'failed', error: MSG.tooLarge });
    }
  }, 60_000);

  it('refuses a 1 MB body nested 500,000+ deep on a signed-in route with 400 at once, and /health stays quick', async () => {
    const body = nested(1024 * 1024 - 16);
    // Up to three tries, the best kept: a loaded machine (CI) may pause any
    // one request, while a server that parsed the body would be slow each time.
    const tries: { refused: number; health: number }[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const a = await send('POST', '/healthtips', body, staff);
      expect(a.status).toBe(400);
      expect(JSON.parse(a.body)).toMatchObject({
        status: 'failed',
        error: 'The request body is nested too deeply',
      });
      const health = await send('GET', '/health', undefined, {}, agent);
      tries.push({ refused: a.ms, health: health.ms });
      if (a.ms < 500 && health.ms < 100) break;
    }
    console.info(
      `nested 1 MB on a signed-in route: 400 in ${tries.map((t) => t.refused.toFixed(0)).join(', ')} ms`,
    );
    expect(Math.min(...tries.map((t) => t.refused))).toBeLessThan(500);
    expect(Math.min(...tries.map((t) => t.health))).toBeLessThan(100);
  });

  it('refuses a body nested deeper than 32 levels with 400 and the envelope, whatever the route', async () => {
    const deep = `{"title":${'['.repeat(33)}${']'.repeat(33)}}`;
    for (const path of ['/healthtips', '/customer', '/income_trace']) {
      const res = await t.post(path, deep, { ...staff, 'content-type': 'application/json' });
      expect(res.statusCode, path).toBe(400);
      expect(res.json(), path).toEqual({
        status: 'failed',
        error: 'The request body is nested too deeply',
        details: { _: 'At most 32 levels of [ and {' },
      });
    }
  });

  it('reads 32 levels and brackets inside strings as ordinary JSON', async () => {
    // 32 levels: the body parses and its fields are checked (title is no list)
    const ok = `{"title":${'['.repeat(31)}${']'.repeat(31)}}`;
    const res = await t.post('/healthtips', ok, { ...staff, 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details?.title).toBeDefined();
    const text = `{"title":"${'[{'.repeat(20)}\\"${'['.repeat(20)}"}`;
    const res2 = await t.post('/healthtips', text, {
      ...staff,
      'content-type': 'application/json',
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error).not.toBe('The request body is nested too deeply');
    expect(res2.json().details?.title).toBeUndefined();
  });

  it('takes at most 8 KB on /auth/login and /auth/verify (413)', async () => {
    const big = JSON.stringify({ email: 'bodies@care.ug', password: 'x'.repeat(9 * 1024) });
    for (const path of ['/auth/login', '/auth/verify']) {
      const res = await t.post(path, big, { 'content-type': 'application/json' });
      expect(res.statusCode, path).toBe(413);
      expect(res.json()).toEqual({ status: 'failed', error: MSG.tooLarge });
    }
  });
});

describe('a body over the limit, written whole before reading (item 7)', () => {
  it('reaches the client as the 413 envelope every time, signed in or not, for bodies of 2 and 6 MB', async () => {
    const wrong: string[] = [];
    const times: number[] = [];
    let received = 0;
    for (const mb of [2, 6]) {
      const targets: [string, string][] = [
        ['/auth/login', ''],
        ['/healthtips', staff.authorization!],
      ];
      for (const [path, auth] of targets) {
        // another process, as a client would be: eight requests one after the other
        const { stdout } = await execFileAsync(process.execPath, [
          '-e',
          WHOLE_BODY_FIRST,
          String(port),
          `${API_BASE}${path}`,
          String(mb),
          auth,
        ]);
        for (const a of JSON.parse(stdout) as Answer[]) {
          times.push(a.ms);
          if (a.error || a.status !== 413)
            wrong.push(`${mb} MB to ${path}: ${a.error ?? a.status}`);
          else {
            expect(JSON.parse(a.body)).toEqual({ status: 'failed', error: MSG.tooLarge });
            received++;
          }
        }
      }
    }
    console.info(
      `bodies of 2 and 6 MB: 413 received ${received}/${received + wrong.length}, at most ${Math.max(...times).toFixed(0)} ms`,
    );
    expect(wrong).toEqual([]);
    // the server is still there for the next request
    expect((await send('GET', '/health', undefined, {}, agent)).status).toBe(200);
  }, 60_000);
});
