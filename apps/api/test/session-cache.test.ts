import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_BASE } from '@app/contract';
import type { App } from '../src/app.ts';
import { createSessionCache, type CachedSession } from '../src/modules/auth/session-cache.ts';
import { createTestApp, rowsOf, secondServer } from './helpers.ts';

// ADR 020: a server keeps the sessions it has looked up, and the
// database tells every server of each change to a session or a staff member.

const session = (userId: string, sessionId = `s-${userId}`): CachedSession => ({
  user: { id: userId, email: 'a@care.ug', name: 'A', role: 'STAFF' },
  sessionId,
  expiresAt: Date.now() + 60_000,
  lastSeenAt: Date.now(),
  cachedAt: Date.now(),
});
const USER_A = '00000000-0000-4000-8000-00000000000a';
const USER_B = '00000000-0000-4000-8000-00000000000b';

describe('the session cache itself', () => {
  it('keeps nothing until it listens, and nothing once the listening is lost', () => {
    const cache = createSessionCache({ maxAgeMs: 30_000 });
    cache.put('t1', session(USER_A), cache.generation());
    expect(cache.get('t1', Date.now())).toBeUndefined();
    cache.listener.onReady();
    cache.put('t1', session(USER_A), cache.generation());
    expect(cache.get('t1', Date.now())?.user.id).toBe(USER_A);
    cache.listener.onLost();
    expect(cache.live).toBe(false);
    expect(cache.size).toBe(0);
    cache.put('t1', session(USER_A), cache.generation());
    expect(cache.get('t1', Date.now())).toBeUndefined();
  });

  it("a change told for one person drops that person's sessions only; '*' drops all", () => {
    const cache = createSessionCache({ maxAgeMs: 30_000 });
    cache.listener.onReady();
    cache.put('a1', session(USER_A, 'sa1'), cache.generation());
    cache.put('a2', session(USER_A, 'sa2'), cache.generation());
    cache.put('b1', session(USER_B), cache.generation());
    cache.listener.onNotify(USER_A);
    expect(cache.get('a1', Date.now())).toBeUndefined();
    expect(cache.get('a2', Date.now())).toBeUndefined();
    expect(cache.get('b1', Date.now())?.user.id).toBe(USER_B);
    cache.listener.onNotify('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep a look-up that a change overtook', () => {
    const cache = createSessionCache({ maxAgeMs: 30_000 });
    cache.listener.onReady();
    const since = cache.generation();
    // the database answered "live", then a revocation was heard before the answer was kept
    cache.listener.onNotify(USER_A);
    cache.put('a1', session(USER_A), since);
    expect(cache.get('a1', Date.now())).toBeUndefined();
  });

  it('forgets an entry older than its age limit, and holds at most maxEntries', () => {
    const cache = createSessionCache({ maxAgeMs: 1_000, maxEntries: 2 });
    cache.listener.onReady();
    cache.put('a1', session(USER_A), cache.generation());
    expect(cache.get('a1', Date.now() + 1_001)).toBeUndefined();
    cache.put('x', session(USER_A, 'x'), cache.generation());
    cache.put('y', session(USER_A, 'y'), cache.generation());
    cache.put('z', session(USER_A, 'z'), cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('x', Date.now())).toBeUndefined();
    expect(cache.get('z', Date.now())?.sessionId).toBe('z');
  });

  it('SESSION_CACHE_MS=0 keeps nothing', () => {
    const cache = createSessionCache({ maxAgeMs: 0 });
    cache.listener.onReady();
    cache.put('a1', session(USER_A), cache.generation());
    expect(cache.get('a1', Date.now())).toBeUndefined();
  });
});

describe('sessions kept by two servers on one database', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let other: App;
  let admin: Record<string, string>;
  const me = (app: App, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `${API_BASE}/auth/me`, headers });
  const staffList = (app: App, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `${API_BASE}/staff`, headers });

  beforeAll(async () => {
    t = await createTestApp({ config: { AUTH_RATE_LIMIT_MAX: '100000' } });
    other = await secondServer(t);
    await t.createStaff({ email: 'cache.admin@care.ug', role: 'ADMIN' });
    admin = (await t.signIn('cache.admin@care.ug')).headers;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  async function person(email: string) {
    const row = await t.createStaff({ email, name: 'Kept Person' });
    const { headers, token } = await t.signIn(email);
    // both servers have looked the session up, and keep it
    expect((await me(t.app, headers)).statusCode).toBe(200);
    expect((await me(other, headers)).statusCode).toBe(200);
    return { id: row.id, headers, token };
  }
  const heardByBoth = () =>
    Promise.all([
      t.app.services.auth.sessionChangesHeard(),
      other.services.auth.sessionChangesHeard(),
    ]);

  it('both servers listen, and keep the sessions they looked up', async () => {
    await person('cache.kept@care.ug');
    expect(t.app.services.auth.sessionCache.live).toBe(true);
    expect(other.services.auth.sessionCache.live).toBe(true);
    expect(other.services.auth.sessionCache.size).toBeGreaterThan(0);
  });

  it('signing out on one server ends the session on the other', async () => {
    const p = await person('cache.logout@care.ug');
    const out = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/logout`,
      headers: p.headers,
    });
    expect(out.statusCode).toBe(200);
    // at once on the server that signed out
    expect((await me(t.app, p.headers)).statusCode).toBe(401);
    await other.services.auth.sessionChangesHeard();
    expect((await me(other, p.headers)).statusCode).toBe(401);
  });

  it('deactivating, a new role and a new name on one server reach the other', async () => {
    const p = await person('cache.changes@care.ug');
    expect((await staffList(other, p.headers)).statusCode).toBe(403);
    const put = (body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `${API_BASE}/staff/${p.id}`,
        headers: admin,
        payload: body as never,
      });
    expect((await put({ role: 'ADMIN', name: 'Renamed Person' })).statusCode).toBe(200);
    await other.services.auth.sessionChangesHeard();
    expect((await staffList(other, p.headers)).statusCode).toBe(200);
    expect((await me(other, p.headers)).json().data.name).toBe('Renamed Person');
    expect((await put({ active: false })).statusCode).toBe(200);
    await other.services.auth.sessionChangesHeard();
    expect((await me(other, p.headers)).statusCode).toBe(401);
  });

  it("ending a person's sessions or resetting their password on one server reaches the other", async () => {
    const ended = await person('cache.ended@care.ug');
    expect((await t.post(`/staff/${ended.id}/sessions/end`, {}, admin)).statusCode).toBe(200);
    await other.services.auth.sessionChangesHeard();
    expect((await me(other, ended.headers)).statusCode).toBe(401);

    const reset = await person('cache.reset@care.ug');
    const res = await t.post(`/staff/${reset.id}/password`, { password: 'A-new-passw0rd!' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    await other.services.auth.sessionChangesHeard();
    expect((await me(other, reset.headers)).statusCode).toBe(401);
  });

  it('a change made in SQL, by no server, reaches both; unless its trigger is off, which shows the session was kept', async () => {
    const p = await person('cache.sql@care.ug');
    await t.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_notify_change`);
    try {
      await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${p.id}`);
      await heardByBoth();
      // nothing told them: both still answer from what they keep
      expect((await me(t.app, p.headers)).statusCode).toBe(200);
      expect((await me(other, p.headers)).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_notify_change`);
    }
    await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${p.id}`);
    await heardByBoth();
    expect((await me(t.app, p.headers)).statusCode).toBe(401);
    expect((await me(other, p.headers)).statusCode).toBe(401);
  });

  it('a touch that only moves last_seen_at on is not told (reads stay free of look-ups)', async () => {
    const p = await person('cache.touch@care.ug');
    await t.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() + interval '1 second' WHERE user_id = ${p.id}`,
    );
    await t.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_notify_change`);
    try {
      await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${p.id}`);
    } finally {
      await t.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_notify_change`);
    }
    await heardByBoth();
    // still kept after the touch: the touch dropped nothing
    expect((await me(other, p.headers)).statusCode).toBe(200);
  });

  it('a lost listening connection keeps nothing until it listens again', async () => {
    const cache = other.services.auth.sessionCache;
    const p = await person('cache.lost@care.ug');
    const listeners = () =>
      t.db
        .execute(
          sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        )
        .then((r) => rowsOf<{ pid: number }>(r));
    expect((await listeners()).length).toBe(2);
    await t.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    for (let i = 0; i < 100 && cache.live; i++) await new Promise((r) => setTimeout(r, 10));
    expect(cache.live).toBe(false);
    // a revocation no one hears is seen all the same: nothing is kept
    await t.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_notify_change`);
    try {
      await t.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${p.id}`);
    } finally {
      await t.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_notify_change`);
    }
    expect((await me(other, p.headers)).statusCode).toBe(401);
    // each server listens again by itself (each on its own retry timer), and keeps sessions again
    const both = [t.app.services.auth.sessionCache, cache];
    for (let i = 0; i < 500 && !both.every((c) => c.live); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(both.map((c) => c.live)).toEqual([true, true]);
    expect((await listeners()).length).toBe(2);
    const q = await person('cache.back@care.ug');
    expect(cache.size).toBeGreaterThan(0);
    expect((await me(other, q.headers)).statusCode).toBe(200);
  });
});
