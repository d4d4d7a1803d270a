import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES, type Batch, type BatchList, type Unpaid } from '@app/contract';
import { auditLog, payoutBatches, payoutLines } from '../src/db/schema/index.ts';
import { envelopeProblems } from './answer-checks.ts';
import { data, draft, payJob, payNurse, payrollSetup, type PayCtx } from './payroll-factories.ts';

// Issue 25, nurse payroll: the unpaid jobs by nurse, drafting a batch (one
// open batch a job, held by the database), two-person approval, cancelling.
let c: PayCtx;
beforeAll(async () => {
  c = await payrollSetup();
});
afterAll(() => c.close());

const unpaid = async (query = '') => data<Unpaid>(await c.read(`/payroll/unpaid${query}`));
const batchCount = async () => (await c.db.select().from(payoutBatches)).length;
const auditOf = (entity: string, entityId: string) =>
  c.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

describe('the unpaid jobs', () => {
  it('groups completed, unpaid jobs by nurse with the number pay goes to, and filters by period and station', async () => {
    const grace = await payNurse(c, 'Grace', 'Akello', '+256772111222');
    const joy = await payNurse(c, 'Joy', 'Birungi');
    const g1 = await payJob(c, grace, {
      endDate: '2026-09-05',
      duration: 2,
      rate: 35_000,
      receipt: { docId: 'RCT-PAY-1', station: 'Kikubo' },
    });
    const g2 = await payJob(c, grace, { endDate: '2026-09-20', duration: 4, rate: 40_000 });
    const j1 = await payJob(c, joy, {
      endDate: '2026-09-12',
      receipt: { docId: 'RCT-PAY-2', station: 'Mutungo' },
    });
    // not payable: still ongoing, already paid, deleted-free but receipt without a ledger entry is fine
    await payJob(c, joy, { endDate: '2026-09-13', status: 'ongoing' });
    await payJob(c, joy, { endDate: '2026-09-14', paymentStatus: 'Paid' });

    const all = await unpaid('?from=2026-09-01&to=2026-09-30');
    const g = all.nurses.find((n) => n.nurseId === grace.id)!;
    const j = all.nurses.find((n) => n.nurseId === joy.id)!;
    expect(g.name).toBe('Grace Akello');
    expect(g.msisdn).toBe('+256772111222');
    expect(g.mobileMoney).toBe(true);
    expect(j.msisdn).toBe(joy.phone);
    expect(j.mobileMoney).toBe(false);
    expect(g.jobs.map((x) => x.id)).toEqual([g1, g2]);
    expect(j.jobs.map((x) => x.id)).toEqual([j1]);
    expect(g.jobs[0]).toMatchObject({ days: 2, rate: 35_000, amount: 70_000, station: 'Kikubo' });
    expect(g.jobs[1]).toMatchObject({ days: 4, amount: 160_000, station: null });
    expect(g.total).toBe(230_000);
    expect(all.total).toBe(all.nurses.reduce((a, n) => a + n.total, 0));
    expect(all.jobCount).toBe(3);

    // period on the end date
    const early = await unpaid('?from=2026-09-01&to=2026-09-10');
    expect(early.nurses.flatMap((n) => n.jobs.map((x) => x.id))).toEqual([g1]);
    // a station, and 'none' for a job whose receipt has no ledger entry
    const kikubo = await unpaid('?from=2026-09-01&to=2026-09-30&station=Kikubo');
    expect(kikubo.nurses.flatMap((n) => n.jobs.map((x) => x.id))).toEqual([g1]);
    const none = await unpaid('?from=2026-09-01&to=2026-09-30&station=none');
    expect(none.nurses.flatMap((n) => n.jobs.map((x) => x.id))).toEqual([g2]);
    expect((await c.read('/payroll/unpaid?station=Mars')).statusCode).toBe(400);
  });
});

