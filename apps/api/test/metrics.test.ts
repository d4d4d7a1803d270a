import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../src/platform/metrics.ts';
import { createCustomer, setup, type Ctx } from './factories.ts';
import { createTestApp } from './helpers.ts';
import { eventually, memorySmsGateway } from './sms-factories.ts';

// Issue 39, Prometheus metrics (ADR 049): scraped over HTTP from the listener
// METRICS_PORT opens beside the API (never on it), counted by route pattern.

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]),
    );
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the one sample named so with exactly these labels; undefined if none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) =>
      s.name === name &&
      Object.keys(s.labels).length === Object.keys(labels).length &&
      Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

async function scrape(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** Scrapes until `check` holds of the samples (a request is counted as its answer finishes). */
const scrapeUntil = (port: number, check: (s: Sample[]) => boolean) =>
  eventually(async () => {
    const samples = parse(await scrape(port));
    return check(samples) && samples;
  });

const ROUTE = '/api/v1/customer/:id';
const sms = { message: 'Your nurse comes at 9' };

/** One SMS to a new customer, through the API. */
async function smsToNewCustomer(c: Ctx) {
  const customer = await createCustomer(c);
  const res = await c.send(
    '/sms/messages',
    { ...sms, audience: { kind: 'customer', id: customer.id } },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('metrics on METRICS_PORT', () => {
  let c: Ctx;
  let api: string;
  let port: number;
  beforeAll(async () => {
    c = await setup({ METRICS_PORT: '0' });
    await c.app.listen({ port: 0, host: '127.0.0.1' });
    api = `http://127.0.0.1:${(c.app.server.address() as AddressInfo).port}/api/v1`;
    port = c.app.metrics.port()!;
  });
  afterAll(() => c?.close());

  it('count requests, their time and status by route pattern, never by address', async () => {
    const a = await createCustomer(c);
    const b = await createCustomer(c);
    const get = (path: string, headers = c.headers) => fetch(`${api}${path}`, { headers });
    expect((await get(`/customer/${a.id}`)).status).toBe(200);
    expect((await get(`/customer/${b.id}`)).status).toBe(200);
    expect((await get('/customer/999999')).status).toBe(404);
    expect((await get(`/customer/${a.id}`, {})).status).toBe(401);
    expect((await get(`/no-such-place/${a.id}`)).status).toBe(404);

    const samples = await scrapeUntil(
      port,
      (s) =>
        valueOf(s, 'http_request_duration_seconds_count', { method: 'GET', route: ROUTE }) === 4,
    );
    const requests = (status: string, route = ROUTE) =>
      valueOf(samples, 'http_requests_total', { method: 'GET', route, status });
    expect([requests('200'), requests('404'), requests('401')]).toEqual([2, 1, 1]);
    // an address no route serves is counted under one fixed label
    expect(requests('404', 'unmatched')).toBe(1);
    expect(
      valueOf(samples, 'http_requests_total', {
        method: 'POST',
        route: '/api/v1/customer',
        status: '201',
      }),
    ).toBe(2);
    // the histogram's buckets hold all four answers
    expect(
      valueOf(samples, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: ROUTE,
        le: '+Inf',
      }),
    ).toBe(4);
    expect(
      valueOf(samples, 'http_request_duration_seconds_sum', { method: 'GET', route: ROUTE }),
    ).toBeGreaterThan(0);
    // no id, and no address, in any label
    const routes = new Set(samples.filter((s) => s.labels.route).map((s) => s.labels.route!));
    expect([...routes].filter((r) => /\/\d|no-such-place/.test(r))).toEqual([]);
    expect(routes).toContain('/api/v1/auth/login');
    // none of these was a server error
    expect(samples.filter((s) => s.name === 'http_request_errors_total')).toEqual([]);
  });

  it('show the pool, the queues, the process and the SMS sent', async () => {
    await smsToNewCustomer(c);
    const samples = await scrapeUntil(
      port,
      (s) => valueOf(s, 'sms_sent_total', { gateway: 'outbox' }) === 1,
    );
    expect(valueOf(samples, 'sms_failed_total', { gateway: 'outbox' })).toBe(0);

    // the pool of freshDatabase (10 connections at most)
    expect(valueOf(samples, 'db_pool_max')).toBe(10);
    expect(valueOf(samples, 'db_pool_open')).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'db_pool_idle')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'db_pool_waiting')).toBe(0);
    // every declared queue, waiting and running
    for (const queue of ['sms-send', 'sms-automatic', 'statement-import'])
      for (const state of ['queued', 'active'])
        expect(valueOf(samples, 'job_queue_jobs', { queue, state })).toBeGreaterThanOrEqual(0);
    // prom-client's process metrics
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('are served on their own listener only: not on the API port, nothing else there', async () => {
    const onApi = await fetch(`${api.replace('/api/v1', '')}/metrics`);
    expect(onApi.status).toBe(404);
    expect(await onApi.text()).not.toContain('http_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('count a server error (5xx) as an error', async () => {
    // the app's own counters, fed as its response hook feeds them
    const m = createMetrics({
      database: c.database,
      queue: c.app.queue,
      smsGateway: 'outbox',
      log: c.app.log,
    });
    m.observe('GET', ROUTE, 503, 0.2);
    m.observe('GET', ROUTE, 200, 0.1);
    const samples = parse(await m.registry.metrics());
    expect(
      valueOf(samples, 'http_request_errors_total', { method: 'GET', route: ROUTE, status: '503' }),
    ).toBe(1);
    expect(samples.filter((s) => s.name === 'http_request_errors_total')).toHaveLength(1);
  });
});

describe('each app its own metrics', () => {
  it('a failed SMS counts as failed, in this app only; the listener closes with the app', async () => {
    const gateway = memorySmsGateway();
    gateway.answers.push({ ok: false, permanent: true, error: 'Invalid phone number (403)' });
    const c = await setup({ METRICS_PORT: '0' }, { sms: gateway });
    const port = c.app.metrics.port()!;
    try {
      await smsToNewCustomer(c);
      const samples = await scrapeUntil(
        port,
        (s) => valueOf(s, 'sms_failed_total', { gateway: 'africastalking' }) === 1,
      );
      expect(valueOf(samples, 'sms_sent_total', { gateway: 'africastalking' })).toBe(0);
      // nothing of the other app's: its gateway, its requests by address
      expect(samples.some((s) => s.labels.gateway === 'outbox')).toBe(false);
      expect(
        valueOf(samples, 'http_requests_total', {
          method: 'POST',
          route: '/api/v1/customer',
          status: '201',
        }),
      ).toBe(1);
    } finally {
      await c.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('without METRICS_PORT nothing listens', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.METRICS_PORT).toBeUndefined();
      expect(t.app.metrics.port()).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
