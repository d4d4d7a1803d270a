import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECON_MESSAGES, formatUGX } from '@app/contract';
import { auditLog, incomeTrace, statementLines } from '../src/db/schema/index.ts';
import { expectFailure, setup, type Ctx } from './factories.ts';
import {
  customerWithEntry,
  importedByQueue,
  lineByTxn,
  mtnCsv,
  recon,
  type StatementRow,
} from './reconciliation-factories.ts';

// Issue 36: a payment settles a ledger entry only for its amount. A payment
// naming a receipt is matched by itself only for what the entry owes, on a
// plausible day; anything else is a suggestion a person confirms, naming
// the owed amount they saw. Several payments may settle one entry; the
// entry is Paid once they add up to it, and the month's summary shows
// what is short and what is over.

let c: Ctx;
beforeAll(async () => {
  c = await setup();
});
afterAll(() => c.app.close());

const imported = (rows: StatementRow[]) => importedByQueue(c, mtnCsv(rows));
const lineOf = (txn: string) => lineByTxn(c, txn);
const entryRow = async (id: number) =>
  (await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, id)))[0]!;
const match = (lineId: number, body: Record<string, unknown>) =>
  c.send(recon(`/lines/${lineId}/match`), body);
const summary = async (month: string) =>
  (await c.read(recon(`/summary?month=${month}`))).json().data;
const statusAudits = (incomeId: number) =>
  c.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'income_trace'),
        eq(auditLog.entityId, String(incomeId)),
        eq(auditLog.action, 'status'),
      ),
    )
    .orderBy(auditLog.id);

describe('a payment that names a receipt', () => {
  let big: Awaited<ReturnType<typeof customerWithEntry>>;
  let old: Awaited<ReturnType<typeof customerWithEntry>>;
  let exact: Awaited<ReturnType<typeof customerWithEntry>>;
  let byTxn: Awaited<ReturnType<typeof customerWithEntry>>;
  beforeAll(async () => {
    big = await customerWithEntry(c, '0772500001', {
      amount: 1_308_000,
      date: '2026-08-03',
      status: 'UnPaid',
      receipt: 'RCT-001157',
    });
    old = await customerWithEntry(c, '0772500002', {
      amount: 80_000,
      date: '2026-03-01',
      status: 'UnPaid',
      receipt: 'RCT-OLD-1',
    });
    exact = await customerWithEntry(c, '0772500003', {
      amount: 45_000,
      date: '2026-08-04',
      status: 'UnPaid',
      receipt: 'RCT-EXACT-1',
    });
    byTxn = await customerWithEntry(c, '0772500004', {
      amount: 90_000,
      date: '2026-08-04',
      status: 'UnPaid',
      receipt: 'RCT-TXN-9',
    });
    const done = await imported([
      { id: 'AMT-500', date: '2026-08-05 10:00', amount: '500', note: 'pay RCT-001157' },
      // the transaction id is a receipt number, the amount another
      { id: 'RCT-TXN-9', date: '2026-08-05 11:00', amount: '9,000' },
      // the right amount, four months after the entry
      { id: 'AMT-OLD', date: '2026-08-05 12:00', amount: '80,000', note: 'RCT-OLD-1' },
      { id: 'AMT-EXACT', date: '2026-08-06 09:00', amount: '45,000', note: 'rct-exact-1 thanks' },
    ]);
    expect(done).toMatchObject({ state: 'Done', added: 4, matched: 1 });
  });

  it('of another amount is only suggested, saying by how much it is short; the entry stays UnPaid', async () => {
    const line = await lineOf('AMT-500');
    expect(line.matchState).toBe('Suggested');
    expect(line.entry).toBeNull();
    expect(line.suggestions[0]).toMatchObject({
      kind: 'receipt',
      reason: 'names receipt RCT-001157; UGX 500 of UGX 1,308,000 owed, short by UGX 1,307,500',
      entry: { id: big.income.id, amount: 1_308_000, matchedAmount: 0, owed: 1_308_000 },
    });
    expect((await entryRow(big.income.id)).status).toBe('UnPaid');
    const txn = await lineOf('RCT-TXN-9');
    expect(txn.matchState).toBe('Suggested');
    expect(txn.suggestions[0]).toMatchObject({ kind: 'receipt', entry: { id: byTxn.income.id } });
    expect((await entryRow(byTxn.income.id)).status).toBe('UnPaid');
  });

  it('on an implausible day is only suggested, saying how late it is', async () => {
    const line = await lineOf('AMT-OLD');
    expect(line.matchState).toBe('Suggested');
    expect(line.suggestions[0]).toMatchObject({
      kind: 'receipt',
      reason: 'names receipt RCT-OLD-1, paid 157 days after the entry',
      entry: { id: old.income.id },
    });
    expect((await entryRow(old.income.id)).status).toBe('UnPaid');
  });

  it('for exactly what is owed, on a plausible day, is matched and the entry Paid', async () => {
    const line = await lineOf('AMT-EXACT');
    expect(line).toMatchObject({ matchState: 'Matched', matchKind: 'exact' });
    expect(line.entry).toMatchObject({ id: exact.income.id, owed: 0, matchedAmount: 45_000 });
    expect((await entryRow(exact.income.id)).status).toBe('Paid');
  });

  it('is not matched by a click that does not name the owed amount, nor by one that saw another', async () => {
    const line = await lineOf('AMT-500');
    const before = await statusAudits(big.income.id);
    const plain = await match(line.id, { incomeId: big.income.id });
    expect(expectFailure(plain, 409).error).toBe(
      RECON_MESSAGES.shortPayment('UGX 500', 'UGX 1,308,000', 'UGX 1,307,500'),
    );
    const stale = await match(line.id, { incomeId: big.income.id, acceptOwed: 1_000_000 });
    expect(expectFailure(stale, 409).error).toBe(RECON_MESSAGES.owedChanged('UGX 1,308,000'));
    expect((await lineOf('AMT-500')).matchState).toBe('Suggested');
    expect((await entryRow(big.income.id)).status).toBe('UnPaid');
    expect(await statusAudits(big.income.id)).toEqual(before);
  });
});

