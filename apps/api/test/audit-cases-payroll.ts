import { expect } from 'vitest';
import { API_BASE, type Batch } from '@app/contract';
import type { Ctx } from './factories.ts';
import { payJob, payNurse } from './payroll-factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of nurse payroll (issue 25), performed from audit-cases.ts
// with its `act` and `w`: a batch drafted (STAFF), approved (the ADMIN), a
// line paid by hand and one from a result file, another batch cancelled, and
// two-person approval switched off and on again (ADMIN).

export async function payrollCases(
  c: Ctx,
  admin: { id: string; headers: Record<string, string> },
  act: Act,
  w: W,
) {
  const nurse = await payNurse(c, 'Audit', 'Nurse');
  const jobs = [await payJob(c, nurse), await payJob(c, nurse), await payJob(c, nurse)];
  const batch = await act('POST /payroll/batches', 'payout batch drafted', async () => {
    const b = data<Batch>(await c.send('/payroll/batches', { nurseJobIds: jobs.slice(0, 2) }), 201);
    w('create', 'payout_batch', b.number);
    return b;
  });
  await act('POST /payroll/batches/{id}/approve', 'payout batch approved', async () => {
    data(await c.post(`/payroll/batches/${batch.id}/approve`, {}, admin.headers));
    w('status', 'payout_batch', batch.number, { state: ['Draft', 'Approved'] }, admin.id);
  });
  // the export (a GET, audited too) moves it to Exported, outside any case (an MTN
  // number: issue 36 leaves it out of an Airtel file)
  expect((await c.read(`/payroll/batches/${batch.id}/export?format=mtn`)).statusCode).toBe(200);
  const [l1, l2] = batch.lines;
  await act('POST /payroll/batches/{id}/lines/{lineId}/paid', 'payout line paid', async () => {
    const body = { paid: true, channel: 'Airtel', providerTxnId: 'AM-AUDIT-1' };
    data(await c.send(`/payroll/batches/${batch.id}/lines/${l1!.id}/paid`, body));
    w('paid', 'payout_line', l1!.id, { state: ['Pending', 'Paid'] });
  });
  await act('POST /payroll/batches/{id}/results', 'payout result file', async () => {
    const content = `Reference,Status,Transaction ID\n${l2!.reference},Successful,AM-AUDIT-2\n`;
    data(await c.send(`/payroll/batches/${batch.id}/results`, { format: 'airtel', content }));
    w('paid', 'payout_line', l2!.id, { state: ['Pending', 'Paid'] });
    w('status', 'payout_batch', batch.number, { state: ['Exported', 'Paid'] });
  });
  await act('POST /payroll/batches/{id}/cancel', 'payout batch cancelled', async () => {
    const other = data<Batch>(await c.send('/payroll/batches', { nurseJobIds: [jobs[2]] }), 201);
    data(await c.send(`/payroll/batches/${other.id}/cancel`, {}));
    w('status', 'payout_batch', other.number, { state: ['Draft', 'Cancelled'] });
  });
  const settings = (twoApprovers: boolean) =>
    c.app.inject({
      method: 'PATCH',
      url: `${API_BASE}/payroll/settings`,
      payload: { twoApprovers },
      headers: admin.headers,
    });
  await act('PATCH /payroll/settings', 'two-person approval switched off', async () => {
    data(await settings(false));
    w('update', 'payroll_settings', 'twoApprovers', { twoApprovers: [true, false] }, admin.id);
  });
  data(await settings(true));
}
