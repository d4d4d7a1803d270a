import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECON_MESSAGES, ugandaDate, type ReconLine } from '@app/contract';
import { auditLog, incomeTrace } from '../src/db/schema/index.ts';
import { expectFailure, setup, type Ctx } from './factories.ts';
import { readPage } from './ledger-factories.ts';
import {
  customerWithEntry,
  importedByQueue,
  lineByTxn,
  mtnCsv,
  recon,
} from './reconciliation-factories.ts';

// Issue 25: suggestions by amount, phone and date; staff confirm or undo a
// match (the entry's status set Paid and restored, audited); an entry is
// matched to one payment only (409); the Paid entries no payment backs; a
// month's summary. Imports run through the queue here, as in production.

let c: Ctx;
beforeAll(async () => {
  c = await setup();
});
afterAll(() => c.app.close());

const imported = (content: string) => importedByQueue(c, content);
const lineOf = (txn: string) => lineByTxn(c, txn, 'limit=100&month=2026-10');
const statusOf = async (id: number) =>
  (await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, id)))[0]!.status;

let phoneMatch: Awaited<ReturnType<typeof customerWithEntry>>;
let farOff: Awaited<ReturnType<typeof customerWithEntry>>;
let sameAmountOtherPhone: Awaited<ReturnType<typeof customerWithEntry>>;
let unbackedEntry: Awaited<ReturnType<typeof customerWithEntry>>;
let exact: Awaited<ReturnType<typeof customerWithEntry>>;
let cash: Awaited<ReturnType<typeof customerWithEntry>>;

beforeAll(async () => {
  // the payer's own entry: same amount, two days before, same phone
  phoneMatch = await customerWithEntry(c, '0772400001', { amount: 65_000, date: '2026-10-10' });
  // same amount, one day off, another customer
  sameAmountOtherPhone = await customerWithEntry(c, '0772400002', {
    amount: 65_000,
    date: '2026-10-11',
  });
  // same amount but five days off: outside the window
  farOff = await customerWithEntry(c, '0772400003', { amount: 65_000, date: '2026-10-17' });
  // Paid by mobile money, and no payment in any statement
  unbackedEntry = await customerWithEntry(c, '0772400004', {
    amount: 33_000,
    date: '2026-10-05',
    status: 'Paid',
    method: 'Airtel Account',
  });
  cash = await customerWithEntry(c, '0772400005', {
    amount: 44_000,
    date: '2026-10-05',
    status: 'Paid',
    method: 'Cash',
  });
  exact = await customerWithEntry(c, '0772400006', {
    amount: 70_000,
    date: '2026-10-02',
    status: 'UnPaid',
    receipt: 'RC-OCT-77',
  });
  const done = await imported(
    mtnCsv([
      {
        id: 'OCT001',
        date: '2026-10-12 09:00:00',
        amount: '65,000',
        from: '256772400001',
        note: 'nurse',
      },
      { id: 'OCT002', date: '2026-10-20 09:00:00', amount: '12,345', from: '256772499999' },
      { id: 'OCT003', date: '2026-10-02 18:00:00', amount: '70,000', note: 'RC-OCT-77' },
      { id: 'OCT004', date: '2026-10-31 22:30:00', amount: '9,000' },
    ]),
  );
  expect(done).toMatchObject({ state: 'Done', added: 4, matched: 1, suggested: 1 });
});