describe('part payments', () => {
  let entry: Awaited<ReturnType<typeof customerWithEntry>>;
  beforeAll(async () => {
    entry = await customerWithEntry(c, '0772510001', {
      amount: 300_000,
      date: '2026-07-10',
      status: 'UnPaid',
      receipt: 'RCT-PART-1',
    });
    await imported([
      { id: 'PART-A', date: '2026-07-10 09:00', amount: '100,000', note: 'RCT-PART-1' },
      { id: 'PART-B', date: '2026-07-12 09:00', amount: '120,000', note: 'RCT-PART-1' },
    ]);
  });

  it('confirmed with the owed amount seen, leave the entry UnPaid and show what is still owed', async () => {
    const a = await lineOf('PART-A');
    const res = await match(a.id, { incomeId: entry.income.id, acceptOwed: 300_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      matchState: 'Matched',
      matchKind: 'confirmed',
      entry: { id: entry.income.id, matchedAmount: 100_000, owed: 200_000, status: 'UnPaid' },
    });
    expect((await entryRow(entry.income.id)).status).toBe('UnPaid');
    // the other part now reads against what is owed after the first
    const b = await lineOf('PART-B');
    expect(b.suggestions[0]!.reason).toBe(
      'names receipt RCT-PART-1; UGX 120,000 of UGX 200,000 owed, short by UGX 80,000',
    );
    const s = await summary('2026-07');
    expect(s.shortfall).toEqual({ count: 1, amount: 200_000 });
    expect(s.overpaid).toEqual({ count: 0, amount: 0 });
  });

  it('the last part, matched by the import, settles the entry: Paid, nothing owed', async () => {
    const b = await lineOf('PART-B');
    expect((await match(b.id, { incomeId: entry.income.id, acceptOwed: 200_000 })).statusCode).toBe(
      200,
    );
    const done = await imported([
      { id: 'PART-C', date: '2026-07-20 09:00', amount: '80,000', note: 'RCT-PART-1 last' },
    ]);
    expect(done.matched).toBe(1);
    const cLine = await lineOf('PART-C');
    expect(cLine).toMatchObject({
      matchState: 'Matched',
      matchKind: 'exact',
      entry: { matchedAmount: 300_000, owed: 0, overpaid: 0, status: 'Paid' },
    });
    expect((await entryRow(entry.income.id)).status).toBe('Paid');
    expect((await summary('2026-07')).shortfall).toEqual({ count: 0, amount: 0 });
  });

  it('an entry paid in full takes no more payments, by hand or by the import', async () => {
    await imported([
      { id: 'PART-D', date: '2026-07-21 09:00', amount: '80,000', note: 'RCT-PART-1 again' },
    ]);
    const d = await lineOf('PART-D');
    expect(d.matchState).toBe('Unmatched');
    const res = await match(d.id, { receipt: 'RCT-PART-1', acceptOwed: 0 });
    expect(expectFailure(res, 409).error).toBe(RECON_MESSAGES.entryTaken);
    const held = await c.db
      .select({ n: sql<number>`count(*)::int` })
      .from(statementLines)
      .where(eq(statementLines.incomeId, entry.income.id));
    expect(held[0]!.n).toBe(3);
  });

  it('undoing one part leaves the entry short: its status before the payments comes back, audited', async () => {
    const a = await lineOf('PART-A');
    const undo = await c.del(recon(`/lines/${a.id}/match`));
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await entryRow(entry.income.id)).status).toBe('UnPaid');
    expect((await statusAudits(entry.income.id)).map((x) => x.summary)).toMatchObject([
      { before: { status: 'UnPaid' }, after: { status: 'Paid' } },
      { before: { status: 'Paid' }, after: { status: 'UnPaid' } },
    ]);
    expect((await summary('2026-07')).shortfall).toEqual({ count: 1, amount: 100_000 });
  });
});

