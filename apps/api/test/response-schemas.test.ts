import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { envelopeProblems, leaksIn } from './answer-checks.ts';
import { operationsOf, type OpenApiDocument } from './fuzz/operations.ts';
import type { TestContext } from './helpers.ts';
import { seededApp } from './seeded-app.ts';

// Issue 11: every response matches its declared schema. Each route declares
// its success answers as zod schemas and the zod serializer (set once in
// buildApp) checks every answer against them: fields outside the schema are
// dropped, and an answer that does not fit is a 500 envelope, never sent.

let t: TestContext;
let admin: Record<string, string>;
let doc: OpenApiDocument;

beforeAll(async () => {
  ({ t, admin, doc } = await seededApp('schema.admin@care.ug'));
});
afterAll(() => t.close());

describe('declared response schemas', () => {
  it('every operation declares a JSON schema for each success answer; only the three file downloads have none', async () => {
    const without: string[] = [];
    for (const op of operationsOf(doc)) {
      const declared = Object.values(op.success);
      if (declared.length === 0 || declared.some((schema) => schema === undefined))
        without.push(op.key);
    }
    // A new operation without a response schema lands here and fails the test.
    expect(without.sort()).toEqual([
      // issue 27: a nurse's shifts as iCalendar text (calendar-feed.test.ts)
      `GET ${API_BASE}/calendar/{file}`,
      // issue 27: a nurse's licence copy, PDF or JPEG (licence-file.test.ts)
      `GET ${API_BASE}/careteam/{id}/licence`,
      `GET ${API_BASE}/income_trace/export`,
      `GET ${API_BASE}/job/download/{id}`,
      // issue 43: the payment requests as CSV (payments.test.ts)
      `GET ${API_BASE}/payments/export`,
      // issue 25: a payout batch's CSV file, a nurse's pay statement PDF (payroll-payments.test.ts)
      `GET ${API_BASE}/payroll/batches/{id}/export`,
      `GET ${API_BASE}/payroll/nurses/{id}/statement`,
      `GET ${API_BASE}/pictures/{name}`,
      // issue 26: a person's data as a zip (privacy-export.test.ts)
      `GET ${API_BASE}/privacy/{kind}/{id}/export`,
      // issue 37: the one-tap check-in link's page (HTML) and its script (visit-link.test.ts)
      `GET ${API_BASE}/v/script`,
      `GET ${API_BASE}/v/{token}`,
    ]);
    // ...and those answer files, not the JSON envelope (pictures: pictures.test.ts)
    const csv = await t.get('/income_trace/export', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const pdf = await t.get('/job/download/1', admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('drops a field the schema does not declare (a password hash never leaves by accident)', async () => {
    const finance = t.app.services.finance;
    const real = finance.get;
    finance.get = async (id) => ({
      ...(await real(id)),
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA',
    });
    try {
      const res = await t.get('/income_trace/1', admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.id).toBe(1);
      expect(res.body).not.toMatch(/passwordHash|argon2/);
    } finally {
      finance.get = real;
    }
  });

  it('answers a 500 envelope, without the data or a stack, when an answer does not fit its schema', async () => {
    const finance = t.app.services.finance;
    const real = finance.get;
    finance.get = async (id) =>
      ({ ...(await real(id)), amount: 'a lot', doc_id: null }) as unknown as Awaited<
        ReturnType<typeof real>
      >;
    try {
      const res = await t.get('/income_trace/1', admin);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 'failed',
        error: 'An error occurred, please try again',
      });
      expect(envelopeProblems(res)).toEqual([]);
      expect(leaksIn(res.body)).toEqual([]);
      expect(res.body).not.toContain('a lot');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      finance.get = real;
    }
    expect((await t.get('/income_trace/1', admin)).statusCode).toBe(200);
  });

  // The answers the database writes as JSON skip the serializer (ADR 015);
  // in the tests each is checked against its schema, stricter than the
  // serializer: an undeclared field fails rather than being dropped (ADR 032).
  describe('answers the database wrote as JSON', () => {
    const withPage = async (change: (page: Record<string, unknown>) => void) => {
      const finance = t.app.services.finance;
      const real = finance.page;
      finance.page = async (...args) => {
        const page = JSON.parse((await real(...args)).json) as Record<string, unknown>;
        change(page);
        return { json: JSON.stringify(page) };
      };
      try {
        return await t.get('/income_trace?limit=3', admin);
      } finally {
        finance.page = real;
      }
    };
    const firstRow = (page: Record<string, unknown>) =>
      (page.rows as Record<string, unknown>[])[0]!;

    it('pass as the database wrote them', async () => {
      const res = await withPage(() => {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.rows).toHaveLength(3);
    });

    it.each([
      ['a field the schema does not declare', (r: Record<string, unknown>) => (r.cost = 5)],
      [
        'a nested field the schema does not declare',
        (r: Record<string, unknown>) => ((r.User as Record<string, unknown>).pin = '0000'),
      ],
      ['a field missing', (r: Record<string, unknown>) => delete r.doc_id],
      ['a field of the wrong type', (r: Record<string, unknown>) => (r.amount = '5')],
    ])('fail with %s (500)', async (_, change) => {
      const res = await withPage((page) => change(firstRow(page)));
      expect(res.statusCode).toBe(500);
      expect(envelopeProblems(res)).toEqual([]);
      expect(res.body).not.toMatch(/cost|pin|0000/);
    });
  });
});
