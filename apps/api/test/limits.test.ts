import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { envelopeProblems } from './answer-checks.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';
import { fillPath, operationsOf, type OpenApiDocument } from './fuzz/operations.ts';
import type { TestContext } from './helpers.ts';
import { TIP } from './factories.ts';
import { seededApp } from './seeded-app.ts';

// Issue 11 limits: page size, content types, odd text and over-long ids.
// (A body over 1 MiB: guards-and-plumbing.test.ts; a picture over 5 MB or
// not an image: pictures.test.ts.)
/** A valid value for each filter a list cannot do without (issue 27: the schedule's days). */
const today = new Date().toISOString().slice(0, 10);
const REQUIRED: Record<string, string> = {
  from: today,
  to: today,
  start_date: today,
  end_date: today,
};
let t: TestContext;
let admin: Record<string, string>;
let doc: OpenApiDocument;

beforeAll(async () => {
  ({ t, admin, doc } = await seededApp('limits.admin@care.ug'));
});
afterAll(() => t.close());

describe('page size', () => {
  it('every list refuses a page over its maximum (at most 100) with 400, and serves the maximum', async () => {
    const lists = operationsOf(doc).filter((op) => op.query.some((p) => p.name === 'limit'));
    expect(lists.length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    for (const op of lists) {
      const max = op.query.find((p) => p.name === 'limit')!.schema.maximum!;
      expect(max, op.key).toBeLessThanOrEqual(100);
      // id 1 exists in every seeded table
      const url = fillPath(op, Object.fromEntries(op.pathParams.map((p) => [p.name, '1'])));
      const needed = op.query.filter((p) => p.required && p.name !== 'limit');
      const unknown = needed.filter((p) => !(p.name in REQUIRED)).map((p) => p.name);
      expect(unknown, `${op.key}: give REQUIRED a value for each`).toEqual([]);
      const filters = needed.map((p) => `&${p.name}=${REQUIRED[p.name]}`).join('');
      const over = await t.app.inject({
        method: 'GET',
        url: `${url}?limit=${max + 1}${filters}`,
        headers: admin,
      });
      if (over.statusCode !== 400 || !over.json().details?.limit || envelopeProblems(over).length)
        wrong.push(`${op.key} limit=${max + 1} -> ${over.statusCode} ${over.body.slice(0, 100)}`);
      const full = await t.app.inject({
        method: 'GET',
        url: `${url}?limit=${max}${filters}`,
        headers: admin,
      });
      if (![200, 404].includes(full.statusCode))
        wrong.push(`${op.key} limit=${max} -> ${full.statusCode} ${full.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('content and text', () => {
  it('refuses a body that is not JSON with 415 and stores nothing', async () => {
    const before = await fingerprint(t.db);
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/healthtips`,
        headers: { ...admin, 'content-type': type },
        payload: 'title=Latch&subtitle=Feeding',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ status: 'failed', error: 'Unsupported content type' });
    }
    expect(changedTables(before, await fingerprint(t.db)).map((c) => c.table)).toEqual([]);
  });

  it('refuses a NUL character anywhere in the body, query or path with 400 naming the field', async () => {
    const before = await fingerprint(t.db);
    const body = await t.post('/healthtips', { ...TIP, details: 'Hold\u0000 baby close.' }, admin);
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      status: 'failed',
      error: 'Text cannot contain the NUL character',
      details: { details: 'Remove the NUL character' },
    });
    const nested = await t.post(
      '/portal/orders',
      { customerName: 'A', products: [{ name: 'Kit\u0000' }] },
      admin,
    );
    expect(nested.json().details).toEqual({ 'products.0.name': 'Remove the NUL character' });
    const query = await t.get('/portal/search?type=customer&searchTerm=Nak%00ato', admin);
    expect(query.statusCode).toBe(400);
    const path = await t.get('/booking/BK%00-1', admin);
    expect(path.statusCode).toBe(400);
    expect(changedTables(before, await fingerprint(t.db)).map((c) => c.table)).toEqual([]);
    // and the same text without it is fine
    expect((await t.post('/healthtips', TIP, admin)).statusCode).toBe(201);
  });

  it('answers an id longer than the router takes with a 400 envelope (API.md codes only)', async () => {
    const res = await t.get(`/booking/${'B'.repeat(150)}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'failed', error: 'The address is too long' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
