import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES, type Batch, type ResultsAnswer } from '@app/contract';
import { auditLog, nurseJobs, nurses, payoutLines } from '../src/db/schema/index.ts';
import {
  data,
  draft,
  exportedBatch,
  payJob,
  payNurse,
  payrollSetup,
  type PayCtx,
} from './payroll-factories.ts';

// Issue 36, "money that cannot go wrong", payroll's part: an exported batch
// cancelled only by an ADMIN who says why and what the provider did, its jobs
// never in a second file while the provider may have paid them; one line a
// transaction id; the two-person rule kept by the one waiting for it; a job
// paid through a batch not set back by hand. Payout files by network:
// payroll-files.test.ts.
let c: PayCtx;
beforeAll(async () => {
  c = await payrollSetup();
});
afterAll(() => c.close());

const batchOf = async (id: number) => data<Batch>(await c.read(`/payroll/batches/${id}`));
const cancel = (id: number, body: unknown, headers = c.admin1) =>
  c.as(headers).post(`/payroll/batches/${id}/cancel`, body);
const paid = (b: Batch, lineId: number, providerTxnId: string, channel = 'MTN') =>
  c.send(`/payroll/batches/${b.id}/lines/${lineId}/paid`, { paid: true, channel, providerTxnId });
const results = (b: Batch, rows: string[], format = 'mtn') =>
  c.send(`/payroll/batches/${b.id}/results`, {
    format,
    content: ['Reference,Status,Transaction ID,Reason', ...rows].join('\n'),
  });
const auditCount = async () => (await c.db.select({ id: auditLog.id }).from(auditLog)).length;
const holding = async (jobIds: number[]) =>
  c.db
    .select({ id: payoutLines.id, state: payoutLines.state })
    .from(payoutLines)
    .where(and(inArray(payoutLines.nurseJobId, jobIds), eq(payoutLines.holdsJob, true)));
const payStatus = async (id: number) =>
  (await c.db.select().from(nurseJobs).where(eq(nurseJobs.id, id)))[0]!.paymentStatus;
const twoJobBatch = async (name: string) => {
  const n = await payNurse(c, name, 'Safety', '+256772400100');
  const jobs = [await payJob(c, n), await payJob(c, n)];
  return { n, jobs, b: await exportedBatch(c, jobs) };
};

