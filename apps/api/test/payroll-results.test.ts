import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES, type ResultsAnswer } from '@app/contract';
import { pdfText } from './pdf-text.ts';
import { payrollPayments } from './payroll-payments-kit.ts';
import { data, exportedBatch, payJob, payNurse } from './payroll-factories.ts';

// Issue 25, nurse payroll: payments from the provider's result file, the pay
// history and the pay statement. The payout files and payments line by line
// are in payroll-payments.test.ts.
const { c, batchOf, payStatus, paid } = payrollPayments();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'payroll-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
