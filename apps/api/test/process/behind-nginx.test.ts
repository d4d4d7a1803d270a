import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  PORTS,
  call,
  filesUnder,
  pictureUpload,
  startBehindNginx,
  type Call,
  type Target,
} from './behind-nginx.ts';
import { mixedLoad } from './mixed-load.ts';

// Issue 39, done when: Debian's nginx (deploy/nginx/care.conf, TLS with a
// throwaway certificate) in front of two servers on one PostgreSQL with the
// S3 file store. A sign-in, a picture and an erasure cross the servers, one
// scheduled job runs once, the access log has the real client's address, and
// a server killed under load loses and duplicates nothing.

let env: Awaited<ReturnType<typeof startBehindNginx>>;
let admin: Record<string, string>;
const STAFF_PASSWORD = 'Pinned-staff-2026';
const started = Date.now();

const direct = (which: 'a' | 'b') => ({ port: env.servers[which].port });

beforeAll(async () => {
  env = await startBehindNginx();
  admin = await env.servers.a.signIn(ADMIN.email, ADMIN.password);
  const made = await call(env.proxy, {
    method: 'POST',
    url: '/staff',
    headers: admin,
    body: { name: 'Pinned', email: 'pinned@care.ug', role: 'STAFF', password: STAFF_PASSWORD },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
});
afterAll(() => env?.stop());

/** A new customer, through nginx unless `to` says otherwise. */
async function newCustomer(firstname: string, to: Target = env.proxy, call_: Partial<Call> = {}) {
  const phone = `0772${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const made = await call(to, {
    ...call_,
    method: 'POST',
    url: '/customer',
    headers: { ...admin, ...call_.headers },
    body: {
      firstname,
      lastname: 'Nakato',
      phonenumber: phone,
      address: 'Plot 4, Ntinda Road, Kampala',
      order: { order: 'Prepared mama bag', address: 'Ntinda', category: 'Maternity' },
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.customer as { id: number };
}

/**
 * The nginx access log's lines from number `from` on, once it stops growing:
 * nginx writes a request's line after its answer has gone, so a line may
 * come a moment after the client has the answer.
 */
async function nginxLog(from = 0): Promise<string[]> {
  let before = -1;
  for (let i = 0; i < 20; i++) {
    const size = env.nginx.accessLog().length;
    if (size === before) break;
    before = size;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return env.nginx.accessLog().split('\n').filter(Boolean).slice(from);
}

/** Those lines' client, X-Forwarded-For, servers tried and status. */
const nginxLines = async (from = 0) =>
  (await nginxLog(from)).map((line) => {
    const [, client, xff, servers, status] = /^(\S+) "([^"]*)" (.+) (\d{3}) "/.exec(line) ?? [];
    return { client, xff, servers: servers ?? '', status };
  });

describe('two servers behind nginx', () => {
  it('a sign-in on server A is used on B, directly and through nginx (both servers answer it)', async () => {
    const session = await env.servers.a.signIn('pinned@care.ug', STAFF_PASSWORD);
    const me = { method: 'GET', url: '/auth/me', headers: session };
    expect((await call(direct('b'), me)).body.data.email).toBe('pinned@care.ug');
    const lines = (await nginxLines()).length;
    for (let i = 0; i < 4; i++) expect((await call(env.proxy, me)).status).toBe(200);
    const servers = new Set((await nginxLines(lines)).map((l) => l.servers));
    expect(servers).toEqual(new Set([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]));
    // a logout through nginx ends it on both
    const out = await call(env.proxy, { method: 'POST', url: '/auth/logout', headers: session });
    expect(out.status).toBe(200);
    for (const which of ['a', 'b'] as const)
      expect((await call(direct(which), me)).status).toBe(401);
  });

  it('a picture uploaded through A is served by B and nginx from the bucket, on no disk; erased through B, it is nowhere', async () => {
    const customer = await newCustomer('Picture');
    const picture = await pictureUpload();
    const upload = await call(direct('a'), {
      method: 'POST',
      url: `/customer/${customer.id}/picture`,
      headers: { ...admin, ...picture.headers },
      body: picture.body,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const url = upload.body.data.photo_url as string;
    const name = url.split('/').pop()!;
    expect(name).toMatch(/^[a-f0-9]{64}\.webp$/);
    const get = { method: 'GET', url: `/pictures/${name}`, headers: admin };
    const fromA = await call(direct('a'), get);
    expect(fromA.status).toBe(200);
    for (const target of [direct('b'), env.proxy]) {
      const served = await call(target, get);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.raw.equals(fromA.raw)).toBe(true);
    }
    const inBucket = (await env.bucketKeys()).filter((key) => key.endsWith(name));
    expect(inBucket).toHaveLength(1);
    const onDisk = () => [...filesUnder(env.dirs.a), ...filesUnder(env.dirs.b)];
    expect(onDisk().filter((file) => file.includes(name))).toEqual([]);

    const erased = await call(direct('b'), {
      method: 'POST',
      url: `/privacy/customer/${customer.id}/erasure`,
      headers: admin,
      body: { confirmName: 'Picture Nakato' },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect((await env.bucketKeys()).filter((key) => key.endsWith(name))).toEqual([]);
    expect(onDisk().filter((file) => file.includes(name))).toEqual([]);
    for (const target of [direct('a'), direct('b'), env.proxy])
      expect((await call(target, get)).status).toBe(404);
  });

  it("records the client's own address in the access and audit logs: through nginx the one nginx saw, directly its own; a forged X-Forwarded-For is not believed", async () => {
    const forged = { ...admin, 'x-forwarded-for': '6.6.6.6' };
    const lines = (await nginxLines()).length;
    const viaNginx = { headers: forged, from: '127.0.0.2' };
    const viaB = { headers: forged, from: '127.0.0.3' };
    // an export (access log) and a new customer (audit log) each way
    const exportVia = async (to: Target, c: Partial<Call>, station: string) => {
      const url = `/income_trace/export?station=${encodeURIComponent(station)}`;
      expect((await call(to, { ...c, method: 'GET', url })).status).toBe(200);
    };
    await exportVia(env.proxy, viaNginx, 'Kikubo');
    await exportVia(direct('b'), viaB, 'Mutungo');
    const made = {
      nginx: await newCustomer('Proxied', env.proxy, viaNginx),
      b: await newCustomer('Direct', direct('b'), viaB),
    };
    // nginx appended the address it saw to what the client wrote
    expect((await nginxLines(lines)).map(({ client, xff }) => [client, xff])).toEqual([
      ['127.0.0.2', '6.6.6.6'],
      ['127.0.0.2', '6.6.6.6'],
    ]);

    const log = await call(env.proxy, {
      method: 'GET',
      url: '/privacy/access-log?record=ledger_csv&limit=10',
      headers: admin,
    });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const entries = log.body.data.rows as { detail: string; ip: string }[];
    const ipOf = (station: string) => entries.find((e) => e.detail.includes(station))?.ip;
    expect([ipOf('Kikubo'), ipOf('Mutungo')]).toEqual(['127.0.0.2', '127.0.0.3']);
    const audited = await env.db.query<{ entity_id: string; ip: string }>(
      `select entity_id, ip from audit_log where entity = 'customer' and action = 'create'
        and entity_id = any($1) order by id`,
      [[String(made.nginx.id), String(made.b.id)]],
    );
    expect(audited).toEqual([
      { entity_id: String(made.nginx.id), ip: '127.0.0.2' },
      { entity_id: String(made.b.id), ip: '127.0.0.3' },
    ]);
  });

  it("nginx's access log holds no callback key, feed name nor query string (deploy/nginx/care.conf)", async () => {
    const key = env.callbackKey;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const body = Buffer.from('phoneNumber=%2B256772000001&from=%2B256772000001&text=hello');
    const lines = (await nginxLines()).length;
    for (const url of [
      `/sms/incoming/${key}`,
      `/sms/incoming?key=${key}`,
      `/calendar/${key}.ics`,
    ]) {
      await call(env.proxy, { method: 'POST', url, headers: form, body });
    }
    const logged = await nginxLog(lines);
    expect(logged).toHaveLength(3);
    expect(logged.join('\n')).not.toContain(key);
    expect(logged.map((l) => /"POST (\S+) /.exec(l)?.[1])).toEqual([
      '/api/v1/sms/incoming/[redacted]',
      '/api/v1/sms/incoming',
      '/api/v1/calendar/[redacted]',
    ]);
  });

  it('server A killed (SIGKILL) 10 s into 30 s of mixed load, restarted 3 s later: every request answered, every entry made once', async () => {
    const customer = await newCustomer('Ledger');
    const runId = randomBytes(3).toString('hex');
    const lines = (await nginxLines()).length;
    const loadStart = Date.now();
    const load = mixedLoad({
      to: env.proxy,
      headers: admin,
      customerId: customer.id,
      clients: 6,
      seconds: 30,
      runId,
    });
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const killedAt = Date.now();
    env.servers.a.child.kill('SIGKILL');
    expect(await env.servers.a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // back after a few seconds, as systemd would restart it
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await env.restartA();
    const outcomes = await load;

    const unanswered = outcomes.filter((o) => ![200, 201].includes(o.status));
    expect(unanswered).toEqual([]);
    const created = outcomes.filter((o) => o.kind === 'create');
    const rows = await env.db.query<{ doc_id: string; n: number }>(
      `select doc_id, count(*)::int as n from income_trace where doc_id like $1 group by doc_id`,
      [`LOAD-${runId}-%`],
    );
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(rows.map((r) => r.doc_id).sort()).toEqual(created.map((o) => o.docId).sort());
    // B served throughout, A again once restarted
    const after = await nginxLines(lines);
    const retried = outcomes.filter((o) => o.attempts > 1);
    console.log(
      `behind nginx: ${outcomes.length} requests (${created.length} entries) in 30 s, 6 clients; ` +
        `A killed ${((killedAt - loadStart) / 1000).toFixed(1)} s in, restarted 3 s later; ` +
        `${retried.length} repeated by their client (${retried.filter((o) => o.replayed).length} answered from the stored first answer), ` +
        `${after.filter((l) => l.servers.includes(',')).length} passed on by nginx; ` +
        `cut off: ${JSON.stringify(retried.flatMap((o) => o.cutOff))}`,
    );
    expect(after.some((l) => l.servers === `127.0.0.1:${PORTS.a}`)).toBe(true);
  });

  it("the minute job (visit alerts, on both servers' pg-boss cron) is sent once a minute and run once", async () => {
    // A cron pass every 30 s, by one server at a time: each minute is sent
    // by the pass after it, so the first within 65 s of the start.
    const sends = () =>
      env.db.query<{ slot: string; n: number }>(
        `select data->>'slot' as slot, count(*)::int as n from pgboss.job
          where name = '__pgboss__send-it' and data->>'name' = 'visit-alerts' group by 1`,
      );
    const runs = () =>
      env.db.query<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = 'visit-alerts'`,
      );
    const until = Math.max(started + 90_000, Date.now() + 5_000);
    while (Date.now() < until) {
      const jobs = await runs();
      if (jobs.length && jobs.every((j) => j.state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const sent = await sends();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.n !== 1)).toEqual([]);
    // one job each minute, run once: completed at its first attempt
    expect(await runs()).toEqual(sent.map(() => ({ state: 'completed', retry_count: 0 })));
  }, 90_000);
});