describe('suggestions', () => {
  it('suggests same-amount entries within 3 days, the payer’s own first', async () => {
    const line = await lineOf('OCT001');
    expect(line.matchState).toBe('Suggested');
    expect(line.suggestions.map((s) => s.entry.id)).toEqual([
      phoneMatch.income.id,
      sameAmountOtherPhone.income.id,
    ]);
    expect(line.suggestions[0]!.reason).toBe('same amount, same phone, 2 days apart');
    expect(line.suggestions[1]!.reason).toBe('same amount, 1 day apart');
    expect(line.suggestions[0]!.score).toBeGreaterThan(line.suggestions[1]!.score);
    expect(line.suggestions.some((s) => s.entry.id === farOff.income.id)).toBe(false);
    expect(line.suggestions[0]!.entry).toMatchObject({
      amount: 65_000,
      txnDate: '2026-10-10',
      status: 'Pending',
    });
  });

  it('leaves a payment nothing resembles Unmatched, and files the exact one as Matched', async () => {
    expect(await lineOf('OCT002')).toMatchObject({ matchState: 'Unmatched', suggestions: [] });
    const line = await lineOf('OCT003');
    expect(line).toMatchObject({ matchState: 'Matched', matchKind: 'exact' });
    expect(line.entry).toMatchObject({ id: exact.income.id, receipt: 'RC-OCT-77', status: 'Paid' });
  });

  it('filters lines by state, provider and month', async () => {
    const matched = (await c.read(recon('/lines?state=Matched&month=2026-10'))).json().data;
    expect(matched.rows.map((l: ReconLine) => l.transactionId)).toEqual(['OCT003']);
    const airtel = (await c.read(recon('/lines?provider=Airtel'))).json().data;
    expect(airtel).toEqual({ rows: [], count: 0 });
    // 22:30 on 31 October in Kampala is still October
    const nov = (await c.read(recon('/lines?month=2026-11'))).json().data;
    expect(nov.count).toBe(0);
    expectFailure(await c.read(recon('/lines?month=2026-13')), 400);
  });
});

