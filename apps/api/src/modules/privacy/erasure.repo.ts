import { and, eq, getTableColumns, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customers, nurses } from '../../db/schema/index.ts';
import type { Scope } from './erasure-scope.ts';
import { ERASURE_TABLES } from './erasure-tables.repo.ts';
import type { Person } from './subject.repo.ts';

// Issue 26: the statements of an erasure (erasure.service.ts) over the rules
// of erasure-tables.repo.ts, and the files a person's rows name.

/** Fields of hers the API names otherwise than its column (audit summaries, stored answers). */
const EXTRA_KEYS = [
  'name',
  'picture',
  'to',
  'receiver',
  'client_name',
  'user_id',
  'photo_url',
  'licence_copy',
];
/** Set by a rule but not personal: the erasure's own markers. */
const KEPT_KEYS = new Set(['deletedAt', 'erasedAt', 'online']);

/**
 * What every rule would change: rows per table, the records named (by audit
 * entity), every value they hold, and her personal fields' names (as the
 * tables and the API name them).
 */
export async function heldData(db: Db, scope: Scope) {
  const rows: Record<string, number> = {};
  const records = new Map<string, string[]>();
  const held: unknown[] = [];
  const keys = new Set(EXTRA_KEYS);
  for (const [name, rule] of Object.entries(ERASURE_TABLES[scope.kind])) {
    const where = rule.where(scope);
    if (!where) continue;
    const columns = getTableColumns(rule.table) as Record<string, PgColumn>;
    const read: Record<string, PgColumn> = rule.delete
      ? columns
      : Object.fromEntries(Object.keys(rule.set!(scope)).map((k) => [k, columns[k]!]));
    for (const [k, col] of Object.entries(read)) if (!KEPT_KEYS.has(k)) keys.add(k).add(col.name);
    const found = (await db
      .select({ ...read, _key: rule.key })
      .from(rule.table)
      .where(where)) as Record<string, unknown>[];
    if (!found.length) continue;
    rows[name] = found.length;
    for (const r of found) held.push(...Object.values(r));
    if (rule.entity) {
      const ids = records.get(rule.entity) ?? [];
      records.set(rule.entity, [...ids, ...found.map((r) => String(r._key))]);
    }
  }
  return { rows, records, held, keys };
}

/** Applies every rule of her kind: her rows deleted or their personal columns replaced. */
export async function applyErasureRules(tx: Db, scope: Scope): Promise<void> {
  for (const rule of Object.values(ERASURE_TABLES[scope.kind])) {
    const where = rule.where(scope);
    if (!where) continue;
    if (rule.delete) await tx.delete(rule.table).where(where);
    else await tx.update(rule.table).set(rule.set!(scope)).where(where);
  }
}

/** Whether another person's profile shows her picture (the same content, the same file). */
export async function pictureShared(
  db: Db,
  p: Pick<Person, 'kind' | 'id'>,
  picture: string,
): Promise<boolean> {
  const others =
    (await db.$count(
      customers,
      and(
        eq(customers.photoUrl, picture),
        p.kind === 'customer' ? ne(customers.id, p.id) : undefined,
      ),
    )) +
    (await db.$count(
      nurses,
      and(eq(nurses.profilePicture, picture), p.kind === 'nurse' ? ne(nurses.id, p.id) : undefined),
    ));
  return others > 0;
}

/** A nurse's licence copy's file, unless another nurse's row names the same file (same content). */
export async function ownLicenceCopy(db: Db, p: Person): Promise<string | null> {
  if (p.kind !== 'nurse') return null;
  const [row] = await db
    .select({ file: nurses.licenceFile })
    .from(nurses)
    .where(eq(nurses.id, p.id));
  if (!row?.file) return null;
  const others = await db.$count(
    nurses,
    and(eq(nurses.licenceFile, row.file), ne(nurses.id, p.id)),
  );
  return others ? null : row.file;
}
