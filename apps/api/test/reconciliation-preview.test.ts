import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECON_MESSAGES } from '@app/contract';
import { auditLog } from '../src/db/schema/index.ts';
import { expectFailure, setup, type Ctx } from './factories.ts';
import {
  MTN_HEADINGS,
  MTN_MAPPING,
  TWELVE_ROWS,
  mtnCsv,
  recon,
  storedCounts,
} from './reconciliation-factories.ts';

// Issue 25: a statement previewed before anything is stored, its columns
// guessed from the headings, or the provider's remembered mapping used.

let c: Ctx;
beforeAll(async () => {
  c = await setup({ QUEUE_WORKERS: 'false' });
});
afterAll(() => c.app.close());

const tally = () => storedCounts(c);
const ROWS = TWELVE_ROWS;

describe('preview', () => {
  it('answers headings, the first 10 rows and a guessed mapping, and stores nothing', async () => {
    const before = await tally();
    const content = mtnCsv(ROWS, ['MTN Mobile Money statement', 'Account: CARE LTD', '']);
    const res = await c.send(recon('/preview'), { provider: 'MTN', fileName: 'nov.csv', content });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.headings).toEqual(MTN_HEADINGS);
    expect(p.rows).toHaveLength(10);
    expect(p.rows[0][0]).toBe('MP26110000');
    expect(p.totalRows).toBe(12);
    expect(p.mappingSource).toBe('guessed');
    expect(p.mapping).toEqual(MTN_MAPPING);
    expect(p.missing).toEqual([]);
    expect(await tally()).toEqual(before);
  });

  it('guesses an Airtel-style export and says which required column it could not find', async () => {
    const content =
      'TXN ID,Transaction Date,Sender MSISDN,Sender Name,Reference\nAB1,03/11/2026 09:00,256752000001,Joy,RC-1\n';
    const p = (
      await c.send(recon('/preview'), { provider: 'Airtel', fileName: 'a.csv', content })
    ).json().data;
    expect(p.mapping).toMatchObject({
      transaction_id: 'TXN ID',
      occurred_at: 'Transaction Date',
      phone: 'Sender MSISDN',
      payer_name: 'Sender Name',
      reference: 'Reference',
      amount: null,
    });
    expect(p.missing).toEqual(['amount']);
  });

  it('uses the remembered mapping when its columns are in the file, else guesses', async () => {
    const mine = { ...MTN_MAPPING, payer_name: 'To', reference: null };
    const saved = await c.put(recon('/mappings/MTN'), { mapping: mine });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ provider: 'MTN', updatedByName: 'Front Desk' });
    const content = mtnCsv(ROWS.slice(0, 2));
    const p = (
      await c.send(recon('/preview'), { provider: 'MTN', fileName: 'x.csv', content })
    ).json().data;
    expect(p.mappingSource).toBe('remembered');
    expect(p.mapping).toMatchObject({ payer_name: 'To', reference: null });
    const other = 'Ref,When,Paid\nX1,2026-11-01,1000\n';
    const q = (
      await c.send(recon('/preview'), { provider: 'MTN', fileName: 'y.csv', content: other })
    ).json().data;
    expect(q.mappingSource).toBe('guessed');
    const [audit] = await c.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'statement_mapping'));
    expect(audit).toMatchObject({ action: 'update', entityId: 'MTN', actorId: c.staffId });
  });

  it('refuses a file that is no CSV or has no heading row', async () => {
    const empty = await c.send(recon('/preview'), {
      provider: 'MTN',
      fileName: 'e.csv',
      content: '   ',
    });
    expect(expectFailure(empty, 400).error).toBe(RECON_MESSAGES.emptyFile);
  });

  it('takes a 50,000-line statement (over 5 MB) in one request, the route alone', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => ({
      id: `BIG${String(i).padStart(6, '0')}`,
      date: '2026-11-10 12:00:00',
      amount: '25,000',
      from: '256772123456',
      name: 'Somebody With A Long Name',
      note: `Payment for care visit number ${i}`,
    }));
    const content = mtnCsv(rows);
    expect(content.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await c.send(recon('/preview'), { provider: 'MTN', fileName: 'big.csv', content });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().data.totalRows).toBe(50_000);
    // another route keeps the 1 MB limit
    const other = await c.put(recon('/mappings/MTN'), {
      mapping: MTN_MAPPING,
      pad: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(other.statusCode).toBe(413);
  });
});