describe('confirm and undo', () => {
  it('confirming a suggestion matches the line and sets the entry Paid, audited; undo restores it', async () => {
    const line = await lineOf('OCT001');
    const res = await c.send(recon(`/lines/${line.id}/match`), { incomeId: phoneMatch.income.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      matchState: 'Matched',
      matchKind: 'confirmed',
      matchedByName: 'Front Desk',
    });
    expect(await statusOf(phoneMatch.income.id)).toBe('Paid');
    const statusAudit = async () =>
      c.db
        .select()
        .from(auditLog)
        .where(
          sql`${auditLog.entity} = 'income_trace' AND ${auditLog.entityId} = ${String(phoneMatch.income.id)} AND ${auditLog.action} = 'status'`,
        )
        .orderBy(auditLog.id);
    expect((await statusAudit()).map((a) => a.summary)).toMatchObject([
      { before: { status: 'Pending' }, after: { status: 'Paid' } },
    ]);
    // the ledger's totals follow the status (its triggers)
    const page = await readPage(c, '/income_trace?from=2026-10-10&to=2026-10-10');
    expect(page.totals.byStatus.find((s) => s.status === 'Paid')).toMatchObject({
      count: 1,
      amount: 65_000,
    });

    const undo = await c.del(recon(`/lines/${line.id}/match`));
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toMatchObject({
      matchState: 'Suggested',
      entry: null,
      matchKind: null,
    });
    expect(undo.json().data.suggestions[0].entry.id).toBe(phoneMatch.income.id);
    expect(await statusOf(phoneMatch.income.id)).toBe('Pending');
    expect((await statusAudit()).map((a) => a.summary)).toMatchObject([
      { after: { status: 'Paid' } },
      { before: { status: 'Paid' }, after: { status: 'Pending' } },
    ]);
    const lineAudits = await c.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.entity} = 'statement_line' AND ${auditLog.entityId} = ${String(line.id)}`,
      )
      .orderBy(auditLog.id);
    expect(lineAudits.map((a) => [a.action, a.actorId])).toEqual([
      ['match', c.staffId],
      ['unmatch', c.staffId],
    ]);
  });

  it('matches any entry staff choose by its receipt number', async () => {
    const line = await lineOf('OCT002');
    // UGX 12,345 against 65,000 owed: matched only with the owed amount seen (issue 36)
    const short = await c.send(recon(`/lines/${line.id}/match`), {
      receipt: farOff.income.doc_id.toLowerCase(),
    });
    expect(expectFailure(short, 409).details).toEqual({ acceptOwed: '65000' });
    const res = await c.send(recon(`/lines/${line.id}/match`), {
      receipt: farOff.income.doc_id.toLowerCase(),
      acceptOwed: 65_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.entry).toMatchObject({
      id: farOff.income.id,
      owed: 65_000 - 12_345,
      status: 'Pending',
    });
    const missing = await c.send(recon(`/lines/${line.id}/match`), { receipt: 'NO-SUCH' });
    expect(expectFailure(missing, 409).error).toBe(RECON_MESSAGES.lineMatched);
  });

  it('refuses an entry already matched to another payment (409) and a body naming none (400)', async () => {
    const line = await lineOf('OCT004');
    const taken = await c.send(recon(`/lines/${line.id}/match`), { incomeId: exact.income.id });
    expect(expectFailure(taken, 409).error).toBe(RECON_MESSAGES.entryTaken);
    // paid in part: it takes another payment, but only one the person confirms as such
    const also = await c.send(recon(`/lines/${line.id}/match`), { incomeId: farOff.income.id });
    expect(expectFailure(also, 409).error).toBe(
      RECON_MESSAGES.shortPayment('UGX 9,000', 'UGX 52,655', 'UGX 43,655'),
    );
    expectFailure(await c.send(recon(`/lines/${line.id}/match`), {}), 400);
    const unknown = await c.send(recon(`/lines/${line.id}/match`), { receipt: 'NO-SUCH' });
    expect(expectFailure(unknown, 404).error).toBe(RECON_MESSAGES.receiptNotFound('NO-SUCH'));
    expectFailure(await c.del(recon(`/lines/${line.id}/match`)), 409);
    expectFailure(await c.send(recon('/lines/999999/match'), { incomeId: farOff.income.id }), 404);
    expect(await lineOf('OCT004')).toMatchObject({ matchState: 'Unmatched' });
  });

  it('two staff matching one entry at once: one wins, one gets 409', async () => {
    const a = await customerWithEntry(c, '0772400010', { amount: 1_000, date: '2026-10-25' });
    const done = await imported(
      mtnCsv([
        { id: 'RACE1', date: '2026-10-25 10:00', amount: '1,000' },
        { id: 'RACE2', date: '2026-10-25 10:00', amount: '1,000' },
      ]),
    );
    expect(done.state).toBe('Done');
    const [l1, l2] = [await lineOf('RACE1'), await lineOf('RACE2')];
    const answers = await Promise.all([
      c.send(recon(`/lines/${l1.id}/match`), { incomeId: a.income.id }),
      c.send(recon(`/lines/${l2.id}/match`), { incomeId: a.income.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('unbacked entries and the summary', () => {
  it('lists Paid mobile money entries of the month with no payment behind them', async () => {
    const page = (await c.read(recon('/unbacked?month=2026-10'))).json().data;
    const ids = page.rows.map((e: { id: number }) => e.id);
    expect(ids).toContain(unbackedEntry.income.id);
    // matched payments back their entries (exact, and the one chosen by receipt); cash is not mobile money
    expect(ids).not.toContain(exact.income.id);
    expect(ids).not.toContain(farOff.income.id);
    expect(ids).not.toContain(cash.income.id);
    expect(page.count).toBe(ids.length);
    expect(page.amount).toBe(
      page.rows.reduce((s: number, e: { amount: number }) => s + e.amount, 0),
    );
    expectFailure(await c.read(recon('/unbacked?month=2026-13')), 400);
    // no month: this month in Kampala
    const now = (await c.read(recon('/summary'))).json().data;
    expect(now.month).toBe(ugandaDate().slice(0, 7));
    expect((await c.read(recon('/unbacked'))).statusCode).toBe(200);
  });

  it('sums the month by provider: received, matched, unmatched, difference', async () => {
    const s = (await c.read(recon('/summary?month=2026-10'))).json().data;
    const mtn = s.providers.find((p: { provider: string }) => p.provider === 'MTN');
    const lines = (await c.read(recon('/lines?month=2026-10&limit=100'))).json().data
      .rows as ReconLine[];
    const sum = (ls: ReconLine[]) => ({
      count: ls.length,
      amount: ls.reduce((t, l) => t + l.amount, 0),
    });
    expect(mtn.received).toEqual(sum(lines));
    expect(mtn.matched).toEqual(sum(lines.filter((l) => l.matchState === 'Matched')));
    expect(mtn.unmatched).toEqual(sum(lines.filter((l) => l.matchState !== 'Matched')));
    expect(mtn.difference).toBe(mtn.received.amount - mtn.matched.amount);
    expect(mtn.matched.amount).toBeGreaterThanOrEqual(70_000);
    expect(s.providers.find((p: { provider: string }) => p.provider === 'Airtel')).toMatchObject({
      received: { count: 0, amount: 0 },
      difference: 0,
    });
    const unbacked = (await c.read(recon('/unbacked?month=2026-10&limit=100'))).json().data;
    expect(s.unbacked).toEqual({ count: unbacked.count, amount: unbacked.amount });
    expect(s.total.received).toEqual(mtn.received);
  });
});
