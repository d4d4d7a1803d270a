import { sql } from 'drizzle-orm';
import { payoutLines } from '../src/db/schema/index.ts';
import { rowsOf } from './helpers.ts';
import type { PrivacyCtx } from './privacy-factories.ts';

// The personal data suites' view of the whole database (issue 26: "dump the
// whole database and search it"), and a pay line written straight.

/** The pay line of a nurse job in a paid batch, written straight (the payroll suites test batches). */
export async function payLine(c: PrivacyCtx, jobId: number, nurseId: number, msisdn: string) {
  const [batch] = rowsOf<{ id: number }>(
    await c.db.execute(sql`INSERT INTO payout_batches (number, state, total, line_count)
      VALUES (${`PB-2026-${String(jobId).padStart(6, '0')}`}, 'Paid', 80000, 1) RETURNING id`),
  );
  const [line] = await c.db
    .insert(payoutLines)
    .values({
      batchId: batch!.id,
      nurseJobId: jobId,
      nurseId,
      nurseName: 'copied name',
      msisdn,
      days: 2,
      rate: 40_000,
      amount: 80_000,
      state: 'Paid',
      channel: 'MTN',
      providerTxnId: `TX-${jobId}`,
      paidAt: new Date(),
    })
    .returning();
  return line!;
}

/** Every row of every table of every non-system schema, as text (the dump the issue searches). */
export async function dumpDatabase(c: PrivacyCtx): Promise<{ table: string; text: string }[]> {
  const tables = rowsOf<{ s: string; t: string }>(
    await c.db.execute(sql`SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'
      ORDER BY 1, 2`),
  );
  const out: { table: string; text: string }[] = [];
  for (const { s, t } of tables) {
    const rows = rowsOf<{ x: string }>(
      await c.db.execute(sql.raw(`SELECT t::text AS x FROM "${s}"."${t}" t`)),
    );
    for (const r of rows) out.push({ table: `${s}.${t}`, text: r.x });
  }
  return out;
}

/**
 * The dump without what changes on its own: the queue's bookkeeping (pg-boss
 * job states and timings) and the ledger totals folded every second.
 */
export const dataRows = async (c: PrivacyCtx) =>
  (await dumpDatabase(c)).filter(
    (r) => !r.table.startsWith('pgboss.') && !r.table.startsWith('public.income_trace_totals'),
  );

/** The dump's rows that hold any of the values (case ignored). */
export function hits(dump: { table: string; text: string }[], values: string[]) {
  const low = values.map((v) => v.toLowerCase());
  return dump
    .filter((r) => low.some((v) => r.text.toLowerCase().includes(v)))
    .map((r) => `${r.table}: ${r.text.slice(0, 3000)}`);
}