describe('over payments', () => {
  it('are matched only when confirmed, set the entry Paid and show in the summary', async () => {
    const entry = await customerWithEntry(c, '0772520001', {
      amount: 100_000,
      date: '2026-06-10',
      status: 'Pending',
      receipt: 'RCT-OVER-1',
    });
    await imported([
      { id: 'OVER-1', date: '2026-06-10 09:00', amount: '120,000', note: 'RCT-OVER-1' },
    ]);
    const line = await lineOf('OVER-1');
    expect(line.suggestions[0]!.reason).toBe(
      'names receipt RCT-OVER-1; UGX 120,000 of UGX 100,000 owed, over by UGX 20,000',
    );
    const refused = await match(line.id, { incomeId: entry.income.id });
    expect(expectFailure(refused, 409).error).toBe(
      RECON_MESSAGES.overPayment(formatUGX(120_000), formatUGX(100_000), formatUGX(20_000)),
    );
    const res = await match(line.id, { incomeId: entry.income.id, acceptOwed: 100_000 });
    expect(res.json().data.entry).toMatchObject({ overpaid: 20_000, owed: 0, status: 'Paid' });
    expect((await summary('2026-06')).overpaid).toEqual({ count: 1, amount: 20_000 });
  });
});

describe('two staff at once', () => {
  it('two part payments confirmed against the same owed amount: one is matched, the other told the entry owes less now', async () => {
    const entry = await customerWithEntry(c, '0772530001', {
      amount: 100_000,
      date: '2026-05-10',
      status: 'UnPaid',
      receipt: 'RCT-RACE-1',
    });
    await imported([
      { id: 'RACE-P1', date: '2026-05-10 09:00', amount: '60,000', note: 'RCT-RACE-1' },
      { id: 'RACE-P2', date: '2026-05-10 09:05', amount: '60,000', note: 'RCT-RACE-1' },
    ]);
    const [p1, p2] = [await lineOf('RACE-P1'), await lineOf('RACE-P2')];
    const answers = await Promise.all([
      match(p1.id, { incomeId: entry.income.id, acceptOwed: 100_000 }),
      match(p2.id, { incomeId: entry.income.id, acceptOwed: 100_000 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toBe(RECON_MESSAGES.owedChanged('UGX 40,000'));
    expect((await entryRow(entry.income.id)).status).toBe('UnPaid');
  });
});
