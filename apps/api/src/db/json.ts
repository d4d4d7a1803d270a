import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamp as the API writes it (Date.toISOString: UTC, milliseconds), in JSON built by SQL. */
export const isoText = (column: SQL | AnyPgColumn) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An answer's `data` as JSON text the database wrote, in the API's shape
 * already (ADR 015): the server sends it on without parsing it, checking
 * it against the response schema and writing it again. Only for statements
 * that name every field they build, never a whole row.
 */
export type JsonText = { readonly json: string };