describe('drafting a batch', () => {
  it('copies the jobs into lines, numbers it PB-YYYY-nnnnnn, and the total is the sum of the jobs', async () => {
    const n = await payNurse(c, 'Esther', 'Namubiru', '+256752000111');
    const a = await payJob(c, n, { duration: 5, rate: 30_000 });
    const b = await payJob(c, n, { duration: 2, rate: 45_000 });
    const batch = await draft(c, [a, b]);
    expect(batch.number).toMatch(/^PB-\d{4}-\d{6}$/);
    expect(batch.state).toBe('Draft');
    expect(batch.draftedByName).toBe('Front Desk');
    expect(batch.lines).toHaveLength(2);
    expect(batch.lines[0]).toMatchObject({
      nurseName: 'Esther Namubiru',
      msisdn: '+256752000111',
      state: 'Pending',
    });
    expect(batch.total).toBe(150_000 + 90_000);
    expect(batch.total).toBe(batch.lines.reduce((s, l) => s + l.amount, 0));
    // the jobs leave the unpaid list while the batch holds them
    const left = await unpaid();
    expect(left.nurses.flatMap((x) => x.jobs.map((j) => j.id))).not.toContain(a);
    expect((await auditOf('payout_batch', batch.number)).map((e) => e.action)).toEqual(['create']);
    // the list finds it
    const list = data<BatchList>(await c.read('/payroll/batches?state=Draft'));
    expect(list.rows.map((r) => r.id)).toContain(batch.id);
    expect(list.count).toBeGreaterThanOrEqual(1);
  });

  it('answers the first answer again for a repeated Idempotency-Key and makes nothing more', async () => {
    const n = await payNurse(c, 'Ruth', 'Atim');
    const job = await payJob(c, n);
    const headers = { 'idempotency-key': `pb-${Date.now()}` };
    const first = await c.send('/payroll/batches', { nurseJobIds: [job] }, headers);
    expect(first.statusCode, first.body).toBe(201);
    const before = await batchCount();
    const again = await c.send('/payroll/batches', { nurseJobIds: [job] }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await batchCount()).toBe(before);
    // the same key with another payload is 422
    const other = await payJob(c, n);
    expect((await c.send('/payroll/batches', { nurseJobIds: [other] }, headers)).statusCode).toBe(
      422,
    );
  });

  it('refuses a job already in an open batch (409 naming it), and a job not completed and unpaid, making nothing', async () => {
    const n = await payNurse(c, 'Sarah', 'Nabirye');
    const held = await payJob(c, n);
    const free = await payJob(c, n);
    await draft(c, [held]);
    const before = await batchCount();
    const res = await c.send('/payroll/batches', { nurseJobIds: [free, held] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PAYROLL_MESSAGES.jobHeld([held]));
    expect(envelopeProblems(res)).toEqual([]);
    const ongoing = await payJob(c, n, { status: 'ongoing' });
    const paid = await payJob(c, n, { paymentStatus: 'Paid' });
    const res2 = await c.send('/payroll/batches', { nurseJobIds: [free, ongoing, paid, 99_999] });
    expect(res2.statusCode).toBe(409);
    expect(res2.json().error).toBe(PAYROLL_MESSAGES.jobNotPayable([ongoing, paid, 99_999]));
    expect(await batchCount()).toBe(before);
    // the free job is still free
    expect((await draft(c, [free])).lines.map((l) => l.nurseJobId)).toEqual([free]);
    // and the body is checked: none, too many, twice the same
    for (const body of [{ nurseJobIds: [] }, { nurseJobIds: [free, free] }, {}])
      expect((await c.send('/payroll/batches', body)).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await c.send('/payroll/batches', { nurseJobIds: many })).statusCode).toBe(400);
  });

  it(`race: two drafts of overlapping jobs at once: one batch holds the job, the other answers 409`, async () => {
    const n = await payNurse(c, 'Mercy', 'Achieng');
    for (let round = 0; round < 5; round++) {
      const shared = await payJob(c, n);
      const a = await payJob(c, n);
      const b = await payJob(c, n);
      const before = await batchCount();
      const [r1, r2] = await Promise.all([
        c.send('/payroll/batches', { nurseJobIds: [a, shared] }),
        c.as(c.admin1).post('/payroll/batches', { nurseJobIds: [shared, b] }),
      ]);
      expect([r1.statusCode, r2.statusCode].sort(), `${r1.body} | ${r2.body}`).toEqual([201, 409]);
      const loser = r1.statusCode === 409 ? r1 : r2;
      expect(loser.json().error).toBe(PAYROLL_MESSAGES.jobHeld([shared]));
      expect(await batchCount()).toBe(before + 1);
      const holders = await c.db
        .select()
        .from(payoutLines)
        .where(and(eq(payoutLines.nurseJobId, shared), eq(payoutLines.holdsJob, true)));
      expect(holders).toHaveLength(1);
    }
  });
  it('holds a job in one open batch by a database constraint, not only by the check', async () => {
    const n = await payNurse(c, 'Hope', 'Kemigisa');
    const job = await payJob(c, n);
    const batch = await draft(c, [job]);
    const line = batch.lines[0]!;
    const copy = {
      batchId: batch.id,
      nurseJobId: job,
      nurseId: n.id,
      nurseName: line.nurseName,
      msisdn: line.msisdn,
      days: line.days,
      rate: line.rate,
      amount: line.amount,
    };
    await expect(c.db.insert(payoutLines).values(copy)).rejects.toThrow();
    // a line that no longer holds its job (cancelled, failed) is no obstacle
    await c.db.insert(payoutLines).values({ ...copy, holdsJob: false });
  });
});

