import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClusterDatabase } from './cluster-db.ts';
import { CONSUMER, SERVER, startCollector, type Span } from './otlp-collector.ts';
import { smsRowsWhen, startServer, type Server } from './server-process.ts';

// Issue 39, traces (ADR 049): a real server with OTEL_EXPORTER_OTLP_ENDPOINT
// sends its spans to a collector, here a small OTLP/HTTP receiver (JSON);
// without it, it sends nothing. Both the source and the build (whose split
// chunks must load pg only after the hooks) are run.

const COLLECTOR_PORT = 4160;
const SOURCE_PORT = 4161;
const BUILT_PORT = 4162;
const OFF_PORT = 4163;
const METRICS_PORT = 4164;
const ADMIN = { email: 'traces.admin@care.ug', password: 'Traces-2026-ok' };
const API_DIR = path.resolve(import.meta.dirname, '../..');

let collector: ReturnType<typeof startCollector>;
let dir: string;
let server: Server | undefined;
beforeAll(async () => {
  collector = startCollector(COLLECTOR_PORT);
  await collector.listening;
});
afterAll(() => collector.close());
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function start(port: number, env: Record<string, string>, built?: string) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'care-traces-'));
  server = await startServer({
    port,
    built,
    env: {
      DATA_DIR: dir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
  });
  return server;
}

/**
 * A module hook that names, once each, the optional packages the server
 * loads (NODE_OPTIONS): the default start must load none of them.
 */
const OPTIONAL = String.raw`node_modules\/(@opentelemetry\/(?:sdk-node|instrumentation)|@fastify\/otel|import-in-the-middle|prom-client)\/`;
const watchLoads = {
  NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(`
    import { registerHooks } from 'node:module';
    const seen = new Set();
    registerHooks({ resolve(specifier, context, next) {
      const found = next(specifier, context);
      const name = new RegExp('${OPTIONAL}').exec(found.url)?.[1];
      if (name && !seen.has(name)) { seen.add(name); process.stderr.write('LOADED ' + name + '\\n'); }
      return found;
    } });`)}`,
};

const tracing = (delayMs: number) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}`,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_BSP_SCHEDULE_DELAY: String(delayMs),
  // a batch goes when the delay is up, never sooner for its size
  OTEL_BSP_MAX_QUEUE_SIZE: '50000',
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '50000',
  OTEL_SERVICE_NAME: 'care-api-traced',
});

