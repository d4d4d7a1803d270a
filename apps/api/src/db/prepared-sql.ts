import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

/**
 * The SQL text of a statement, as the database handles' own dialect writes
 * it: db/client.ts opens both databases without options for the dialect
 * (drizzle's `casing`), and this one has none either
 * (prepared-sql.test.ts compares the texts the two write).
 */
const dialect = new PgDialect();

/**
 * Every column of `table` this code knows, by name: never `table.*` in a
 * prepared statement. A migration that adds a column while an older server
 * still runs (an upgrade without downtime, docs/deploy.md) would change what
 * `*` answers, and PostgreSQL then refuses that server's prepared statement
 * ("cached plan must not change result type") until it restarts.
 */
export const allColumns = (table: PgTable): SQL =>
  sql.join(
    Object.values(getTableColumns(table)).map((c) => sql`${table}.${sql.identifier(c.name)}`),
    sql`, `,
  );

/** The text and parameters a statement is prepared with. */
export const statementOf = (query: SQL) => dialect.sqlToQuery(query);

/** Shapes kept per database handle; past this many, a statement is built for its call. */
const MAX_SHAPES = 256;

/**
 * Statements whose text depends only on a shape: which parts they have (a
 * filter set or not, a sort, a page size), never a value, which is always a
 * `sql.placeholder()`. `build` sees only the shape, so one shape is one text:
 * it is built and prepared the first time the shape is seen on a database
 * handle, and each later call only binds its values (ADR 017). With
 * `nameOf`, each shape's statement is prepared under that name; without, the
 * driver names it by its text (db/client.ts), or leaves a pattern match
 * unnamed. Answers the rows as the driver read them (timestamps as text, as
 * drizzle reads them), for the caller to map (db/rows.ts).
 */
export function preparedByShape<S>(build: (shape: S) => SQL, nameOf?: (shape: S) => string) {
  const byDb = new WeakMap<Db, Map<string, Prepared>>();
  return async (
    db: Db,
    shape: S,
    values: Record<string, unknown>,
  ): Promise<Record<string, unknown>[]> => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    const key = JSON.stringify(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      prepared = prepare(db, build(shape), nameOf?.(shape));
      if (shapes.size < MAX_SHAPES) shapes.set(key, prepared);
    }
    return rowsOf(await prepared.execute(values));
  };
}

/**
 * A statement of one shape, written with drizzle's `sql` and
 * `sql.placeholder()`, prepared under `name` (ADR 015): for statements the
 * query builder cannot prepare itself, such as a write and its audit entry
 * in one WITH.
 */
export function preparedSql<V extends Record<string, unknown>>(name: string, build: () => SQL) {
  const statement = preparedByShape(build, () => name);
  return (db: Db, values: V) => statement(db, null, values);
}

/**
 * A statement made into drizzle's own prepared query on `db`, on PostgreSQL
 * and PGlite alike, the way the query builder's `.prepare(name)` makes one:
 * the text is written once, then each call only binds its values. Only
 * drizzle's public types are used: the handle's session (`db._.session`)
 * and the dialect's `sqlToQuery`.
 */
function prepare(db: Db, query: SQL, name: string | undefined): Prepared {
  return db._.session.prepareQuery(statementOf(query), undefined, name, false);
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * A value made on first use and kept: how a repository holds a query it
 * prepares once (`.prepare(name)`), so the builder is not run per request.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
