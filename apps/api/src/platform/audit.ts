import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { rowsAs } from '../db/rows.ts';
import { auditLog } from '../db/schema/index.ts';

export type Actor = { id: string | null; email: string | null; ip?: string | null };

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  summary?: Record<string, unknown>;
};

/** Who an entry names, as the log's columns take it. */
export const actorValues = (actor: Actor) => ({
  actorId: actor.id,
  actorEmail: actor.email,
  ip: actor.ip ?? null,
});

/**
 * The actor of an entry in a statement built once (db/prepared-sql.ts): its
 * placeholders, bound per call with `actorValues(actor)`.
 */
export const actorPlaceholders = {
  actorId: sql.placeholder('actorId'),
  actorEmail: sql.placeholder('actorEmail'),
  ip: sql.placeholder('ip'),
};

/** Appends one entry; pass the transaction so the entry commits with the change. */
export async function audit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...actorValues(actor),
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary ?? null,
  });
}

/**
 * One INSERT or UPDATE … RETURNING and its audit entry in a single statement
 * (a data-modifying WITH): as atomic as a transaction around the two, without
 * the BEGIN and COMMIT round trips (ADR 015). The entry is appended for
 * each row the write returned (its `id` as the entity id), so a write that
 * matched nothing leaves no entry. Answers the rows as the table's select
 * type. Built for its call: a statement run often is built once instead
 * (`auditedSql` with db/prepared-sql.ts).
 */
export async function auditedWrite<T extends PgTable>(
  db: Db,
  table: T,
  write: { getSQL(): SQL },
  actor: Actor,
  entry: Omit<AuditEntry, 'entityId'>,
): Promise<T['$inferSelect'][]> {
  const result = await db.execute(
    auditedSql(write.getSQL(), {
      ...actorValues(actor),
      action: entry.action,
      entity: entry.entity,
      summary: entry.summary === undefined ? null : JSON.stringify(entry.summary),
    }),
  );
  return rowsAs(table, (result as unknown as { rows: Record<string, unknown>[] }).rows);
}

type Part = string | null | Placeholder;
/** JSON text, or an expression over the written rows `w`. */
type Summary = Part | SQL;
type Entry = { action: string; summary: Summary };

/**
 * What an audit entry holds, each a value or a `sql.placeholder()`
 * (`actorPlaceholders`): one entry, or several for each written row (an
 * edit that also moves a status), appended in their order.
 */
type EntryParts = Record<'actorId' | 'actorEmail' | 'ip' | 'entity', Part> &
  ({ action: Part; summary: Summary } | { entries: readonly [Entry, ...Entry[]] });

/**
 * The WITH of auditedWrite: `before` (statements of the WITH the write may
 * read), the write, then its entries for each row it returned (summary: JSON
 * text); then `also` (more statements of the WITH, over the written rows
 * `w`), and answers `select` (by default the rows).
 */
export const auditedSql = (
  write: SQL,
  e: EntryParts,
  { before, also, select = sql`SELECT * FROM w` }: { before?: SQL; also?: SQL; select?: SQL } = {},
) => sql`
  WITH ${before ? sql`${before},` : sql``} w AS (${write}),
  a AS (
    INSERT INTO ${auditLog} (actor_id, actor_email, ip, action, entity, entity_id, summary)
    ${entryRows(e)})${also ? sql`, ${also}` : sql``}
  ${select}`;

/** The rows of audit_log a write appends: the actor's columns are typed by the INSERT. */
function entryRows(e: EntryParts): SQL {
  const select = (action: Part | SQL, summary: SQL) =>
    sql`SELECT ${e.actorId}, ${e.actorEmail}, ${e.ip}, ${action}, ${e.entity}, w.id::text, ${summary}`;
  const [only, ...more] = 'entries' in e ? e.entries : [e];
  if (more.length === 0) return sql`${select(only.action, sql`${only.summary}::jsonb`)} FROM w`;
  // Each row's entries in the order given; ids follow the order rows are inserted in.
  const entries = [only, ...more].map(
    ({ action, summary }, i) => sql`(${sql.raw(String(i))}, ${action}, ${summary}::jsonb)`,
  );
  return sql`${select(sql`e.action`, sql`e.summary`)}
    FROM w CROSS JOIN LATERAL (VALUES ${sql.join(entries, sql`, `)}) AS e(n, action, summary)
    ORDER BY w.id, e.n`;
}
