import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import type { Operation } from './operations.ts';
import type { Ids } from './requests.ts';

/** The table behind each integer path id, for ids of live (not deleted) records. */
const LIVE: [RegExp, string][] = [
  [/^\/api\/v1\/(customer|user_income_trace|portal\/jobcard\/customer)\//, 'customers'],
  [/^\/api\/v1\/portal\/orders\//, 'shop_orders'],
  // issue 42: a pregnancy's edit (a customer's pregnancies are under /customer/{id})
  [/^\/api\/v1\/pregnancy\//, 'pregnancies'],
  // a contact or dose recorded on her care timeline (a mistaken one removed)
  [/^\/api\/v1\/care-record\//, 'care_records'],
  [/^\/api\/v1\/income_trace\//, 'income_trace'],
  [/^\/api\/v1\/healthtips\//, 'care_tips'],
  [/^\/api\/v1\/(careteam|resume\/profile|review|portal\/jobcard\/nurse)\//, 'nurses'],
  [/^\/api\/v1\/(portal\/jobcard|job\/download)\//, 'job_cards'],
  [/^\/api\/v1\/reconciliation\/imports\//, 'statement_imports'],
  [/^\/api\/v1\/reconciliation\/lines\//, 'statement_lines'],
  // issue 43: a payment request, its check, the stand-in's answers
  [/^\/api\/v1\/payment\//, 'payment_requests'],
  [/^\/api\/v1\/payroll\/batches\/\{id\}(\/export)?$/, 'payout_batches'],
  [/^\/api\/v1\/payroll\/nurses\//, 'nurses'],
  // issue 37: a nurse job's days and their proof; a refused check
  [/^\/api\/v1\/visits\/(jobs|days)\//, 'nurse_jobs'],
  [/^\/api\/v1\/visits\/exceptions\//, 'visit_exceptions'],
  // issue 26: {kind} is given its first choice, customer
  [/^\/api\/v1\/privacy\/\{kind\}\/\{id\}\//, 'customers'],
];
/**
 * Reads given only ids of nothing (issue 25): a payout batch's file is a GET
 * whose first answer marks an Approved batch Exported (audited), and which
 * refuses a batch not yet approved (409), so a live batch is no plain read.
 */
const NO_KNOWN_ID = new Set([
  'GET /api/v1/payroll/batches/{id}/export',
  // issue 26: a person's export is accounted for (an audit entry), so it is no plain read either
  'GET /api/v1/privacy/{kind}/{id}/export',
  // issue 27: a licence copy's read is accounted for (an access entry), and a nurse without one answers 404
  'GET /api/v1/careteam/{id}/licence',
]);
const SOFT_DELETED = new Set(['customers', 'nurses', 'job_cards', 'nurse_jobs']);
/**
 * Reads that look one record up by an id in the query rather than the path
 * (issue 24: GET /sms/reach?customerId= | nurseId=), with the table behind
 * each such parameter. They answer as a read by a path id does: the record,
 * or 404 for a valid id of nothing.
 */
const QUERY_LOOKUPS: Record<string, Record<string, string>> = {
  'GET /api/v1/sms/reach': { customerId: 'customers', nurseId: 'nurses' },
  // issue 27: may this nurse be booked (issue 37: on this card); the free nurses nearest a job card
  'GET /api/v1/schedule/check': { nurseId: 'nurses', jobId: 'job_cards' },
  'GET /api/v1/schedule/free-nurses': { jobId: 'job_cards' },
  // issue 43: what is owed on a thing (the kind fixed below, so the id names a job card)
  'GET /api/v1/payments/owed': { targetId: 'job_cards' },
};
/** Other query values a lookup needs for its id to name that table's record. */
const LOOKUP_FIXED: Record<string, Record<string, string>> = {
  'GET /api/v1/payments/owed': { target: 'jobcard' },
};

/**
 * Path values of a seeded database for every operation: a live record per
 * table (uuids name `staffId`, text ids a booking), and valid ids of nothing.
 */
export async function pathIds(
  db: Db,
  staffId: string,
  /** `stateful`: give those reads (NO_KNOWN_ID) a live id too, for a test that means to change it. */
  opts: { stateful?: boolean } = {},
): Promise<Ids> {
  const one = async (q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: Record<string, string>[] }).rows[0]!;
  const docId = (await one(sql`select doc_id from bookings order by id limit 1`)).doc_id!;
  const live: Record<string, string> = {};
  for (const [, table] of LIVE) {
    const where = SOFT_DELETED.has(table) ? 'where deleted_at is null' : '';
    live[table] = (await one(sql.raw(`select min(id)::text as id from ${table} ${where}`))).id!;
  }
  const valueOf = (op: Operation, found: boolean) =>
    Object.fromEntries(
      op.pathParams.map((p) => {
        if (p.schema.format === 'uuid')
          return [p.name, found ? staffId : '00000000-0000-4000-8000-000000000000'];
        if (p.schema.type === 'integer') {
          const table = LIVE.find(([re]) => re.test(op.path))?.[1];
          return [p.name, found && table ? live[table]! : '2147483647'];
        }
        if (p.name === 'name') return [p.name, 'f'.repeat(64) + '.webp'];
        // issue 27: a calendar feed's address (its secret); a seeded database has none
        if (p.name === 'file') return [p.name, 'f'.repeat(43) + '.ics'];
        // a choice (issue 25: /reconciliation/mappings/{provider}): its first one, or none of them
        if (Array.isArray(p.schema.enum))
          return [p.name, found ? String(p.schema.enum[0]) : 'NO-SUCH-CHOICE'];
        return [p.name, found ? docId : 'NO-SUCH-DOC'];
      }),
    );
  return {
    // no picture, and no calendar feed, is stored in a seeded database
    known: (op) =>
      op.pathParams.some((p) => p.name === 'name' || p.name === 'file') ||
      (NO_KNOWN_ID.has(op.key) && !opts.stateful) ||
      // a table the seed leaves empty has no live record to read
      op.pathParams.some((p) => {
        const table = LIVE.find(([re]) => re.test(op.path))?.[1];
        return p.schema.type === 'integer' && table !== undefined && !live[table];
      })
        ? []
        : [valueOf(op, true)],
    unknown: (op) => valueOf(op, false),
    lookups: (op) =>
      Object.entries(QUERY_LOOKUPS[op.key] ?? {}).map(([name, table]) => {
        if (!op.query.some((p) => p.name === name)) throw new Error(`${op.key} has no ${name}`);
        return {
          name,
          known: live[table]!,
          unknown: '2147483647',
          fixed: LOOKUP_FIXED[op.key] ?? {},
        };
      }),
  };
}
