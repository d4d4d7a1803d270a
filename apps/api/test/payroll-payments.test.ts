import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES, type Batch, type NursePay } from '@app/contract';
import { auditLog, nurseJobs } from '../src/db/schema/index.ts';
import { csvRows, payrollPayments } from './payroll-payments-kit.ts';
import { data, draft, exportedBatch, payJob, payNurse } from './payroll-factories.ts';

// Issue 25, nurse payroll: the payout files and payments line by line. The
// provider's result file, the pay history and the pay statement are in
// payroll-results.test.ts.
const { c, batchOf, payStatus, paid, failed } = payrollPayments();

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
