import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAfricasTalking } from '../fake-africastalking.ts';
import { createClusterDatabase } from './cluster-db.ts';
import { reachableTmp, smsRowsWhen, startServer, type Server } from './server-process.ts';

// Issue 24: "A send is recorded before the gateway is called; a restart in
// between neither loses nor duplicates it (test: kill the server process
// between record and send, start it again, exactly one message reaches the
// fake gateway)." The real server, on the embedded database in a folder of
// its own, with the real Africa's Talking SDK pointed at the local fake.
// The first server has its queue workers off (QUEUE_WORKERS=false), so the
// message is recorded and queued but not sent when it is killed (SIGKILL:
// no shutdown of any kind); the second, on the same folder, sends it.

const ADMIN = { email: 'sms.admin@care.ug', password: 'Restart-2026' };
let fake: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
let dir: string;
let env: Record<string, string>;
let server: Server | undefined;

beforeAll(async () => {
  fake = await startFakeAfricasTalking({ apiKey: 'at-restart-key' });
  dir = reachableTmp('care-sms-restart-');
  env = {
    APP_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AT_USERNAME: 'careug',
    AT_API_KEY: 'at-restart-key',
    AT_SENDER_ID: 'MAMACARE',
    ...fake.proxyEnv,
  };
});
afterAll(async () => {
  if (server) await server.stop('SIGKILL');
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['the embedded database', 3397],
  ['PostgreSQL', 3398],
] as const)('a restart between record and send, on %s', (kind, PORT) => {
  // Two server starts on a new database: minutes, not seconds, on a loaded machine.
  it('delivers the recorded SMS exactly once', { timeout: 150_000 }, async () => {
    // a server an earlier case left running (it timed out) must not send into this one's count
    if (server) await server.stop('SIGKILL');
    server = undefined;
    fake.reset();
    const place: Record<string, string> =
      kind === 'PostgreSQL'
        ? { DATA_DIR: dir, DATABASE_URL: (await createClusterDatabase('care_sms')).url }
        : { DATA_DIR: path.join(dir, `embedded-${Date.now()}`) };
    env = { ...env, ...place };
    server = await startServer({ port: PORT, env: { ...env, QUEUE_WORKERS: 'false' } });
    const headers = await server.signIn(ADMIN.email, ADMIN.password);
    const created = await server.request('POST', '/customer', {
      headers,
      body: {
        firstname: 'Rose',
        lastname: 'Achieng',
        phonenumber: '0772123456',
        gender: 'Female',
        address: 'Ntinda, Kampala',
        order: { order: 'Postnatal care services' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.customer.id as number;
    const sent = await server.request('POST', '/sms/messages', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: { message: 'Your nurse visits tomorrow at 9', audience: { kind: 'customer', id } },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const queued = await server.request('GET', '/sms/messages?channel=sms', { headers });
    expect(queued.body.data.rows[0]).toMatchObject({ result: 'queued', attempts: 0 });

    // Killed with the message recorded and not yet sent.
    expect((await server.stop('SIGKILL')).signal).toBe('SIGKILL');
    expect(fake.requests).toHaveLength(0);

    server = await startServer({ port: PORT, env });
    // The session is in the database: it outlives the server.
    const again = headers;
    const [row] = await smsRowsWhen(
      server,
      again,
      ([r]) => r !== undefined && r.result !== 'queued' && r.result !== 'sending',
    );
    expect(row).toMatchObject({ result: 'sent', attempts: 1 });
    // Time for a duplicate to show, were there one.
    await new Promise((r) => setTimeout(r, 3000));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      to: ['+256772123456'],
      message: 'Your nurse visits tomorrow at 9',
      from: 'MAMACARE',
      username: 'careug',
    });
    expect(row!.gatewayMessageId).toBeTruthy();
    await server.stop();
    server = undefined;
  });
});
