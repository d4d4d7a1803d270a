import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Income } from '@app/contract';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { createIncome, CSV_HEADER, isCsv, parseCsv, readPage } from './ledger-factories.ts';

// GET /income_trace/export (issue 7): the filtered ledger as CSV, UTF-8, a header
// row, one line per row, amounts as plain integers, RFC 4180 quoting, and cells a
// spreadsheet would run as formulas defused.
describe('finance: CSV export', () => {
  let c: Ctx;
  let sarah: { id: number };
  let joseph: { id: number };
  const entries: Income[] = [];

  beforeAll(async () => {
    c = await setup();
    // Names print as typed, case kept (issue 21, item 9).
    sarah = await createCustomer(c, {
      firstname: 'Agnes-Edited',
      lastname: 'McDonald',
      phonenumber: '0752 555 101',
      address: 'Plot 4, "Green Gate", Kira',
    });
    joseph = await createCustomer(c, {
      firstname: 'Joseph',
      lastname: 'Okello',
      phonenumber: '0701 555 202',
      address: 'Mukono',
    });
    const rows: [number, Record<string, unknown>][] = [
      [
        sarah.id,
        {
          doc_id: 'EX-001',
          txn_date: '2025-01-05',
          amount: '1,250,000',
          status: 'Paid',
          summary: 'Bag, kit and delivery',
        },
      ],
      [
        sarah.id,
        {
          doc_id: 'EX-002',
          txn_date: '2025-01-06',
          amount: 95_000,
          status: 'Pending',
          summary: 'She said "next week"',
        },
      ],
      [
        sarah.id,
        {
          doc_id: 'EX-003',
          txn_date: '2025-01-07',
          amount: 30_000,
          status: 'UnPaid',
          summary: 'Line one\nline two',
        },
      ],
      [
        joseph.id,
        {
          doc_id: 'EX-004',
          txn_date: '2025-01-08',
          amount: 12_000,
          status: 'Paid',
          summary: '=HYPERLINK("http://evil.example","x")',
        },
      ],
      [
        joseph.id,
        {
          doc_id: 'EX-005',
          txn_date: '2025-01-09',
          amount: 18_000,
          status: 'Paid',
          summary: '+SUM(A1:A9)',
        },
      ],
      [
        joseph.id,
        {
          doc_id: 'EX-006',
          txn_date: '2025-01-10',
          amount: 45_000,
          status: 'Pending',
          summary: '@cmd',
          station: 'Mutungo',
        },
      ],
      [
        joseph.id,
        {
          doc_id: 'EX-007',
          txn_date: '2025-02-01',
          amount: 7_000,
          status: 'Paid',
          summary: undefined,
          station: 'Mutungo',
        },
      ],
    ];
    for (const [user, patch] of rows) entries.push(await createIncome(c, user, patch));
  });
  afterAll(() => c.close());

  const exportCsv = async (query = '') => {
    const res = await c.read(`/income_trace/export${query}`);
    isCsv(res);
    const records = parseCsv(res.body);
    expect(records[0]).toEqual(CSV_HEADER);
    return { res, records, data: records.slice(1) };
  };
  const col = (name: string) => CSV_HEADER.indexOf(name);
  const receipts = (data: string[][]) => data.map((r) => r[col('Receipt No')]!).sort();

  it("starts with SPEC 2's columns, in its order and words", async () => {
    const { res } = await exportCsv();
    // Written out on purpose: a change to an existing column's header or
    // order is caught here; a field added to the record comes after these.
    expect(res.body).toMatch(
      /^Date,User id,Customer,Phone number,Address,Receipt No,Product,Station,Source,Amount,Pay Method,Status,Narration(,|\r\n)/,
    );
  });

  it('answers text/csv; charset=utf-8 as an attachment, with the header row', async () => {
    const { res, records } = await exportCsv();
    expect(
      res.body.startsWith(`${CSV_HEADER.join(',')}\r\n`) ||
        res.body.startsWith(`${CSV_HEADER.join(',')}\n`),
    ).toBe(true);
    expect(records).toHaveLength(1 + entries.length);
  });

  it('writes one line per row with its columns', async () => {
    const { data } = await exportCsv();
    const row = data.find((r) => r[col('Receipt No')] === 'EX-001')!;
    expect(row).toHaveLength(CSV_HEADER.length);
    expect(row[col('Date')]).toMatch(/^(2025-01-05|05-01-2025)$/);
    expect(row[col('User id')]).toBe(String(sarah.id));
    expect(row[col('Customer')]).toBe('Agnes-Edited McDonald');
    expect(row[col('Phone number')]).toBe('+256752555101');
    expect(row[col('Address')]).toBe('Plot 4, "Green Gate", Kira');
    expect(row[col('Product')]).toBe('VALUE KIT');
    expect(row[col('Station')]).toBe('Kikubo');
    expect(row[col('Source')]).toBe('Referral');
    expect(row[col('Pay Method')]).toBe('Mobile Money');
    expect(row[col('Status')]).toBe('Paid');
    expect(row[col('Narration')]).toBe('Bag, kit and delivery');
    const empty = data.find((r) => r[col('Receipt No')] === 'EX-007')!;
    expect(empty[col('Narration')]).toBe('');
  });

  it('writes amounts as plain integers: no separators, no UGX', async () => {
    const { data } = await exportCsv();
    const amounts = Object.fromEntries(data.map((r) => [r[col('Receipt No')], r[col('Amount')]]));
    expect(amounts).toEqual({
      'EX-001': '1250000',
      'EX-002': '95000',
      'EX-003': '30000',
      'EX-004': '12000',
      'EX-005': '18000',
      'EX-006': '45000',
      'EX-007': '7000',
    });
  });

  it('quotes cells holding commas, quotes or line breaks (RFC 4180)', async () => {
    const { res, data } = await exportCsv();
    expect(res.body).toContain('"Bag, kit and delivery"');
    expect(res.body).toContain('"She said ""next week"""');
    expect(res.body).toContain('"Plot 4, ""Green Gate"", Kira"');
    expect(res.body).toMatch(/"Line one\r?\nline two"/);
    const narration = Object.fromEntries(
      data.map((r) => [r[col('Receipt No')], r[col('Narration')]]),
    );
    expect(narration['EX-002']).toBe('She said "next week"');
    expect(narration['EX-003']).toBe('Line one\nline two');
    // unquoted cells stay bare
    expect(res.body).toMatch(/(^|,)EX-004,/m);
  });

  it('defuses narrations a spreadsheet would run as a formula', async () => {
    const { data } = await exportCsv();
    const narration = Object.fromEntries(
      data.map((r) => [r[col('Receipt No')], r[col('Narration')]!]),
    );
    for (const [doc, text] of [
      ['EX-004', '=HYPERLINK("http://evil.example","x")'],
      ['EX-005', '+SUM(A1:A9)'],
      ['EX-006', '@cmd'],
    ] as const) {
      expect(narration[doc]).not.toMatch(/^[=+\-@]/);
      expect(narration[doc]).toContain(text);
    }
  });

  it.each([
    ['status', '?status=Paid', ['EX-001', 'EX-004', 'EX-005', 'EX-007']],
    ['station', '?station=Mutungo', ['EX-006', 'EX-007']],
    ['date range', '?from=2025-01-06&to=2025-01-09', ['EX-002', 'EX-003', 'EX-004', 'EX-005']],
    ['customer name', '?search=okello', ['EX-004', 'EX-005', 'EX-006', 'EX-007']],
    ['phone', '?search=0752%20555%20101', ['EX-001', 'EX-002', 'EX-003']],
    ['receipt number', '?search=ex-003', ['EX-003']],
    ['status and search', '?status=Pending&search=agnes', ['EX-002']],
    ['nothing', '?search=zzz-none', []],
  ])(
    'exports only the rows of a %s filter, the same as the list',
    async (_what, query, expected) => {
      const { data } = await exportCsv(query);
      expect(receipts(data)).toEqual(expected);
      const page = await readPage(c, `/income_trace${query}${query ? '&' : '?'}limit=100`);
      expect(receipts(data)).toEqual(page.rows.map((r) => r.doc_id).sort());
    },
  );

  it('answers the header row alone when nothing matches', async () => {
    const { records } = await exportCsv('?search=zzz-none');
    expect(records).toEqual([CSV_HEADER]);
  });

  it.each(['?status=Refunded', '?from=2025-02-30', '?station=Kampala'])(
    'refuses a bad filter %s with the JSON envelope',
    async (query) => {
      const res = await c.read(`/income_trace/export${query}`);
      expectFailure(res, 400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('needs a session', async () => {
    const res = await c.get('/income_trace/export');
    expectFailure(res, 401);
    expect(res.body).not.toContain('EX-001');
  });
});
