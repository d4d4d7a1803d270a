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

/** Appends one entry; pass the transaction so the entry commits with the change. */
export async function audit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip ?? null,
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
 * matched nothing leaves no entry. Answers the rows as the table's select type.
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
      actorId: actor.id,
      actorEmail: actor.email,
      ip: actor.ip ?? null,
      action: entry.action,
      entity: entry.entity,
      summary: entry.summary === undefined ? null : JSON.stringify(entry.summary),
    }),
  );
  return rowsAs(table, (result as unknown as { rows: Record<string, unknown>[] }).rows);
}

/** What an audit entry holds, each a value or a `sql.placeholder()` (db/prepared-sql.ts). */
type EntryParts = Record<
  'actorId' | 'actorEmail' | 'ip' | 'action' | 'entity',
  string | null | Placeholder
> & {
  /** JSON text, or an expression over the written rows `w`. */
  summary: string | null | Placeholder | SQL;
};

/**
 * The WITH of auditedWrite: `before` (statements of the WITH the write may
 * read), the write, then its entry for each row it returned (summary: JSON
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
    SELECT ${e.actorId}, ${e.actorEmail}, ${e.ip}, ${e.action}, ${e.entity},
           w.id::text, ${e.summary}::jsonb
    FROM w)${also ? sql`, ${also}` : sql``}
  ${select}`;