describe('cancelling an exported batch', () => {
  it('is refused to STAFF (403 saying why) and nothing changes', async () => {
    const { jobs, b } = await twoJobBatch('Staff');
    const before = await auditCount();
    const body = { reason: 'Wrong month', providerOutcome: 'not_sent' };
    for (const attempt of [{}, body]) {
      const res = await cancel(b.id, attempt, c.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(PAYROLL_MESSAGES.exportedCancelAdminOnly);
    }
    expect(await batchOf(b.id)).toEqual(b);
    expect(await holding(jobs)).toHaveLength(2);
    expect(await auditCount()).toBe(before);
    const again = await c.send('/payroll/batches', { nurseJobIds: jobs });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PAYROLL_MESSAGES.jobHeld(jobs));
  });

  it('needs the ADMIN to say why and what the provider did; audited; the jobs stay held, no second file even with a new number', async () => {
    const { n, jobs, b } = await twoJobBatch('Unknown');
    for (const [body, message] of [
      [{}, PAYROLL_MESSAGES.cancelReasonRequired],
      [{ reason: 'File stuck at upload' }, PAYROLL_MESSAGES.providerOutcomeRequired],
    ] as const) {
      const res = await cancel(b.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await cancel(b.id, { reason: 'x', providerOutcome: 'lost' })).statusCode).toBe(400);
    expect((await batchOf(b.id)).state).toBe('Exported');

    const body = { reason: 'File stuck at upload', providerOutcome: 'unknown' };
    const done = data<Batch>(await cancel(b.id, body));
    expect(done).toMatchObject({
      state: 'Cancelled',
      cancelledByName: 'Ada Admin',
      cancelReason: 'File stuck at upload',
      providerOutcome: 'unknown',
    });
    const [entry] = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, b.number), eq(auditLog.action, 'status')))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorId: c.admin1Id,
      summary: {
        before: { state: 'Exported' },
        after: { state: 'Cancelled', reason: body.reason, providerOutcome: 'unknown' },
        stillHeldPending: 2,
      },
    });
    // The nurse's number changed in between: still no second batch, no second file.
    await c.db
      .update(nurses)
      .set({ mobileMoneyNumber: '+256701999888' })
      .where(eq(nurses.id, n.id));
    const redraft = await c.send('/payroll/batches', { nurseJobIds: jobs });
    expect(redraft.statusCode).toBe(409);
    expect(redraft.json().error).toBe(PAYROLL_MESSAGES.jobHeldAfterExport(jobs, [b.number]));
    expect((await cancel(b.id, body)).json().error).toBe(PAYROLL_MESSAGES.alreadyCancelled);

    // The provider's results are recorded afterwards; the batch stays Cancelled.
    const [l1, l2] = b.lines;
    const answer = data<ResultsAnswer>(
      await results(b, [
        `${l1!.reference},SUCCESSFUL,MP-LATE-1,`,
        `${l2!.reference},FAILED,,Timeout`,
      ]),
    );
    expect(answer).toMatchObject({ paid: 1, failed: 1, batch: { state: 'Cancelled' } });
    expect(await payStatus(l1!.nurseJobId)).toBe('Paid');
    // the failed one is free again, to the new number; the paid one never
    expect((await draft(c, [l2!.nurseJobId])).lines[0]!.msisdn).toBe('+256701999888');
    expect((await c.send('/payroll/batches', { nurseJobIds: [l1!.nurseJobId] })).statusCode).toBe(
      409,
    );
  });

  it('lets the pending jobs go when the provider paid nobody; a late payment on them is refused once another batch holds the job', async () => {
    const { jobs, b } = await twoJobBatch('NotSent');
    const done = data<Batch>(
      await cancel(b.id, { reason: 'Never uploaded', providerOutcome: 'not_sent' }),
    );
    expect(done.state).toBe('Cancelled');
    expect(await holding(jobs)).toHaveLength(0);
    const second = await draft(c, [jobs[0]!]);
    const late = await paid(b, b.lines.find((l) => l.nurseJobId === jobs[0])!.id, 'MP-LATE-2');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      PAYROLL_MESSAGES.jobNowHeld(jobs[0]!, second.number, second.lines[0]!.id),
    );
    expect(await payStatus(jobs[0]!)).toBe('UnPaid');
    // the other job, in no batch: its late payment is recorded and holds it again
    data(await paid(b, b.lines.find((l) => l.nurseJobId === jobs[1])!.id, 'MP-LATE-3'));
    expect(await holding([jobs[1]!])).toHaveLength(1);
  });

  it('refuses "nobody was paid" when a line is recorded paid, and answers one of two cancels at once', async () => {
    const { b } = await twoJobBatch('Partly');
    data(await paid(b, b.lines[0]!.id, 'MP-PARTLY-1'));
    const res = await cancel(b.id, { reason: 'Rejected', providerOutcome: 'rejected_whole_file' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYROLL_MESSAGES.outcomeContradictsPaid(1));
    const body = { reason: 'Second line bounced', providerOutcome: 'some_paid' };
    const both = await Promise.all([cancel(b.id, body), cancel(b.id, body, c.admin2)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error).toBe(
      PAYROLL_MESSAGES.alreadyCancelled,
    );
    expect((await batchOf(b.id)).lines.map((l) => l.state)).toEqual(['Paid', 'Pending']);
  });
});

