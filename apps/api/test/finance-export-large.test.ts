import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@app/contract';
import { createCustomer, setup, type Ctx } from './factories.ts';
import { countIncome, CSV_HEADER, parseCsv } from './ledger-factories.ts';

// Issue 7: the export is streamed, so 100,000 ledger rows leave without the
// server's memory growing past 100 MB over its idle size.
const ROWS = 100_000;
const MB = 1024 * 1024;

describe('finance: CSV export of 100,000 rows', () => {
  let c: Ctx;
  let customerId: number;
  beforeAll(async () => {
    c = await setup();
    customerId = (await createCustomer(c, { firstname: 'Bulk', lastname: 'Buyer' })).id;
    await c.db.execute(sql`
      INSERT INTO income_trace
        (txn_date, product, lead_source, station, payment_method, status, amount, doc_id, summary, user_id)
      SELECT date '2025-01-01' + (g % 365),
             (ARRAY['PREPARED MAMA','PATIENT CARE','POSTNATAL CARE','VALUE KIT','SHOP'])[1 + g % 5],
             (ARRAY['App','Referral','Website','Returning'])[1 + g % 4],
             (ARRAY['Kikubo','Mutungo','Head Office','Nassana'])[1 + g % 4],
             (ARRAY['Cash','Mobile Money','Bank Deposit'])[1 + g % 3],
             (ARRAY['Paid','UnPaid','Pending'])[1 + g % 3],
             1000 * (1 + g % 500),
             'BULK-' || lpad(g::text, 6, '0'),
             CASE WHEN g % 10 = 0 THEN 'Kit, bag and delivery' ELSE 'Paid at the station' END,
             ${customerId}
      FROM generate_series(1, ${ROWS}) AS g`);
    expect(await countIncome(c)).toBe(ROWS);
  }, 120_000);
  afterAll(() => c.close());

  it('streams every row, in bounded memory and in reasonable time', async () => {
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = Date.now();
    let newlines = 0;
    let bytes = 0;
    let head = '';
    let tail = '';
    try {
      const res = await c.app.inject({
        method: 'GET',
        url: `${API_BASE}/income_trace/export`,
        headers: c.headers,
        payloadAsStream: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      for await (const chunk of res.stream()) {
        const text = (chunk as Buffer).toString('utf8');
        bytes += text.length;
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) newlines++;
        if (head.length < 1000) head += text.slice(0, 1000);
        tail = (tail + text).slice(-1000);
        peak = Math.max(peak, process.memoryUsage().rss);
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (Date.now() - started) / 1000;
    const growth = (peak - idle) / MB;
    console.log(
      `[export-large] ${ROWS} rows, ${(bytes / MB).toFixed(1)} MB of CSV in ${seconds.toFixed(1)} s;` +
        ` rss idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, growth ${growth.toFixed(1)} MB`,
    );

    // header + one line per row, each ending in a line break (no narration holds one)
    expect(newlines).toBe(ROWS + 1);
    expect(tail.endsWith('\n')).toBe(true);
    const [header, first] = parseCsv(head.split(/\r?\n/).slice(0, 2).join('\r\n'));
    expect(header).toEqual(CSV_HEADER);
    expect(first).toHaveLength(CSV_HEADER.length);
    expect(first![0]).toMatch(/^(2025-12-31|31-12-2025)$/);
    expect(first![1]).toBe(String(customerId));
    expect(first![2]).toBe('Bulk Buyer');
    expect(first![5]).toMatch(/^BULK-\d{6}$/);
    expect(first![9]).toMatch(/^[1-9]\d*000$/);
    expect(growth).toBeLessThan(100);
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
