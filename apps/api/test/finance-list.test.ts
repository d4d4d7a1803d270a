import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Income } from '@app/contract';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { createIncome, readPage, sortedTotals } from './ledger-factories.ts';

// GET /income_trace and /user_income_trace/{customerId} (SPEC 2 Finance, 3 Order /
// income record, 7; API.md lists and sorting; issue 7: filters, search, totals).
describe('finance: the income-trace ledger', () => {
  let c: Ctx;
  const people: Record<'A' | 'B' | 'C' | 'D', { id: number }> = {} as never;
  const byDoc: Record<string, Income> = {};

  // doc, date, customer, product, station, source, pay method, status, amount
  // prettier-ignore
  const ledger = [
    ['FL-005', '2025-01-25', 'B', 'SHOP', 'Nassana', 'App', 'Cash', 'Paid', 30_000],
    ['FL-002', '2025-01-10', 'B', 'VALUE KIT', 'Mutungo', 'Referral', 'Mobile Money', 'Pending', 95_000],
    ['FL-008', '2025-02-10', 'B', 'VALUE KIT', 'Head Office', 'App', 'Mobile Money', 'UnPaid', 95_000],
    ['FL-001', '2025-01-05', 'A', 'SHOP', 'Kikubo', 'App', 'Cash', 'Paid', 100_000],
    ['FL-007', '2025-02-05', 'A', 'SHOP', 'Mutungo', 'Returning', 'Airtel Account', 'Paid', 12_000],
    ['FL-003', '2025-01-15', 'A', 'PREPARED MAMA', 'Head Office', 'Website', 'Mobile Money', 'UnPaid', 185_000],
    ['FL-006', '2025-02-01', 'C', 'PATIENT CARE', 'Kikubo', 'Referral', 'Cheque', 'Pending', 1_200_000],
    ['FL-004', '2025-01-20', 'C', 'POSTNATAL CARE', 'Kikubo', 'Social network', 'Bank Deposit', 'Paid', 450_000],
  ] as const;

  beforeAll(async () => {
    c = await setup();
    people.A = await createCustomer(c, {
      firstname: 'Sarah',
      lastname: 'Nambi',
      phonenumber: '0752 555 101',
      address: 'Kira, Wakiso',
    });
    people.B = await createCustomer(c, {
      firstname: 'Joseph',
      lastname: 'Okello',
      phonenumber: '0701 555 202',
      address: 'Mukono',
    });
    people.C = await createCustomer(c, {
      firstname: 'Émilie',
      lastname: 'Auma',
      phonenumber: '0782 555 303',
      address: 'Entebbe',
    });
    people.D = await createCustomer(c, {
      firstname: 'Nobody',
      lastname: 'Bought',
      phonenumber: '0782 555 404',
    });
    for (const [
      doc_id,
      txn_date,
      who,
      product,
      station,
      lead_source,
      payment_method,
      status,
      amount,
    ] of ledger) {
      byDoc[doc_id] = await createIncome(c, people[who].id, {
        doc_id,
        txn_date,
        product,
        station,
        lead_source,
        payment_method,
        status,
        amount,
      });
    }
  });
  afterAll(() => c.close());

  const docs = (rows: Income[]) => rows.map((r) => r.doc_id);
  const all = () => Object.values(byDoc);

  it('answers rows, count and totals; each row with its nested User', async () => {
    const page = await readPage(c, '/income_trace');
    expect(page.count).toBe(8);
    expect(page.rows).toHaveLength(8);
    const row = page.rows.find((r) => r.doc_id === 'FL-003')!;
    expect(row).toMatchObject({
      txn_date: '2025-01-15',
      product: 'PREPARED MAMA',
      station: 'Head Office',
      lead_source: 'Website',
      payment_method: 'Mobile Money',
      status: 'UnPaid',
      amount: 185_000,
      user_id: people.A.id,
      created_by: c.staffId,
      User: {
        firstname: 'Sarah',
        lastname: 'Nambi',
        phonenumber: '+256752555101',
        address: 'Kira, Wakiso',
      },
    });
    // Paid 100,000 + 450,000 + 30,000 + 12,000; Pending 95,000 + 1,200,000; UnPaid 185,000 + 95,000
    expect(sortedTotals(page.totals)).toEqual({
      amount: 2_167_000,
      byStatus: [
        { status: 'Paid', count: 4, amount: 592_000 },
        { status: 'Pending', count: 2, amount: 1_295_000 },
        { status: 'UnPaid', count: 2, amount: 280_000 },
      ],
    });
  });

  it('sorts by txn_date, newest first by default', async () => {
    const expected = [
      'FL-008',
      'FL-007',
      'FL-006',
      'FL-005',
      'FL-004',
      'FL-003',
      'FL-002',
      'FL-001',
    ];
    expect(docs((await readPage(c, '/income_trace')).rows)).toEqual(expected);
    expect(docs((await readPage(c, '/income_trace?sort=txn_date&order=desc')).rows)).toEqual(
      expected,
    );
    expect(docs((await readPage(c, '/income_trace?sort=txn_date&order=asc')).rows)).toEqual(
      [...expected].reverse(),
    );
  });

  it.each(['asc', 'desc'] as const)('sorts by user_id %s (ties by entry)', async (order) => {
    const dir = order === 'asc' ? 1 : -1;
    const expected = all()
      .sort((a, b) => dir * (a.user_id - b.user_id) || dir * (a.id - b.id))
      .map((r) => r.doc_id);
    const rows = (await readPage(c, `/income_trace?sort=user_id&order=${order}`)).rows;
    expect(docs(rows)).toEqual(expected);
    const users = rows.map((r) => r.user_id);
    expect(users).toEqual([...users].sort((a, b) => dir * (a - b)));
  });

  it.each(['asc', 'desc'] as const)('sorts by doc_id (receipt number) %s', async (order) => {
    const sorted = Object.keys(byDoc).sort();
    const rows = (await readPage(c, `/income_trace?sort=doc_id&order=${order}`)).rows;
    expect(docs(rows)).toEqual(order === 'asc' ? sorted : sorted.reverse());
  });

  it('pages with offset and limit; count and totals cover the whole filter', async () => {
    const seen: string[] = [];
    for (const offset of [0, 3, 6]) {
      const page = await readPage(
        c,
        `/income_trace?sort=doc_id&order=asc&offset=${offset}&limit=3`,
      );
      expect(page.count).toBe(8);
      expect(page.totals.amount).toBe(2_167_000);
      expect(page.rows).toHaveLength(offset === 6 ? 2 : 3);
      seen.push(...docs(page.rows));
    }
    expect(seen).toEqual(Object.keys(byDoc).sort());
    const past = await readPage(c, '/income_trace?offset=8&limit=3');
    expect(past.rows).toEqual([]);
    expect(past.count).toBe(8);
  });

  it.each([
    'sort=amount',
    'sort=created_by',
    'sort=txn_date;drop table income_trace',
    'order=sideways',
    'limit=0',
    'limit=101',
    'offset=-1',
    'status=Refunded',
    'product=Baby%20shoes',
    'station=Kampala',
    'from=2025-02-30',
    'to=03-02-2025',
  ])('refuses ?%s with 400', async (query) => {
    expectFailure(await c.read(`/income_trace?${query}`), 400);
  });

  // prettier-ignore
  const filters: [string, string, string[], number][] = [
    ['a date range, both ends included', 'from=2025-01-10&to=2025-01-25', ['FL-002', 'FL-003', 'FL-004', 'FL-005'], 760_000],
    ['from alone', 'from=2025-02-01', ['FL-006', 'FL-007', 'FL-008'], 1_307_000],
    ['to alone', 'to=2025-01-05', ['FL-001'], 100_000],
    ['product', 'product=SHOP', ['FL-001', 'FL-005', 'FL-007'], 142_000],
    ['station', 'station=Kikubo', ['FL-001', 'FL-004', 'FL-006'], 1_750_000],
    ['lead source', 'lead_source=App', ['FL-001', 'FL-005', 'FL-008'], 225_000],
    ['payment method', 'payment_method=Mobile%20Money', ['FL-002', 'FL-003', 'FL-008'], 375_000],
    ['status', 'status=Paid', ['FL-001', 'FL-004', 'FL-005', 'FL-007'], 592_000],
    ['status and station', 'status=Paid&station=Kikubo', ['FL-001', 'FL-004'], 550_000],
    ['customer first name', 'search=sarah', ['FL-001', 'FL-003', 'FL-007'], 297_000],
    ['customer full name', 'search=Joseph%20Okello', ['FL-002', 'FL-005', 'FL-008'], 220_000],
    ['a name without its accent', 'search=emilie', ['FL-004', 'FL-006'], 1_650_000],
    ['a local phone number', 'search=0701%20555%20202', ['FL-002', 'FL-005', 'FL-008'], 220_000],
    ['part of a phone number', 'search=555%20303', ['FL-004', 'FL-006'], 1_650_000],
    ['a receipt number, any case', 'search=fl-006', ['FL-006'], 1_200_000],
    ['search and a date range', 'search=okello&to=2025-01-31', ['FL-002', 'FL-005'], 125_000],
    ['nothing matching', 'search=zzz-none', [], 0],
    ['an empty range', 'from=2024-01-01&to=2024-12-31', [], 0],
  ];

  it.each(filters)(
    'filters by %s (%s), with hand-computed totals',
    async (_what, query, expected, amount) => {
      const page = await readPage(c, `/income_trace?${query}&sort=doc_id&order=asc&limit=100`);
      expect(docs(page.rows)).toEqual(expected);
      expect(page.count).toBe(expected.length);
      expect(page.totals.amount).toBe(amount);
      const byStatus: Record<string, { status: string; count: number; amount: number }> = {};
      for (const d of expected) {
        const r = byDoc[d]!;
        byStatus[r.status] ??= { status: r.status, count: 0, amount: 0 };
        byStatus[r.status]!.count += 1;
        byStatus[r.status]!.amount += r.amount;
      }
      expect(sortedTotals(page.totals).byStatus).toEqual(
        sortedTotals({ amount, byStatus: Object.values(byStatus) }).byStatus,
      );
    },
  );

  it('totals a status filter: only that status', async () => {
    const page = await readPage(c, '/income_trace?status=Pending&limit=1');
    expect(page.rows).toHaveLength(1);
    expect(page.totals).toEqual({
      amount: 1_295_000,
      byStatus: [{ status: 'Pending', count: 2, amount: 1_295_000 }],
    });
  });

  describe('GET /user_income_trace/{customerId}', () => {
    it("answers only that customer's rows, newest first, with count and totals", async () => {
      const page = await readPage(c, `/user_income_trace/${people.A.id}`);
      expect(docs(page.rows)).toEqual(['FL-007', 'FL-003', 'FL-001']);
      expect(page.count).toBe(3);
      for (const r of page.rows) {
        expect(r.user_id).toBe(people.A.id);
        expect(r.User).toEqual({
          firstname: 'Sarah',
          lastname: 'Nambi',
          phonenumber: '+256752555101',
          address: 'Kira, Wakiso',
        });
      }
      expect(sortedTotals(page.totals)).toEqual({
        amount: 297_000,
        byStatus: [
          { status: 'Paid', count: 2, amount: 112_000 },
          { status: 'UnPaid', count: 1, amount: 185_000 },
        ],
      });
    });

    it('pages like the ledger', async () => {
      const page = await readPage(c, `/user_income_trace/${people.B.id}?offset=1&limit=1`);
      expect(docs(page.rows)).toEqual(['FL-005']);
      expect(page.count).toBe(3);
      expect(page.totals.amount).toBe(220_000);
    });

    it('answers an empty page for a customer without orders', async () => {
      const page = await readPage(c, `/user_income_trace/${people.D.id}`);
      expect(page).toEqual({ rows: [], count: 0, totals: { amount: 0, byStatus: [] } });
    });

    it('answers 404 for an unknown customer, 400 for a malformed id', async () => {
      expectFailure(await c.read('/user_income_trace/999999'), 404);
      expectFailure(await c.read('/user_income_trace/abc'), 400);
      expectFailure(await c.read('/user_income_trace/0'), 400);
    });
  });

  it("keeps a deleted customer's entries in the ledger (ruling 15)", async () => {
    const gone = await createCustomer(c, { firstname: 'Leaving', lastname: 'Soon' });
    await createIncome(c, gone.id, { doc_id: 'FL-GONE', status: 'Paid', amount: 5_000 });
    expect((await c.del(`/customer/${gone.id}`)).statusCode).toBe(200);
    const page = await readPage(c, '/income_trace?search=fl-gone');
    expect(docs(page.rows)).toEqual(['FL-GONE']);
    expect(page.rows[0]!.User).toMatchObject({ firstname: 'Leaving', lastname: 'Soon' });
    expect((await readPage(c, '/income_trace')).count).toBe(9);
  });

  it('needs a session', async () => {
    expectFailure(await c.get('/income_trace'), 401);
    expectFailure(await c.get(`/user_income_trace/${people.A.id}`), 401);
  });
});