describe('a transaction id', () => {
  it('pays one line of its channel, across batches and within one result file', async () => {
    const a = await twoJobBatch('TxnA');
    const b = await twoJobBatch('TxnB');
    data(await paid(a.b, a.b.lines[0]!.id, 'MP-ONCE-1'));
    const reuse = await paid(b.b, b.b.lines[0]!.id, 'MP-ONCE-1');
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().error).toBe(
      PAYROLL_MESSAGES.txnUsed('MP-ONCE-1', 'MTN', a.b.number, a.b.lines[0]!.id),
    );
    expect((await batchOf(b.b.id)).lines.map((l) => l.state)).toEqual(['Pending', 'Pending']);
    // another channel's id space is its own
    data(await paid(b.b, b.b.lines[0]!.id, 'MP-ONCE-1', 'Bank'));

    const l2 = b.b.lines[1]!;
    const file = await results(b.b, [`${l2.reference},SUCCESSFUL,MP-ONCE-1,`]);
    expect(data<ResultsAnswer>(file).problems[0]!.problem).toBe(
      PAYROLL_MESSAGES.txnUsed('MP-ONCE-1', 'MTN', a.b.number, a.b.lines[0]!.id),
    );
    expect((await batchOf(b.b.id)).lines[1]!.state).toBe('Pending');
    // one id on rows of two lines of one file: neither applied
    const t = await twoJobBatch('TxnC');
    const refs = t.b.lines.map((l) => `${l.reference},SUCCESSFUL,MP-TWICE,`);
    const twice = data<ResultsAnswer>(await results(t.b, refs));
    expect(twice.paid).toBe(0);
    expect(twice.problems.map((p) => p.problem)).toEqual([
      PAYROLL_MESSAGES.txnTwiceInFile('MP-TWICE', [1, 2]),
      PAYROLL_MESSAGES.txnTwiceInFile('MP-TWICE', [1, 2]),
    ]);
    expect((await batchOf(t.b.id)).lines.map((l) => l.state)).toEqual(['Pending', 'Pending']);
  });

  it(`is one line's by a database rule: two payments with one id at once, one refused`, async () => {
    for (let round = 0; round < 3; round++) {
      const a = await twoJobBatch(`RaceA${round}`);
      const b = await twoJobBatch(`RaceB${round}`);
      const txn = `MP-RACE-${round}`;
      const both = await Promise.all([
        paid(a.b, a.b.lines[0]!.id, txn),
        paid(b.b, b.b.lines[0]!.id, txn),
      ]);
      expect(both.map((r) => r.statusCode).sort(), both.map((r) => r.body).join(' | ')).toEqual([
        200, 409,
      ]);
      const rows = await c.db.select().from(payoutLines).where(eq(payoutLines.providerTxnId, txn));
      expect(rows).toHaveLength(1);
    }
  });
});

describe('two-person approval', () => {
  it('is not switched off by the ADMIN whose draft waits for approval; a batch drafted under it keeps it', async () => {
    const n = await payNurse(c, 'Waiting', 'Approval');
    const mine = await draft(c, [await payJob(c, n)], c.admin1);
    const before = await auditCount();
    const off = await c.as(c.admin1).patch('/payroll/settings', { twoApprovers: false });
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(PAYROLL_MESSAGES.ownDraftWaiting([mine.number]));
    expect(data(await c.read('/payroll/settings'))).toEqual({ twoApprovers: true });
    expect(await auditCount()).toBe(before);
    try {
      // another ADMIN may switch it off; the waiting draft still needs a second ADMIN
      data(await c.as(c.admin2).patch('/payroll/settings', { twoApprovers: false }));
      expect((await batchOf(mine.id)).twoApprovers).toBe(true);
      const own = await c.as(c.admin1).post(`/payroll/batches/${mine.id}/approve`);
      expect(own.statusCode).toBe(403);
      expect(own.json().error).toBe(PAYROLL_MESSAGES.sameApprover);
      // one drafted while it is off may be approved by its drafter
      const later = await draft(c, [await payJob(c, n)], c.admin1);
      expect(later.twoApprovers).toBe(false);
      data(await c.as(c.admin1).post(`/payroll/batches/${later.id}/approve`));
    } finally {
      data(await c.as(c.admin2).patch('/payroll/settings', { twoApprovers: true }));
    }
  });
});

describe("a nurse job's payment status by hand", () => {
  it('is not set back to UnPaid when a payout batch paid it (the batch named); one paid by hand may be', async () => {
    const { b } = await twoJobBatch('ByHand');
    const line = b.lines[0]!;
    data(await paid(b, line.id, 'MP-HAND-1'));
    const before = await auditCount();
    const res = await c.put(`/portal/jobcard/nurse/${line.nurseJobId}`, {
      payment_status: 'UnPaid',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYROLL_MESSAGES.paidThroughBatch(b.number, line.id));
    expect(await payStatus(line.nurseJobId)).toBe('Paid');
    expect(await auditCount()).toBe(before);
    const n = await payNurse(c, 'Cash', 'Paid');
    const cash = await payJob(c, n, { paymentStatus: 'Paid' });
    data(await c.put(`/portal/jobcard/nurse/${cash}`, { payment_status: 'UnPaid' }));
    expect(await payStatus(cash)).toBe('UnPaid');
  });
});