describe('approving', () => {
  it('refuses the ADMIN who drafted it while two-person approval is on; allows it for a batch drafted once another ADMIN switched that off (audited)', async () => {
    const n = await payNurse(c, 'Agnes', 'Kyomugisha');
    const mine = await draft(c, [await payJob(c, n)], c.admin1);
    expect(data(await c.read('/payroll/settings'))).toEqual({ twoApprovers: true });
    const refused = await c.as(c.admin1).post(`/payroll/batches/${mine.id}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(PAYROLL_MESSAGES.sameApprover);
    // STAFF may not approve at all, nor switch the setting
    expect((await c.send(`/payroll/batches/${mine.id}/approve`, {})).statusCode).toBe(403);
    expect(
      (await c.as(c.headers).patch('/payroll/settings', { twoApprovers: false })).statusCode,
    ).toBe(403);
    // another ADMIN may
    const other = await draft(c, [await payJob(c, n)], c.admin1);
    const ok = data<Batch>(await c.as(c.admin2).post(`/payroll/batches/${other.id}/approve`));
    expect(ok).toMatchObject({ state: 'Approved', approvedByName: 'Ben Admin' });
    // approving twice: it is no longer a draft
    expect((await c.as(c.admin2).post(`/payroll/batches/${other.id}/approve`)).statusCode).toBe(
      409,
    );

    // issue 36: not by the ADMIN whose draft waits for approval
    const refusedOff = await c.as(c.admin1).patch('/payroll/settings', { twoApprovers: false });
    expect(refusedOff.statusCode).toBe(403);
    // (the race above may have left drafts of this ADMIN too: they are named as well)
    expect(refusedOff.json().error).toMatch(
      /^You drafted payout batch .*still waiting for approval/,
    );
    expect(refusedOff.json().error).toContain(mine.number);
    const off = await c.as(c.admin2).patch('/payroll/settings', { twoApprovers: false });
    expect(data(off)).toEqual({ twoApprovers: false });
    const [entry] = await auditOf('payroll_settings', 'twoApprovers');
    expect(entry).toMatchObject({
      action: 'update',
      summary: { before: { twoApprovers: true }, after: { twoApprovers: false } },
    });
    // a batch drafted under the rule keeps it; one drafted while it is off does not
    expect((await c.as(c.admin1).post(`/payroll/batches/${mine.id}/approve`)).statusCode).toBe(403);
    const later = await draft(c, [await payJob(c, n)], c.admin1);
    const approved = data<Batch>(await c.as(c.admin1).post(`/payroll/batches/${later.id}/approve`));
    expect(approved.state).toBe('Approved');
    expect(approved.approvedById).toBe(c.admin1Id);
    expect((await auditOf('payout_batch', later.number)).map((e) => e.action)).toEqual([
      'create',
      'status',
    ]);
    data(await c.as(c.admin1).patch('/payroll/settings', { twoApprovers: true }));
  });
});

describe('cancelling', () => {
  it('lets the jobs go so they can be batched again; a cancelled batch cannot be approved', async () => {
    const n = await payNurse(c, 'Prossy', 'Nakimuli');
    const a = await payJob(c, n);
    const b = await payJob(c, n);
    const batch = await draft(c, [a, b]);
    const cancelled = data<Batch>(await c.send(`/payroll/batches/${batch.id}/cancel`, {}));
    expect(cancelled.state).toBe('Cancelled');
    expect(cancelled.cancelledByName).toBe('Front Desk');
    const back = await unpaid();
    expect(back.nurses.find((x) => x.nurseId === n.id)!.jobs.map((j) => j.id)).toEqual([a, b]);
    expect((await draft(c, [a, b])).lineCount).toBe(2);
    expect((await c.as(c.admin2).post(`/payroll/batches/${batch.id}/approve`)).statusCode).toBe(
      409,
    );
    expect((await c.send(`/payroll/batches/${batch.id}/cancel`, {})).statusCode).toBe(409);
    expect((await auditOf('payout_batch', batch.number)).map((e) => e.action)).toEqual([
      'create',
      'status',
    ]);
  });

  it('answers 404 for a batch that does not exist', async () => {
    expect((await c.read('/payroll/batches/999999')).statusCode).toBe(404);
    expect((await c.send('/payroll/batches/999999/cancel', {})).statusCode).toBe(404);
  });
});
