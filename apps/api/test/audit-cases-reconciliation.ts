import type { ReconImport, ReconLine } from '@app/contract';
import type { Ctx } from './factories.ts';
import { createIncome } from './ledger-factories.ts';
import { MTN_MAPPING, mtnCsv } from './reconciliation-factories.ts';
import { data, type Act, type W } from './audit-case-kit.ts';

// The audit cases of mobile money reconciliation (issue 25), performed from
// audit-cases.ts with its `act` and `w`: the remembered mapping, an import
// (whose exact match sets an entry Paid as the uploader), a staff match and
// its undo, each setting or restoring an entry's status.

export async function reconciliationCases(c: Ctx, cust: number, act: Act, w: W) {
  await act('PUT /reconciliation/mappings/{provider}', 'statement columns remembered', async () => {
    data(await c.put('/reconciliation/mappings/MTN', { mapping: MTN_MAPPING }));
    w('update', 'statement_mapping', 'MTN', { amount: [null, 'Amount'] });
  });
  const byReceipt = await createIncome(c, cust, {
    amount: 42_000,
    txn_date: '2026-10-01',
    status: 'Pending',
    doc_id: 'RC-AUDIT-42',
  });
  const chosen = await createIncome(c, cust, {
    amount: 43_000,
    txn_date: '2026-10-01',
    status: 'UnPaid',
  });
  const content = mtnCsv([
    { id: 'AUD0001', date: '2026-10-01 10:00', amount: '42,000', note: 'RC-AUDIT-42' },
    { id: 'AUD0002', date: '2026-10-01 11:00', amount: '43,000' },
  ]);
  await act(
    'POST /reconciliation/imports',
    'statement import, exact match by receipt',
    async () => {
      const body = { provider: 'MTN', fileName: 'october.csv', content, mapping: MTN_MAPPING };
      const queued = data(await c.send('/reconciliation/imports', body), 202) as ReconImport;
      w('create', 'statement_import', queued.id);
      // the queue's worker imports it; its exact match is the uploader's act
      for (let i = 0; i < 100; i++) {
        const now = data(await c.read(`/reconciliation/imports/${queued.id}`)) as ReconImport;
        if (now.state === 'Done') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      w('status', 'income_trace', byReceipt.id, { status: ['Pending', 'Paid'] });
    },
  );
  const lines = data(await c.read('/reconciliation/lines?month=2026-10&limit=100'));
  const line = (lines.rows as ReconLine[]).find((l) => l.transactionId === 'AUD0002')!;
  await act('POST /reconciliation/lines/{id}/match', 'payment matched by staff', async () => {
    data(await c.send(`/reconciliation/lines/${line.id}/match`, { incomeId: chosen.id }));
    w('match', 'statement_line', line.id);
    w('status', 'income_trace', chosen.id, { status: ['UnPaid', 'Paid'] });
  });
  await act('DELETE /reconciliation/lines/{id}/match', 'payment match undone', async () => {
    data(await c.del(`/reconciliation/lines/${line.id}/match`));
    w('unmatch', 'statement_line', line.id);
    w('status', 'income_trace', chosen.id, { status: ['Paid', 'UnPaid'] });
  });
}
