import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECON_MESSAGES } from '@app/contract';
import { auditLog, incomeTrace, statementImports, statementLines } from '../src/db/schema/index.ts';
import { expectFailure, setup, type Ctx } from './factories.ts';
import {
  MTN_MAPPING,
  TWELVE_ROWS,
  customerWithEntry,
  importNow,
  importStatus,
  mtnCsv,
  recon,
  storedCounts,
  upload,
} from './reconciliation-factories.ts';

// Issue 25, mobile money reconciliation: a statement previewed (nothing
// stored), its columns guessed and remembered, imported on the queue with
// progress, duplicates and bad rows, and exact matches on receipt numbers.
// The job runs here when the test says (workers off); the match suite runs
// it through the queue.

let c: Ctx;
beforeAll(async () => {
  c = await setup({ QUEUE_WORKERS: 'false' });
});
afterAll(() => c.app.close());

const tally = () => storedCounts(c);
const lineCount = async (importId: number) =>
  (
    await c.db
      .select({ n: count() })
      .from(statementLines)
      .where(eq(statementLines.importId, importId))
  )[0]!.n;

const ROWS = TWELVE_ROWS;

describe('import', () => {
  it('checks the mapping names columns of the file (400) and stores nothing then', async () => {
    const before = await tally();
    const res = await c.send(recon('/imports'), {
      provider: 'MTN',
      fileName: 's.csv',
      content: mtnCsv(ROWS),
      mapping: { ...MTN_MAPPING, amount: 'Amount (UGX)' },
    });
    const body = expectFailure(res, 400);
    expect(body.error).toBe(RECON_MESSAGES.columnNotInFile('Amount (UGX)'));
    expect(body.details).toEqual({
      'mapping.amount': RECON_MESSAGES.columnNotInFile('Amount (UGX)'),
    });
    const missing = await c.send(recon('/imports'), {
      provider: 'MTN',
      fileName: 's.csv',
      content: mtnCsv(ROWS),
      mapping: { ...MTN_MAPPING, transaction_id: '' },
    });
    expect(expectFailure(missing, 400).details?.['mapping.transaction_id']).toBe(
      RECON_MESSAGES.chooseColumn('transaction_id'),
    );
    expect(await tally()).toEqual(before);
  });

  it('answers 202 at once, then the job stores the lines with progress and matches receipts exactly', async () => {
    const { income } = await customerWithEntry(c, '0772300001', {
      amount: 120_000,
      date: '2026-11-20',
      receipt: 'RC-EXACT-1',
    });
    const { income: byTxn } = await customerWithEntry(c, '0772300002', {
      amount: 80_000,
      date: '2026-11-20',
      status: 'UnPaid',
      receipt: 'MP99TXN0001',
    });
    const content = mtnCsv([
      ...ROWS,
      {
        id: 'MP26119001',
        date: '2026-11-20 08:00',
        amount: 'UGX 120,000',
        note: 'Payment for rc-exact-1.',
      },
      { id: 'MP99TXN0001', date: '2026-11-20 09:30:00', amount: '80000' },
    ]);
    const queued = await upload(c, content);
    expect(queued).toMatchObject({
      state: 'Queued',
      processedRows: 0,
      uploadedByName: 'Front Desk',
    });
    await c.app.services.reconciliation.runImport(queued.id);
    const done = await importStatus(c, queued.id);
    expect(done).toMatchObject({
      state: 'Done',
      totalRows: 14,
      processedRows: 14,
      added: 14,
      duplicates: 0,
      rejected: 0,
      skipped: 0,
      matched: 2,
      errors: [],
      failure: null,
    });
    expect(done.finishedAt).not.toBeNull();
    expect(await lineCount(queued.id)).toBe(14);
    const [stored] = await c.db
      .select()
      .from(statementImports)
      .where(eq(statementImports.id, queued.id));
    expect(stored!.content).toBeNull();
    for (const id of [income.id, byTxn.id]) {
      const [e] = await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, id));
      expect(e!.status).toBe('Paid');
    }
    const audits = await c.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'income_trace' AND ${auditLog.action} = 'status'`);
    expect(audits.map((a) => [a.entityId, a.actorId, a.actorEmail])).toEqual(
      expect.arrayContaining([
        [String(income.id), c.staffId, 'desk@care.ug'],
        [String(byTxn.id), c.staffId, 'desk@care.ug'],
      ]),
    );
    const paid = audits.find((a) => a.entityId === String(byTxn.id))!;
    expect(paid.summary).toMatchObject({ before: { status: 'UnPaid' }, after: { status: 'Paid' } });
    // the provider's mapping is remembered from the import
    const m = (await c.read(recon('/mappings/MTN'))).json().data;
    expect(m.mapping).toEqual(MTN_MAPPING);
    // the phone is stored as E.164, the time as the Kampala time it was
    const [line] = await c.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.transactionId, 'MP26110000'));
    expect(line).toMatchObject({ phone: '+256772200000', amount: 50_000, payerName: 'Payer 0' });
    expect(line!.occurredAt.toISOString()).toBe('2026-11-01T07:15:00.000Z');
    const list = (await c.read(recon('/imports'))).json().data;
    expect(list.rows[0]).toMatchObject({ id: queued.id, state: 'Done' });
    expect(list.count).toBeGreaterThan(0);
  });

  it('adds no duplicate when an overlapping statement is imported again', async () => {
    const first = await importNow(
      c,
      mtnCsv(ROWS.slice(0, 6).map((r) => ({ ...r, id: `DUP${r.id}` }))),
    );
    expect(first).toMatchObject({ added: 6, duplicates: 0 });
    const overlapping = ROWS.slice(3, 10).map((r) => ({ ...r, id: `DUP${r.id}` }));
    const again = await importNow(c, mtnCsv(overlapping));
    expect(again).toMatchObject({ state: 'Done', totalRows: 7, added: 4, duplicates: 3 });
    const [n] = await c.db
      .select({ n: count() })
      .from(statementLines)
      .where(sql`${statementLines.transactionId} LIKE 'DUP%'`);
    expect(n!.n).toBe(10);
  });

  it('rejects bad rows with their row numbers, skips money out, and imports the good rows', async () => {
    const content = mtnCsv(
      [
        { id: 'BAD0001', date: '2026-11-05 10:00', amount: '10,000' },
        { id: 'BAD0002', date: '2026-11-05 10:00', amount: '10,000.50' },
        { id: 'BAD0003', date: '2026-11-05 10:00', amount: '-5000' },
        { id: 'BAD0004', date: '31/02/2026 10:00', amount: '7000' },
        { id: '', date: '2026-11-05 10:00', amount: '7000' },
        { id: 'BAD0006', date: '05/11/2026 16:45', amount: 'twelve' },
        { id: 'BAD0007', date: '2026-11-05 10:00', amount: '9,000', type: 'TRANSFER SENT' },
        { id: 'BAD0008', date: '5-Nov-2026 4:45 PM', amount: '15000.00' },
      ],
      ['Statement', ''],
    );
    const done = await importNow(c, content);
    expect(done).toMatchObject({
      state: 'Done',
      totalRows: 8,
      processedRows: 8,
      added: 2,
      rejected: 5,
      skipped: 1,
    });
    // the preamble's first line is 1, its blank line 2, the headings 3: data from line 4
    expect(done.errors).toEqual([
      { row: 5, error: RECON_MESSAGES.rowAmount },
      // issue 36: a negative amount says so
      { row: 6, error: RECON_MESSAGES.rowAmountNegative },
      { row: 7, error: RECON_MESSAGES.rowDate },
      { row: 8, error: RECON_MESSAGES.rowTxnId },
      { row: 9, error: RECON_MESSAGES.rowAmount },
    ]);
    const [late] = await c.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.transactionId, 'BAD0008'));
    expect(late!.occurredAt.toISOString()).toBe('2026-11-05T13:45:00.000Z');
  });

  it('a run retried after a crash counts and stores nothing twice', async () => {
    const rows = ROWS.slice(0, 5).map((r) => ({ ...r, id: `CRASH${r.id}` }));
    const queued = await upload(c, mtnCsv(rows));
    // the first run stored two lines, then the process died
    await c.db.insert(statementLines).values(
      rows.slice(0, 2).map((r) => ({
        importId: queued.id,
        provider: 'MTN' as const,
        transactionId: r.id,
        occurredAt: new Date('2026-11-01T07:15:00Z'),
        amount: 50_000,
      })),
    );
    await c.db
      .update(statementImports)
      .set({ state: 'Importing', processedRows: 2, added: 2 })
      .where(eq(statementImports.id, queued.id));
    await c.app.services.reconciliation.runImport(queued.id);
    expect(await importStatus(c, queued.id)).toMatchObject({
      state: 'Done',
      added: 5,
      duplicates: 0,
    });
    expect(await lineCount(queued.id)).toBe(5);
    // and a job delivered again after Done does nothing
    await c.app.services.reconciliation.runImport(queued.id);
    expect(await importStatus(c, queued.id)).toMatchObject({ state: 'Done', added: 5 });
  });

  it('an upload sent twice with one Idempotency-Key is stored once', async () => {
    const before = (await tally()).imports;
    const body = {
      provider: 'MTN',
      fileName: 'twice.csv',
      content: mtnCsv(ROWS),
      mapping: MTN_MAPPING,
    };
    const headers = { 'idempotency-key': `recon-${Date.now()}` };
    const answers = await Promise.all([
      c.send(recon('/imports'), body, headers),
      c.send(recon('/imports'), body, headers),
    ]);
    expect((await tally()).imports).toBe(before + 1);
    expect(answers[0]!.statusCode === 202 || answers[1]!.statusCode === 202).toBe(true);
    for (const a of answers) expect([202, 409]).toContain(a.statusCode);
    const replay = await c.send(recon('/imports'), body, headers);
    expect(replay.statusCode).toBe(202);
    expect((await tally()).imports).toBe(before + 1);
  });

  it('a file that breaks further down fails the import, with the reason kept', async () => {
    // the upload reads the headings only; the job finds the unclosed quote on line 42
    const rows = Array.from({ length: 40 }, (_, i) => ({ ...ROWS[0]!, id: `BROKEN${i}` }));
    const content = `${mtnCsv(rows)}"BROKEN99,2026-11-01,"5000\n`;
    const queued = await upload(c, content);
    await c.app.services.reconciliation.runImport(queued.id);
    const failed = await importStatus(c, queued.id);
    expect(failed).toMatchObject({ state: 'Failed', failure: RECON_MESSAGES.notCsv });
    expect(failed.finishedAt).not.toBeNull();
    expect(await lineCount(queued.id)).toBe(0);
  });

  it('answers 404 for an unknown import', async () => {
    expectFailure(await c.read(recon('/imports/999999')), 404);
  });
});
