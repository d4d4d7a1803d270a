import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Income } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { jsonObject } from '../../db/field-map.ts';
import { preparedByShape } from '../../db/prepared-sql.ts';
import { customers, incomeTrace } from '../../db/schema/index.ts';
import { actorPlaceholders, actorValues, auditedSql, type Actor } from '../../platform/audit.ts';
import { ownClaim, type Claim } from '../../platform/idempotency.ts';
import { incomeFields, NEW_ENTRY_COLUMNS } from './income-fields.repo.ts';

const p = sql.placeholder;

// The placeholders are the answer's keys (income-fields.repo.ts): the form's
// values and created_by are bound as they are.
const customerLive = sql`${customers.id} = ${p('user_id')}::integer AND ${customers.deletedAt} IS NULL`;
/** Receipt numbers are unique whatever their case (issue 7). */
const receiptTaken = sql`EXISTS (SELECT 1 FROM ${incomeTrace}
  WHERE lower(${incomeTrace.docId}) = lower(${p('doc_id')}::text))`;

/** The new entry's row, `v`, under the table's column names (and its customer's). */
const newRow = alias(incomeTrace, 'v');
const newRowCustomer = alias(customers, 'v');
const entryColumns = sql.join(
  NEW_ENTRY_COLUMNS.map((w) => sql.identifier(w.column.name)),
  sql`, `,
);

/**
 * A new entry and its audit entry in one statement (platform/audit.ts),
 * built once per shape and prepared by name (ADR 015): the write every sale
 * records. `v` is the row it writes (the id from the table's sequence,
 * `now()`, the customer's fields for the answer), made only for a live
 * customer and a receipt number not used yet: the checks and the read cost
 * no statements of their own (ADR 017). `ans` is the answer, built from `v`
 * by the one field map (ADR 032). Always one row: `locked`, the answer
 * `data` (null when nothing was written) and then why, in the statement's
 * own snapshot: `customer_live`, `receipt_free`.
 *
 * With an idempotency key the same statement claims it (ADR 021,
 * platform/idempotency.ts `ownClaim`): it takes the key's lock, writes the
 * key done with the answer unless a live claim holds it, and writes the
 * entry only when the key was written.
 */
const createStatement = preparedByShape(
  ({ keyed }: { keyed: boolean }) => {
    const values = sql`v AS (
      SELECT nextval(pg_get_serial_sequence('income_trace', 'id'))::integer AS id, ${sql.join(
        NEW_ENTRY_COLUMNS.map(
          (w) =>
            sql`${p(w.key)}::${sql.raw(w.column.getSQLType())} AS ${sql.identifier(w.column.name)}`,
        ),
        sql`, `,
      )}, now() AS created_at, now() AS updated_at, ${sql.join(
        Object.values(incomeFields().User).map((c) => sql`${c} AS ${sql.identifier(c.name)}`),
        sql`, `,
      )}
      FROM ${customers}${keyed ? sql`, claim_lock` : sql``}
      WHERE ${customerLive} AND NOT ${receiptTaken}${keyed ? sql` AND claim_lock.got` : sql``})`;
    const answer = sql`ans AS (SELECT ${jsonObject(incomeFields(newRow, newRowCustomer))} AS data FROM v)`;
    const claim = ownClaim.claim({
      status: 201,
      body: sql`jsonb_build_object('status', 'success', 'data', ans.data)`,
      from: sql`ans`,
    });
    const nothingWritten = sql`NOT EXISTS (SELECT 1 FROM w)`;
    return auditedSql(
      sql`INSERT INTO ${incomeTrace} (id, ${entryColumns}, created_at, updated_at) OVERRIDING SYSTEM VALUE
        SELECT id, ${entryColumns}, created_at, updated_at
        FROM v ${keyed ? sql`WHERE ${ownClaim.claimed}` : sql``}
        RETURNING id`,
      { ...actorPlaceholders, action: 'create', entity: 'income_trace', summary: p('entry') },
      {
        before: keyed
          ? sql`${ownClaim.lock}, ${values}, ${answer}, ${claim}`
          : sql`${values}, ${answer}`,
        select: sql`SELECT ${keyed ? ownClaim.got : sql`true`} AS locked,
          (SELECT data FROM ans WHERE NOT ${nothingWritten}) AS data,
          CASE WHEN ${nothingWritten} THEN EXISTS (SELECT 1 FROM ${customers} WHERE ${customerLive}) END AS customer_live,
          CASE WHEN ${nothingWritten} THEN NOT ${receiptTaken} END AS receipt_free`,
      },
    );
  },
  ({ keyed }) => (keyed ? 'income_create_keyed' : 'income_create'),
);

/** What the write did: the answer, or why it wrote nothing. */
export type Created = {
  /** false: the key's lock was not got (a request with the key is running). */
  locked: boolean;
  data: Income | null;
  customerLive: boolean;
  receiptFree: boolean;
};

/**
 * Writes a new entry (the form's fields and created_by, by their answer
 * keys) with its audit entry (whose summary is given); with `claim`, claims
 * its key in the same statement.
 */
export async function createIncome(
  db: Db,
  entry: Record<string, unknown>,
  actor: Actor,
  summary: Record<string, unknown>,
  claim?: Claim,
): Promise<Created> {
  const values: Record<string, unknown> = {
    ...claim?.values,
    ...actorValues(actor),
    entry: JSON.stringify(summary),
  };
  for (const w of NEW_ENTRY_COLUMNS) values[w.key] = entry[w.key] ?? null;
  const [row] = await createStatement(db, { keyed: !!claim }, values);
  return {
    locked: row!.locked === true,
    data: (row!.data as Income | null) ?? null,
    customerLive: row!.customer_live !== false,
    receiptFree: row!.receipt_free !== false,
  };
}
