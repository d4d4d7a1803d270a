import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, expectSharedLimit, startPair } from './two-servers.ts';

// Issue 11: two server processes on one PostgreSQL behave as one.
let pair: Awaited<ReturnType<typeof startPair>>;
let admin: Record<string, string>;
const PASSWORD = 'Pair-staff-2026';

beforeAll(async () => {
  pair = await startPair([3391, 3392]);
  admin = await pair.a.signIn(ADMIN.email, ADMIN.password);
  // one person per sign-in below: a second code within a minute is refused
  for (const name of ['session', 'code', 'keys']) {
    const made = await pair.b.request('POST', '/staff', {
      headers: admin,
      body: { name, email: `${name}@care.ug`, role: 'STAFF', password: PASSWORD },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  }
});
afterAll(() => pair?.stop());

const TIP = {
  title: 'Kangaroo care',
  subtitle: 'Warmth',
  details: 'Skin to skin.',
  category: 'Baby',
};

describe('two servers, one database', () => {
  it('started together on a new database: migrated once, one first ADMIN', async () => {
    const admins = await pair.db.query<{ n: number }>(
      `select count(*)::int as n from staff_users where email = $1`,
      [ADMIN.email],
    );
    expect(admins[0]!.n).toBe(1);
  });

  it('a session made on one works on the other, and a logout on either ends it on both', async () => {
    const headers = await pair.a.signIn('session@care.ug', PASSWORD);
    const me = await pair.b.request('GET', '/auth/me', { headers });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('session@care.ug');
    expect((await pair.b.request('POST', '/auth/logout', { headers })).status).toBe(200);
    expect((await pair.a.request('GET', '/auth/me', { headers })).status).toBe(401);
  });

  it('a code mailed by one is accepted by the other (shared APP_SECRET)', async () => {
    const since = pair.a.mailsSoFar();
    const login = await pair.a.request('POST', '/auth/login', {
      body: { email: 'code@care.ug', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const code = await pair.a.codeFor('code@care.ug', since);
    const verify = await pair.b.request('POST', '/auth/verify', {
      body: { email: 'code@care.ug', code },
    });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
  });

  it('shares the sign-in rate limit (in PostgreSQL)', async () => {
    await expectSharedLimit(pair.a, pair.b, '127.0.0.21');
    const rows = await pair.db.query<{ n: number }>(`select count(*)::int as n from rate_limits`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('honours an idempotency key across both: a replay on the other answers the first answer, one row', async () => {
    const headers = await pair.a.signIn('keys@care.ug', PASSWORD);
    // An admin-made password is temporary (issue 20.12): until it is changed
    // on one server, the other refuses too; the change reaches both at once.
    const refused = await pair.b.request('POST', '/healthtips', { headers, body: TIP });
    expect(refused.status).toBe(403);
    const changed = await pair.a.request('POST', '/auth/change-password', {
      headers,
      body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-own` },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const key = { ...headers, 'idempotency-key': 'pair-tip-1' };
    const first = await pair.a.request('POST', '/healthtips', { headers: key, body: TIP });
    const again = await pair.b.request('POST', '/healthtips', { headers: key, body: TIP });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // and at the same moment on both, with a new key
    const both = { ...headers, 'idempotency-key': 'pair-tip-2' };
    const body = { ...TIP, title: 'Kangaroo care, twice at once' };
    const answers = await Promise.all([
      pair.a.request('POST', '/healthtips', { headers: both, body }),
      pair.b.request('POST', '/healthtips', { headers: both, body }),
    ]);
    expect(answers.map((r) => r.status).sort()).toSatisfy(
      (s: number[]) => s[0] === 201 && [201, 409].includes(s[1]!),
    );
    const rows = await pair.db.query<{ title: string; n: number }>(
      `select title, count(*)::int as n from care_tips group by title order by title`,
    );
    expect(rows).toEqual([
      { title: 'Kangaroo care', n: 1 },
      { title: 'Kangaroo care, twice at once', n: 1 },
    ]);
  });
});
