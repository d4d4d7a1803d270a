import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Batch } from '@app/contract';
import { nurseJobs } from '../src/db/schema/index.ts';
import { data, payrollSetup, type PayCtx } from './payroll-factories.ts';

// The payroll app and the requests of payroll-payments.test.ts and
// payroll-results.test.ts (issue 25).

export const csvRows = (text: string) =>
  parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

/**
 * The payroll app (payrollSetup) and its requests, for one test file. The
 * state is in what this returns, not in this module: the API suite loads a
 * module once per worker (isolate: false in vitest.config.ts).
 */
export function payrollPayments() {
  const c = {} as PayCtx;
  beforeAll(async () => {
    Object.assign(c, await payrollSetup());
  });
  afterAll(() => c.close());

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

  return { c, batchOf, payStatus, paid, failed };
}
