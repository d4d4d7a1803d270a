import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { JobQueue } from './queue.ts';

/**
 * Issue 39: the Prometheus metrics of one app (ADR 049). Loaded only when
 * METRICS_PORT is set (plugins/metrics.ts). Each app has a registry of its
 * own, never prom-client's global one: the tests build many apps in one
 * process. What is read from the database (pool, queue) is read when
 * Prometheus scrapes, and only then.
 */

/** A request answered where no route matched (404s, probes): one label for all of them. */
export const UNMATCHED = 'unmatched';

export type SmsOutcomes = { sent: () => void; failed: () => void };

export function createMetrics(deps: {
  database: Database;
  queue: JobQueue;
  /** The SMS gateway in use ('africastalking', 'outbox'): the SMS counters' label. */
  smsGateway: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const registry = new Registry();
  const registers = [registry];
  // the process: CPU, memory, event loop lag, GC, handles
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a server error (5xx), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });

  const { database, queue, log } = deps;
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  poolGauge('db_pool_open', 'Database connections open (the embedded PGlite: 1)', () => {
    return database.pool().open;
  });
  poolGauge('db_pool_max', 'Database connections allowed (DATABASE_POOL_MAX; PGlite: 1)', () => {
    return database.pool().max;
  });
  // the embedded PGlite's one connection says nothing of these
  if (database.kind === 'postgres') {
    poolGauge('db_pool_idle', 'Open database connections not in use', () => {
      return database.pool().idle ?? 0;
    });
    poolGauge('db_pool_waiting', 'Queries waiting for a database connection', () => {
      return database.pool().waiting ?? 0;
    });
  }

  new Gauge({
    name: 'job_queue_jobs',
    help: "Jobs in each queue: queued (waiting: the queue's depth) and active (running), as pg-boss counts them every 15 s",
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const rows = await queue.counts().catch((err: unknown) => {
        log.warn({ err }, 'metrics: the job queue could not be counted');
        return [];
      });
      this.reset();
      for (const { name, queued, active } of rows) {
        this.set({ queue: name, state: 'queued' }, queued);
        this.set({ queue: name, state: 'active' }, active);
      }
    },
  });

  const sent = new Counter({
    name: 'sms_sent_total',
    help: 'SMS the gateway accepted (the outbox: recorded, not sent)',
    labelNames: ['gateway'] as const,
    registers,
  });
  const failed = new Counter({
    name: 'sms_failed_total',
    help: 'SMS that ended failed (refused, or every attempt used)',
    labelNames: ['gateway'] as const,
    registers,
  });
  const gateway = { gateway: deps.smsGateway };
  // shown from the first scrape, at 0
  sent.inc(gateway, 0);
  failed.inc(gateway, 0);
  const sms: SmsOutcomes = { sent: () => sent.inc(gateway), failed: () => failed.inc(gateway) };

  return {
    registry,
    sms,
    /** One answered request; `route` is its pattern (undefined: no route matched). */
    observe(method: string, route: string | undefined, status: number, seconds: number) {
      const labels = { method, route: route ?? UNMATCHED };
      const withStatus = { ...labels, status: String(status) };
      requests.inc(withStatus);
      duration.observe(labels, seconds);
      if (status >= 500) errors.inc(withStatus);
    },
  };
}

/** GET /metrics, and nothing else, on a listener of its own. */
export async function serveMetrics(
  registry: Registry,
  where: { port: number; host: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        log.warn({ err }, 'metrics: scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });
  // a scraper holds its connection open: closing must not wait for it
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
