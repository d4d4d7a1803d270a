import { getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Each table's columns as [key, column], worked out once (rowsAs runs per request). */
const columnsOf = new WeakMap<PgTable, [string, Column][]>();

/** Rows as the driver read them, as the table's select type (drizzle's own mapping per column). */
export function rowsAs<T extends PgTable>(
  table: T,
  rows: Record<string, unknown>[],
): T['$inferSelect'][] {
  let columns = columnsOf.get(table);
  if (!columns) columnsOf.set(table, (columns = Object.entries(getTableColumns(table))));
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`). */
export const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