/** A customer, an SMS to her (a job on the queue), her record read, and a search by her name. */
async function work(s: Server) {
  const headers = await s.signIn(ADMIN.email, ADMIN.password);
  const created = await s.request('POST', '/customer', {
    headers,
    body: {
      firstname: 'Amina',
      lastname: 'Tracewell',
      phonenumber: '0772100321',
      gender: 'Female',
      address: 'Plot 4, Ntinda Road, Kampala',
      order: { order: 'Prepared mama bag', address: 'Ntinda', category: 'Maternity' },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.customer.id as number;
  const sms = await s.request('POST', '/sms/messages', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: { message: 'Your nurse comes at 9', audience: { kind: 'customer', id } },
  });
  expect(sms.status, JSON.stringify(sms.body)).toBe(200);
  expect((await s.request('GET', `/customer/${id}`, { headers })).status).toBe(200);
  const search = await s.request('GET', '/portal/search?type=customer&searchTerm=Tracewell', {
    headers,
  });
  expect(search.status).toBe(200);
  return { id, headers };
}

/** Waits until the spans received since `from` include what `check` looks for. */
async function spansUntil(from: number, check: (spans: Span[]) => boolean, ms = 25_000) {
  const until = Date.now() + ms;
  for (;;) {
    const spans = collector.spans.slice(from);
    if (check(spans) || Date.now() > until) return spans;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const httpSpan = (spans: Span[], route: string) =>
  spans.find(
    (s) =>
      s.scope === '@opentelemetry/instrumentation-http' &&
      s.kind === SERVER &&
      s.attributes['http.route'] === route,
  );
const jobSpan = (spans: Span[]) =>
  spans.find((s) => s.kind === CONSUMER && s.name === 'process sms-send');
const pgSpans = (spans: Span[]) =>
  spans.filter((s) => s.scope === '@opentelemetry/instrumentation-pg' && /^pg\.query/.test(s.name));
/** pg query spans inside the trace of `root`. */
const pgUnder = (spans: Span[], root: Span | undefined) =>
  root ? pgSpans(spans).filter((s) => s.traceId === root.traceId) : [];

function expectTraced(spans: Span[], customerId: number) {
  const read = httpSpan(spans, '/api/v1/customer/:id');
  expect(read, 'an HTTP server span with the route pattern').toBeDefined();
  expect(read!).toMatchObject({ name: 'GET /api/v1/customer/:id', service: 'care-api-traced' });
  expect(read!.attributes).toMatchObject({
    'http.request.method': 'GET',
    'http.response.status_code': 200,
  });
  // the request's database work, in its trace, under it
  const queries = pgUnder(spans, read);
  expect(queries.length, 'pg query spans in the request').toBeGreaterThan(0);
  expect(queries[0]!.attributes).toMatchObject({ 'db.system.name': 'postgresql' });
  expect(queries.every((q) => q.parentSpanId)).toBe(true);
  // Fastify's own span of the route (@fastify/otel) in the same trace
  expect(
    spans.some(
      (s) =>
        s.scope === '@fastify/otel' &&
        s.traceId === read!.traceId &&
        s.attributes['http.route'] === '/api/v1/customer/:id',
    ),
  ).toBe(true);
  // the queue's job (the SMS), with its own queries under it
  const job = jobSpan(spans);
  expect(job, 'a span for the sms-send job').toBeDefined();
  expect(job!.attributes).toMatchObject({
    'messaging.system': 'pg-boss',
    'messaging.destination.name': 'sms-send',
    'care.job.attempt': 1,
  });
  expect(pgUnder(spans, job).length, 'pg query spans in the job').toBeGreaterThan(0);
  // no address, search term or SQL value in any span
  const text = JSON.stringify(spans.map((s) => s.attributes));
  expect(text).not.toContain('Tracewell');
  expect(text).not.toContain('searchTerm');
  expect(text).not.toContain(`/customer/${customerId}`);
  expect(text).not.toContain('772100321');
}

const complete = (spans: Span[]) =>
  Boolean(httpSpan(spans, '/api/v1/customer/:id') && pgUnder(spans, jobSpan(spans)).length);

describe('tracing to an OTLP endpoint', () => {
  it('sends HTTP, route, PostgreSQL and job spans (the source, on PostgreSQL)', async () => {
    const db = await createClusterDatabase('care_traces');
    const s = await start(SOURCE_PORT, {
      DATABASE_URL: db.url,
      ...tracing(200),
      METRICS_PORT: String(METRICS_PORT),
      ...watchLoads,
    });
    expect(s.output()).toContain('tracing to');
    expect(s.output()).toContain('LOADED @opentelemetry/sdk-node');
    const from = collector.spans.length;
    const { id } = await work(s);
    // Prometheus scrapes the real server's metrics listener ...
    const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
    expect(metrics).toMatch(/^http_requests_total\{.*route="\/api\/v1\/customer\/:id".*\} 1$/m);
    const spans = await spansUntil(from, complete);
    expectTraced(spans, id);
    // ... and no scrape is a trace
    expect(spans.filter((x) => x.attributes['server.port'] === METRICS_PORT)).toEqual([]);
    expect(spans.filter((x) => x.attributes['server.port'] === SOURCE_PORT).length).toBeGreaterThan(
      0,
    );
  });

  it('the build does the same, and sends what is left when it stops (SIGTERM)', async () => {
    // a build of its own beside the others, as scripts/e2e-isolated.sh makes
    const out = path.join(API_DIR, 'dist', `traces-${process.pid}`);
    execFileSync(process.execPath, ['build.mjs'], {
      cwd: API_DIR,
      env: { ...process.env, API_OUTFILE: path.join(out, 'server.js') },
    });
    try {
      const db = await createClusterDatabase('care_traces');
      // a minute's delay: only the shutdown's flush can send these spans in time
      const s = await start(
        BUILT_PORT,
        { DATABASE_URL: db.url, ...tracing(60_000) },
        out + '/server.js',
      );
      const from = collector.spans.length;
      const { id, headers } = await work(s);
      // the job ran (its message left the queue) before the server is stopped
      await smsRowsWhen(
        s,
        headers,
        (rows) => rows.length > 0 && rows.every((r) => r.result === 'sent'),
        15_000,
      );
      expect(collector.spans.length).toBe(from);
      expect(await s.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      server = undefined;
      expectTraced(await spansUntil(from, complete, 2_000), id);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('starts, answers and sends nothing', async () => {
    const db = await createClusterDatabase('care_traces');
    const before = collector.requests.length;
    // what the SDK would also read, were it started: it must not be
    const s = await start(OFF_PORT, {
      DATABASE_URL: db.url,
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}/v1/traces`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      ...watchLoads,
    });
    await work(s);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(s.output()).not.toContain('tracing to');
    // nor any module of OpenTelemetry's SDK or of prom-client
    expect(s.output()).not.toContain('LOADED');
    expect(collector.requests.slice(before)).toEqual([]);
    expect(await s.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    server = undefined;
  });
});
