import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinanceRepo } from '../src/modules/finance/finance.repo.ts';
import { createCustomer, setup, type Ctx } from './factories.ts';
import { rowsOf } from './helpers.ts';
import { readPage, sortedTotals, type Page } from './ledger-factories.ts';

// Issue 10: the ledger's count and totals come from running totals, and deep
// pages start from the day their first row lies in. Both must answer exactly
// what the ledger itself holds: the same count, totals and rows as a plain
// GROUP BY and a plain ORDER BY ... OFFSET over income_trace.
const ROWS = 2_400;

type Row = { id: number };
type Tx = Parameters<Parameters<Ctx['db']['transaction']>[0]>[0];
type Calls = () => Promise<void>;

describe('finance: running totals and deep pages', () => {
  let c: Ctx;

  /** The ledger's own answer for a WHERE clause. */
  async function truth(where: ReturnType<typeof sql>) {
    const byStatus = rowsOf<{ status: string; count: number; amount: number }>(
      await c.db.execute(sql`
        SELECT status, count(*)::int AS count, sum(amount)::float8 AS amount
        FROM income_trace WHERE ${where} GROUP BY status`),
    );
    return {
      count: byStatus.reduce((a, r) => a + r.count, 0),
      totals: sortedTotals({ amount: byStatus.reduce((a, r) => a + r.amount, 0), byStatus }),
    };
  }

  async function expectTotals(query: string, where: ReturnType<typeof sql>) {
    const page = await readPage(c, `/income_trace?limit=10${query}`);
    const expected = await truth(where);
    expect({ count: page.count, totals: sortedTotals(page.totals) }, query).toEqual(expected);
  }

  const fold = () => c.db.execute(sql`SELECT income_trace_totals_fold()`);

  beforeAll(async () => {
    c = await setup();
    const a = (await createCustomer(c, { firstname: 'Ledger', lastname: 'One' })).id;
    const b = (await createCustomer(c, { firstname: 'Ledger', lastname: 'Two' })).id;
    // 2,400 entries over 14 months (partial first and last months), in one
    // statement as a bulk import would make them.
    await c.db.execute(sql`
      INSERT INTO income_trace
        (txn_date, product, lead_source, station, payment_method, status, amount, doc_id, user_id)
      SELECT date '2025-01-17' + (g * 7 % 425),
             (ARRAY['PREPARED MAMA','PATIENT CARE','POSTNATAL CARE','VALUE KIT','SHOP'])[1 + g % 5],
             (ARRAY['App','Referral','Website','Returning'])[1 + g % 4],
             (ARRAY['Kikubo','Mutungo','Head Office','Nassana'])[1 + g % 4],
             (ARRAY['Cash','Mobile Money','Bank Deposit'])[1 + g % 3],
             (ARRAY['Paid','UnPaid','Pending'])[1 + (g / 7) % 3],
             1000 * (1 + g % 97),
             'TOT-' || lpad(g::text, 5, '0'),
             CASE WHEN g % 2 = 0 THEN ${a}::int ELSE ${b}::int END
      FROM generate_series(1, ${ROWS}) AS g`);
  }, 60_000);
  afterAll(() => c.close());

  const FILTERS: [string, ReturnType<typeof sql>][] = [
    ['', sql`true`],
    ['&status=Pending', sql`status = 'Pending'`],
    ['&station=Mutungo', sql`station = 'Mutungo'`],
    ['&product=SHOP&status=Paid', sql`product = 'SHOP' AND status = 'Paid'`],
    ['&lead_source=Website', sql`lead_source = 'Website'`],
    ['&payment_method=Cash', sql`payment_method = 'Cash'`],
    // a whole month, part of months on both sides, one day, open ends
    ['&from=2025-06-01&to=2025-06-30', sql`txn_date BETWEEN '2025-06-01' AND '2025-06-30'`],
    [
      '&station=Kikubo&from=2025-03-15&to=2025-09-10',
      sql`station = 'Kikubo' AND txn_date BETWEEN '2025-03-15' AND '2025-09-10'`,
    ],
    ['&from=2025-08-09&to=2025-08-09', sql`txn_date = '2025-08-09'`],
    ['&from=2025-11-02', sql`txn_date >= '2025-11-02'`],
    ['&to=2025-04-30&status=UnPaid', sql`txn_date <= '2025-04-30' AND status = 'UnPaid'`],
    ['&from=2025-09-01&to=2025-08-01', sql`false`],
    // two filters at once are counted from the ledger itself
    ['&station=Nassana&product=VALUE%20KIT', sql`station = 'Nassana' AND product = 'VALUE KIT'`],
  ];

  it('answers the ledger’s own count and totals for every filter, folded or not', async () => {
    for (const [query, where] of FILTERS) await expectTotals(query, where);
    await fold();
    const [left] = rowsOf<{ n: number }>(
      await c.db.execute(sql`SELECT count(*)::int AS n FROM income_trace_totals_delta`),
    );
    expect(left!.n).toBe(0);
    for (const [query, where] of FILTERS) await expectTotals(query, where);
  });

  // The server vacuums the folded changes every ten folds (app.ts): the
  // totals stay what they were, and the space of the changes' deleted rows
  // is used again, so the table does not grow with every fold.
  it('vacuums the folded changes without changing a total, and reuses their space', async () => {
    const size = async () =>
      rowsOf<{ bytes: number }>(
        await c.db.execute(sql`SELECT pg_relation_size('income_trace_totals_delta')::int AS bytes`),
      )[0]!.bytes;
    const repo = createFinanceRepo(c.db);
    const changeAndFold = async () => {
      await c.db.execute(sql`UPDATE income_trace SET amount = amount + 1 WHERE id % 7 = 0`);
      await fold();
    };
    await changeAndFold();
    await repo.vacuumTotals();
    const kept = await size();
    expect(kept).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      await changeAndFold();
      await repo.vacuumTotals();
    }
    expect(await size()).toBe(kept);
    for (const [query, where] of FILTERS) await expectTotals(query, where);
  });

  it('follows corrections: edits of date, station, status and amount, and a deletion', async () => {
    await c.db.execute(sql`
      UPDATE income_trace SET status = 'Paid', amount = amount + 500
      WHERE doc_id IN ('TOT-00010', 'TOT-00011', 'TOT-00012')`);
    await c.db.execute(
      sql`UPDATE income_trace SET station = 'Nassana', txn_date = '2025-02-28' WHERE doc_id = 'TOT-00100'`,
    );
    await c.db.execute(sql`UPDATE income_trace SET summary = 'narration only' WHERE id % 50 = 0`);
    await c.db.execute(sql`DELETE FROM income_trace WHERE doc_id = 'TOT-00200'`);
    for (const [query, where] of FILTERS) await expectTotals(query, where);
    await fold();
    for (const [query, where] of FILTERS) await expectTotals(query, where);
  });

  it('rebuilding the totals from the ledger gives what the triggers kept', async () => {
    await fold();
    const snapshot = async () =>
      rowsOf(
        await c.db.execute(sql`
          SELECT dim, value, grain, period::text, status, n::int, amount::float8
          FROM income_trace_totals WHERE n <> 0 ORDER BY 1, 2, 3, 4, 5`),
      );
    const kept = await snapshot();
    await c.db.execute(sql`SELECT income_trace_totals_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });

  /** The ids a plain ORDER BY ... OFFSET gives. */
  async function plainIds(
    where: ReturnType<typeof sql>,
    order: 'asc' | 'desc',
    offset: number,
    limit = 10,
  ) {
    const dir = sql.raw(order);
    return rowsOf<Row>(
      await c.db.execute(sql`
        SELECT id FROM income_trace WHERE ${where}
        ORDER BY txn_date ${dir}, id ${dir} OFFSET ${offset} LIMIT ${limit}`),
    ).map((r) => r.id);
  }

  it('deep pages hold the rows a plain OFFSET gives, in both orders and with filters', async () => {
    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['&station=Head%20Office', sql`station = 'Head Office'`],
      [
        '&status=Paid&from=2025-02-10&to=2026-01-20',
        sql`status = 'Paid' AND txn_date BETWEEN '2025-02-10' AND '2026-01-20'`,
      ],
    ];
    for (const [query, where] of cases) {
      const { count } = await truth(where);
      for (const order of ['desc', 'asc'] as const) {
        for (const offset of [0, 999, 1000, 1003, 1777, count - 10, count - 3, count, count + 40]) {
          if (offset < 0) continue;
          const page: Page = await readPage(
            c,
            `/income_trace?order=${order}&offset=${offset}&limit=10${query}`,
          );
          expect(
            page.rows.map((r) => r.id),
            `${query} ${order} ${offset}`,
          ).toEqual(await plainIds(where, order, offset));
          expect(page.count).toBe(count);
        }
      }
    }
  });

  // ADR 015: a page statement is planned once per connection, then only
  // run. Planning it again on every call cost PostgreSQL more than running it
  // (0.3-0.5 ms against 0.1-0.4 ms on the bench's million entries). The page
  // size, the totals' grain and dimension are written into the statement, so
  // the plan prepared once is as good as one made for each call's values.
  type Args = Parameters<ReturnType<typeof createFinanceRepo>['page']>;
  const PAGES: [string, Args, ReturnType<typeof sql>][] = [
    ['first page', [{}, 'txn_date', 'desc', 0, 10], sql`true`],
    [
      'station and month',
      [{ station: 'Kikubo', from: '2025-06-01', to: '2025-06-30' }, 'txn_date', 'desc', 0, 10],
      sql`station = 'Kikubo' AND txn_date BETWEEN '2025-06-01' AND '2025-06-30'`,
    ],
    ['deep page', [{}, 'txn_date', 'desc', 1500, 10], sql`true`],
    ['deep page, oldest first, 25 a page', [{}, 'txn_date', 'asc', 1200, 25], sql`true`],
  ];

  /**
   * Calls each page statement ten times on one connection (one transaction,
   * whose prepared statements the view lists), each call checked against a
   * plain OFFSET; `around` wraps each page's ten calls.
   */
  async function callEachTenTimes(around: (tx: Tx, what: string, calls: Calls) => Promise<void>) {
    await c.db.execute(sql`ANALYZE`);
    const expected = new Map<string, number[]>();
    for (const [what, args, where] of PAGES) {
      expected.set(what, await plainIds(where, args[2], args[3], args[4]));
      expect(expected.get(what), what).toHaveLength(args[4]);
    }
    await c.db.transaction(async (tx) => {
      const repo = createFinanceRepo(tx);
      for (const [what, args] of PAGES)
        await around(tx, what, async () => {
          for (let i = 0; i < 10; i++) {
            const page = JSON.parse((await repo.page(...args)).json) as Page;
            expect(
              page.rows.map((r) => r.id),
              what,
            ).toEqual(expected.get(what));
          }
        });
    });
  }

  it('answers the same rows on every call of a page statement', () =>
    callEachTenTimes((_tx, _what, calls) => calls()));

  it('plans each page statement once', async () => {
    const plans: Record<string, { generic: number; custom: number }> = {};
    await callEachTenTimes(async (tx, what, calls) => {
      // Plans per page statement so far (a LIKE is never prepared: this look-up is not listed).
      const counts = async () =>
        new Map(
          rowsOf<{ name: string; generic: number; custom: number }>(
            await tx.execute(sql`
              SELECT name, generic_plans::int AS generic, custom_plans::int AS custom
              FROM pg_prepared_statements WHERE statement LIKE ${'%WITH t AS%income_trace_totals%'}`),
          ).map((r) => [r.name, r]),
        );
      const before = await counts();
      await calls();
      const ran = [...(await counts()).values()]
        .map((r) => ({
          generic: r.generic - (before.get(r.name)?.generic ?? 0),
          custom: r.custom - (before.get(r.name)?.custom ?? 0),
        }))
        .filter((r) => r.generic + r.custom > 0);
      expect(ran, what).toHaveLength(1);
      plans[what] = ran[0]!;
    });
    expect(Object.keys(plans)).toHaveLength(PAGES.length);
    for (const [what, p] of Object.entries(plans)) {
      // PostgreSQL tries at most five plans made for the values, then keeps the prepared one.
      expect(p.custom, what).toBeLessThanOrEqual(5);
      expect(p.generic, what).toBeGreaterThanOrEqual(5);
    }
  });
});
