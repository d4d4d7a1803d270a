import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { staffUsers } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { createTestApp, freshDatabase, type TestContext } from './helpers.ts';

/** A pino destination that keeps every line in memory. */
function memoryStream() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

describe('nothing secret reaches a log line', () => {
  const PASSWORD = 'Log-Secret-Pa55word';
  const WRONG_PASSWORD = 'Wrong-Secret-Pa55word';
  const stream = memoryStream();
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'trace', stream } });
  });
  afterAll(() => t.close());

  it('logs no password, code or token through login, verify, /auth/me and logout', async () => {
    const email = 'log.secret@care.ug';
    await t.createStaff({ email, password: PASSWORD, role: 'ADMIN' });

    expect((await t.post('/auth/login', { email, password: WRONG_PASSWORD })).statusCode).toBe(401);
    expect((await t.post('/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    const code = t.mail.lastCodeFor(email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await t.post('/auth/verify', { email, code: wrongCode })).statusCode).toBe(401);
    const verify = await t.post('/auth/verify', { email, code });
    expect(verify.statusCode).toBe(200);
    const token = verify.json().data.token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.get('/auth/me', headers)).statusCode).toBe(200);
    expect((await t.get('/staff', headers)).statusCode).toBe(200);
    expect((await t.post('/auth/logout', {}, headers)).statusCode).toBe(200);
    expect((await t.get('/auth/me', headers)).statusCode).toBe(401);

    // the log did capture these requests ...
    const all = stream.lines.join('\n');
    for (const url of [
      '/api/v1/auth/login',
      '/api/v1/auth/verify',
      '/api/v1/auth/me',
      '/api/v1/auth/logout',
    ])
      expect(all).toContain(url);
    expect(stream.lines.length).toBeGreaterThanOrEqual(16);
    // ... and none of the secrets
    for (const [what, secret] of [
      ['password', PASSWORD],
      ['wrong password', WRONG_PASSWORD],
      ['code', code],
      ['wrong code', wrongCode],
      ['token', token],
    ] as const) {
      const leaks = stream.lines.filter((line) => line.includes(secret));
      expect(leaks, `${what} in the log`).toEqual([]);
    }
  });

  it("logs no visit link's token: its page and its tap, right or wrong", async () => {
    const good = t.app.services.visitLinks.token(1);
    const forged = `${'x'.repeat(20)}.${'y'.repeat(20)}`;
    const before = stream.lines.length;
    for (const token of [good, forged]) {
      await t.app.inject({ method: 'GET', url: `/api/v1/v/${token}` });
      await t.app.inject({ method: 'POST', url: `/api/v1/visits/link/${token}`, payload: {} });
      await t.app.inject({ method: 'GET', url: `/api/v1/v/${token}/more` });
    }
    const lines = stream.lines.slice(before);
    expect(lines.join('\n')).toContain('/api/v1/v/:token');
    expect(lines.join('\n')).toContain('/api/v1/visits/link/:token');
    for (const token of [good, forged]) {
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    }
  });
});

describe('log mailer (no SMTP_URL, ruling 23)', () => {
  const stream = memoryStream();
  let app: App;
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    const config = loadConfig({ DATA_DIR: '/nonexistent' });
    expect(config.SMTP_URL).toBeUndefined();
    app = await buildApp({
      config,
      database,
      secret: randomBytes(32).toString('hex'),
      logger: { level: 'info', stream } as never,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes the code to the log, marked as a development mailbox, and that code signs in', async () => {
    const email = 'log.mailbox@care.ug';
    const password = 'Mailbox-Pa55word';
    await database.db.insert(staffUsers).values({
      name: 'Mailbox Person',
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

    const entries = stream.lines.map(
      (l) => JSON.parse(l) as { level: number; msg: string; devMailbox?: Record<string, string> },
    );
    const mailbox = entries.filter((e) => e.devMailbox);
    expect(mailbox).toHaveLength(1);
    const entry = mailbox[0]!;
    expect(entry.msg).toMatch(/DEVELOPMENT MAILBOX/);
    expect(entry.level).toBeGreaterThanOrEqual(40); // warn: it stands out
    expect(entry.devMailbox!.to).toBe(email);
    const code = /\b(\d{6})\b/.exec(entry.devMailbox!.text!)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verify = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify',
      payload: { email, code },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.user.email).toBe(email);

    // the development mailbox is the one place the code appears; the password never does
    expect(stream.lines.filter((l) => l.includes(code!))).toHaveLength(1);
    expect(stream.lines.filter((l) => l.includes(password))).toEqual([]);
    expect(stream.lines.filter((l) => l.includes(verify.json().data.token))).toEqual([]);
  });
});
