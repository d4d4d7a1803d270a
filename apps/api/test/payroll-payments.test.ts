import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES, type Batch, type NursePay, type ResultsAnswer } from '@app/contract';
import { auditLog, nurseJobs } from '../src/db/schema/index.ts';
import { pdfText } from './pdf-text.ts';
import {
  data,
  draft,
  exportedBatch,
  payJob,
  payNurse,
  payrollSetup,
  type PayCtx,
} from './payroll-factories.ts';

// Issue 25, nurse payroll: the payout files, payments line by line and from
// the provider's result file, the pay history and the pay statement.
let c: PayCtx;
let dir: string;
beforeAll(async () => {
  c = await payrollSetup();
  dir = mkdtempSync(path.join(os.tmpdir(), 'payroll-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await c.close();
});

const batchOf = async (id: number) => data<Batch>(await c.read(`/payroll/batches/${id}`));
const payStatus = async (ids: number[]) =>
  (
    await c.db
      .select({ id: nurseJobs.id, s: nurseJobs.paymentStatus })
      .from(nurseJobs)
      .where(inArray(nurseJobs.id, ids))
      .orderBy(nurseJobs.id)
  ).map((r) => r.s);
const paid = (lineId: number, batchId: number, providerTxnId: string, channel = 'MTN') =>
  c.send(`/payroll/batches/${batchId}/lines/${lineId}/paid`, {
    paid: true,
    channel,
    providerTxnId,
  });
const failed = (lineId: number, batchId: number, reason: string) =>
  c.send(`/payroll/batches/${batchId}/lines/${lineId}/paid`, { paid: false, reason });
const csvRows = (text: string) =>
  parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

describe('the payout file', () => {
  it('is only for an Approved or Exported batch; its amounts sum to the batch total, the sum of its jobs', async () => {
    const grace = await payNurse(c, 'Grace', 'Akello', '+256772111333');
    const ruth = await payNurse(c, '=Ruth', 'Atim'); // a name a spreadsheet would run
    const jobs = [
      await payJob(c, grace, { duration: 3, rate: 45_000 }),
      await payJob(c, grace, { duration: 1, rate: 60_000 }),
      await payJob(c, ruth, { duration: 7, rate: 35_000 }),
    ];
    const b = await draft(c, jobs);
    const jobAmounts = await c.db
      .select({ amount: nurseJobs.amount })
      .from(nurseJobs)
      .where(inArray(nurseJobs.id, jobs));
    expect(b.total).toBe(jobAmounts.reduce((a, j) => a + j.amount, 0));
    expect((await c.read(`/payroll/batches/${b.id}/export?format=mtn`)).statusCode).toBe(409);
    data(await c.as(c.admin2).post(`/payroll/batches/${b.id}/approve`));

    const mtn = await c.read(`/payroll/batches/${b.id}/export?format=mtn`);
    expect(mtn.statusCode, mtn.body).toBe(200);
    expect(mtn.headers['content-type']).toMatch(/^text\/csv/);
    expect(mtn.headers['content-disposition']).toBe(`attachment; filename="${b.number}-mtn.csv"`);
    const rows = csvRows(mtn.body);
    expect(Object.keys(rows[0]!)).toEqual(['MSISDN', 'Amount', 'Name', 'Reference']);
    expect(rows.reduce((a, r) => a + Number(r.Amount), 0)).toBe(b.total);
    expect(rows.map((r) => r.Reference).sort()).toEqual(
      b.lines.map((l) => `${b.number}-${l.id}`).sort(),
    );
    expect(rows.find((r) => r.Name === 'Grace Akello')!.MSISDN).toBe('256772111333');
    // the formula guard of the ledger export
    expect(rows.find((r) => r.Name?.includes('Ruth'))!.Name).toBe("'=Ruth Atim");
    expect((await batchOf(b.id)).state).toBe('Exported');

    // issue 36: both nurses have MTN numbers: the Airtel file leaves them out...
    const airtel = await c.read(`/payroll/batches/${b.id}/export?format=airtel`);
    expect(csvRows(airtel.body)).toEqual([]);
    // ...and, once the MTN file carried them, so does any other kind of file, confirmed or not
    for (const format of ['airtel', 'bank'] as const) {
      const res = await c.read(
        `/payroll/batches/${b.id}/export?format=${format}&includeMismatched=true`,
      );
      expect(res.statusCode).toBe(200);
      expect(csvRows(res.body)).toEqual([]);
      expect(String(res.headers['x-payout-left-out']).split(',')).toHaveLength(3);
    }
    // a bank sheet as a batch's first file: every line, summing to the batch's total
    const b2 = await draft(c, [await payJob(c, grace, { duration: 2, rate: 50_000 })]);
    data(await c.as(c.admin2).post(`/payroll/batches/${b2.id}/approve`));
    const bank = csvRows((await c.read(`/payroll/batches/${b2.id}/export?format=bank`)).body);
    expect(bank.reduce((a, x) => a + Number(x['Amount (UGX)']), 0)).toBe(b2.total);
    expect(Object.keys(bank[0]!)).toEqual([
      'Beneficiary name',
      'Phone',
      'Amount (UGX)',
      'Reference',
      'Narrative',
    ]);
    expect((await c.read(`/payroll/batches/${b.id}/export?format=cash`)).statusCode).toBe(400);
    const exports = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payout_batch'), eq(auditLog.entityId, b.number)));
    expect(exports.filter((e) => e.action === 'export')).toHaveLength(4);
  });
});

describe('marking lines paid', () => {
  it('makes the nurse job Paid and the batch Paid once every line is; the same transaction again changes nothing, another is refused', async () => {
    const n = await payNurse(c, 'Joy', 'Birungi');
    const jobs = [await payJob(c, n), await payJob(c, n)];
    const b = await exportedBatch(c, jobs);
    const [l1, l2] = b.lines;
    // a Draft or Approved batch takes no payment
    const d = await draft(c, [await payJob(c, n)]);
    expect((await paid(d.lines[0]!.id, d.id, 'MP1')).statusCode).toBe(409);

    const one = data<Batch>(await paid(l1!.id, b.id, 'MP240101.1234.A00001'));
    expect(one.state).toBe('Exported');
    expect(one.lines.find((l) => l.id === l1!.id)).toMatchObject({
      state: 'Paid',
      channel: 'MTN',
      providerTxnId: 'MP240101.1234.A00001',
      paidByName: 'Front Desk',
    });
    expect(await payStatus(jobs)).toEqual(['Paid', 'UnPaid']);
    // nothing paid twice
    const same = await paid(l1!.id, b.id, 'MP240101.1234.A00001');
    expect(same.statusCode).toBe(200);
    const other = await paid(l1!.id, b.id, 'MP240101.9999.Z99999');
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(PAYROLL_MESSAGES.alreadyPaidOther);
    expect((await failed(l1!.id, b.id, 'Wrong number')).statusCode).toBe(409);

    const all = data<Batch>(await paid(l2!.id, b.id, 'MP240101.1234.A00002'));
    expect(all.state).toBe('Paid');
    expect(all.paidAt).not.toBeNull();
    expect(await payStatus(jobs)).toEqual(['Paid', 'Paid']);
    // a paid batch cannot be cancelled
    expect((await c.send(`/payroll/batches/${b.id}/cancel`, {})).statusCode).toBe(409);
    // the nurse's pay history
    const history = data<NursePay>(await c.read(`/payroll/nurses/${n.id}/pay`));
    expect(history.rows.map((r) => r.providerTxnId).sort()).toEqual([
      'MP240101.1234.A00001',
      'MP240101.1234.A00002',
    ]);
    expect(history.rows[0]).toMatchObject({ batchNumber: b.number, channel: 'MTN' });
    expect(history.total).toBe(b.total);
    expect((await c.read('/payroll/nurses/999999/pay')).statusCode).toBe(404);
  });

  it('a failed line lets its job go; some paid and the rest failed is PartlyPaid', async () => {
    const n = await payNurse(c, 'Sarah', 'Nabirye');
    const jobs = [await payJob(c, n), await payJob(c, n)];
    const b = await exportedBatch(c, jobs);
    const [l1, l2] = b.lines;
    data(await paid(l1!.id, b.id, 'AM-77001', 'Airtel'));
    const after = data<Batch>(await failed(l2!.id, b.id, 'Wallet not registered'));
    expect(after.state).toBe('PartlyPaid');
    expect(after.lines.find((l) => l.id === l2!.id)).toMatchObject({
      state: 'Failed',
      failureReason: 'Wallet not registered',
    });
    expect(await payStatus(jobs)).toEqual(['Paid', 'UnPaid']);
    // the failed job can be batched again, the paid one cannot
    expect((await draft(c, [l2!.nurseJobId])).lineCount).toBe(1);
    expect((await c.send('/payroll/batches', { nurseJobIds: [l1!.nurseJobId] })).statusCode).toBe(
      409,
    );
    expect(
      (await c.send(`/payroll/batches/${b.id}/lines/${l1!.id}/paid`, { paid: true })).statusCode,
    ).toBe(400);
    expect((await paid(999_999, b.id, 'X')).statusCode).toBe(404);
  });
});

describe('a batch nobody was paid from', () => {
  it('ends Cancelled once every line failed, every job free to be batched again', async () => {
    const n = await payNurse(c, 'Hope', 'Kemigisa');
    const jobs = [await payJob(c, n), await payJob(c, n)];
    const b = await exportedBatch(c, jobs);
    data(await failed(b.lines[0]!.id, b.id, 'Number not registered'));
    const after = data<Batch>(await failed(b.lines[1]!.id, b.id, 'Number not registered'));
    expect(after.state).toBe('Cancelled');
    expect(await payStatus(jobs)).toEqual(['UnPaid', 'UnPaid']);
    expect((await draft(c, jobs)).lineCount).toBe(2);
  });
});

describe("the provider's result file", () => {
  it('applies every row in one go: paid, failed, unknown references and lines already paid, with the problems named', async () => {
    const n = await payNurse(c, 'Mercy', 'Achieng', '+256752444555');
    const jobs = [await payJob(c, n), await payJob(c, n), await payJob(c, n), await payJob(c, n)];
    const b = await exportedBatch(c, jobs);
    const [l1, l2, l3, l4] = b.lines;
    data(await paid(l1!.id, b.id, 'TXN-1'));
    const ref = (id: number) => `${b.number}-${id}`;
    const content = [
      'Transaction ID,External ID,Amount,Status,Reason',
      `TXN-1,${ref(l1!.id)},${l1!.amount},SUCCESSFUL,`,
      `TXN-2,${ref(l2!.id)},${l2!.amount},Successful,`,
      `,${ref(l3!.id)},${l3!.amount},FAILED,Receiver not registered`,
      `TXN-9,PB-2000-000001-5,1000,SUCCESSFUL,`,
      `TXN-4,${ref(l4!.id)},${l4!.amount},PENDING,`,
    ].join('\n');
    const answer = data<ResultsAnswer>(
      await c.send(`/payroll/batches/${b.id}/results`, { format: 'mtn', content }),
    );
    expect(answer).toMatchObject({ paid: 1, failed: 1, unknown: 1, alreadyPaid: 1 });
    expect(answer.problems.map((p) => p.row)).toEqual([4, 5]);
    // paid some, failed one, one still pending after the file: PartlyPaid
    expect(answer.batch.state).toBe('PartlyPaid');
    const after = await batchOf(b.id);
    expect(after.lines.map((l) => l.state)).toEqual(['Paid', 'Paid', 'Failed', 'Pending']);
    expect(after.lines[1]).toMatchObject({ providerTxnId: 'TXN-2', channel: 'MTN' });
    expect(await payStatus(jobs)).toEqual(['Paid', 'Paid', 'UnPaid', 'UnPaid']);

    // the pending one paid later by its own file: a PartlyPaid batch takes payments
    const later = `Reference,Status,Transaction Id\n${ref(l4!.id)},success,TXN-4`;
    const second = data<ResultsAnswer>(
      await c.send(`/payroll/batches/${b.id}/results`, { format: 'mtn', content: later }),
    );
    expect(second.paid).toBe(1);
    expect(await payStatus(jobs)).toEqual(['Paid', 'Paid', 'UnPaid', 'Paid']);
    // a file without the columns, or empty, is refused
    const bad = await c.send(`/payroll/batches/${b.id}/results`, {
      format: 'mtn',
      content: 'a,b\n1,2',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(PAYROLL_MESSAGES.resultsBadHeader);
  });

  it('leaves nothing half-applied when a row cannot be written', async () => {
    const n = await payNurse(c, 'Agnes', 'Kyomugisha');
    const jobs = [await payJob(c, n), await payJob(c, n)];
    const b = await exportedBatch(c, jobs);
    const [l1, l2] = b.lines;
    // the second row's nurse job refuses to be written (a test-only trigger)
    await c.db.execute(
      sql.raw(`
      create function test_refuse_job() returns trigger language plpgsql as $$
      begin if new.id = ${l2!.nurseJobId} then raise exception 'job refused'; end if; return new; end $$`),
    );
    await c.db.execute(sql`create trigger test_refuse_job before update on nurse_jobs
      for each row execute function test_refuse_job()`);
    const content = `Reference,Status,Transaction ID\n${b.number}-${l1!.id},success,T1\n${b.number}-${l2!.id},success,T2`;
    try {
      const res = await c.send(`/payroll/batches/${b.id}/results`, { format: 'mtn', content });
      expect(res.statusCode).toBe(500);
    } finally {
      await c.db.execute(sql`drop trigger test_refuse_job on nurse_jobs`);
      await c.db.execute(sql`drop function test_refuse_job()`);
    }
    // the first row was not kept without the second
    const after = await batchOf(b.id);
    expect(after.lines.map((l) => l.state)).toEqual(['Pending', 'Pending']);
    expect(after.state).toBe('Exported');
    expect(await payStatus(jobs)).toEqual(['UnPaid', 'UnPaid']);
    // and the same file applies once nothing stands in its way
    const ok = data<ResultsAnswer>(
      await c.send(`/payroll/batches/${b.id}/results`, { format: 'mtn', content }),
    );
    expect(ok.paid).toBe(2);
    expect(ok.batch.state).toBe('Paid');
  });
});

describe('the pay statement', () => {
  it("prints the service, the nurse, the period, each job with days, rate and amount, the total and the payments' references", async () => {
    const n = await payNurse(c, 'Prossy', 'Nakimuli', '+256772999000');
    const inside = await payJob(c, n, { endDate: '2026-10-12', duration: 4, rate: 45_000 });
    await payJob(c, n, { endDate: '2026-11-20', duration: 2, rate: 50_000 });
    const b = await exportedBatch(c, [inside]);
    data(await paid(b.lines[0]!.id, b.id, 'MP-STATEMENT-1'));
    const res = await c.read(`/payroll/nurses/${n.id}/statement?from=2026-10-01&to=2026-10-31`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = path.join(dir, 'statement.pdf');
    writeFileSync(file, res.rawPayload);
    const text = pdfText(file);
    expect(text).toContain('PAY STATEMENT');
    expect(text).toContain('Prossy Nakimuli');
    expect(text).toContain('01-10-2026 to 31-10-2026');
    expect(text).toContain('UGX 180,000');
    expect(text).not.toContain('UGX 100,000'); // the November job is outside the period
    expect(text).toContain(`${b.number}-${b.lines[0]!.id}`);
    expect(text).toContain('MP-STATEMENT-1');
    expect(text).toContain(b.lines[0]!.careCardNumber!);
    expect(
      (await c.read(`/payroll/nurses/${n.id}/statement?from=2026-10-31&to=2026-10-01`)).statusCode,
    ).toBe(400);
    expect(
      (await c.read(`/payroll/nurses/999999/statement?from=2026-10-01&to=2026-10-31`)).statusCode,
    ).toBe(404);
  });
});
