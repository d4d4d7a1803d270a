import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

// Row count and an MD5 of every row's text, per table of the public schema:
// two fingerprints are equal only if no row was added, removed or changed.

export type Fingerprint = Record<string, { rows: number; checksum: string }>;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as Rows<T>).rows;

/**
 * `ignore` names columns left out of the checksum (table -> columns), for
 * bookkeeping that legitimately moves without any row being added or lost.
 */
export async function fingerprint(
  db: Db,
  opts: { ignore?: Record<string, string[]> } = {},
): Promise<Fingerprint> {
  // The server folds the ledger's appended total changes into the totals
  // every second (ADR 009): the same totals, kept in two tables.
  // Fold first, so a fold between two fingerprints is not a change.
  await db.execute(sql`select income_trace_totals_fold()`);
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         order by c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (opts.ignore?.[table_name]?.includes(column_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const out: Fingerprint = {};
  for (const [table, cols] of byTable) {
    const list = cols.map((c) => `"${c}"`).join(', ');
    const [row] = await rowsOf<{ rows: number; checksum: string }>(
      db,
      sql.raw(
        `select count(*)::int as rows,
                coalesce(md5(string_agg(r, E'\\n' order by r)), '') as checksum
           from (select row(${list})::text as r from "${table}") s`,
      ),
    );
    out[table] = row!;
  }
  return out;
}

/** Tables whose fingerprint differs, with before and after. */
export function changedTables(before: Fingerprint, after: Fingerprint) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((n) => JSON.stringify(before[n]) !== JSON.stringify(after[n]))
    .map((n) => ({ table: n, before: before[n], after: after[n] }));
}
