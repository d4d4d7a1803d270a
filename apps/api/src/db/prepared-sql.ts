import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

/**
 * A statement written with drizzle's `sql` and `sql.placeholder()`, built
 * once and prepared under `name` (ADR 015), for statements the query
 * builder cannot prepare itself, such as a write and its audit entry in one
 * WITH. Drizzle's own session prepares it, on PostgreSQL and on PGlite alike,
 * the way it prepares a builder's `.prepare(name)`: the SQL text is made
 * once per database handle, then each call only binds its values. Answers
 * the rows as the driver read them (timestamps as text, as drizzle reads
 * them), for the caller to map.
 */
export function preparedSql<V extends Record<string, unknown>>(
  name: string,
  build: (db: Db) => SQL,
) {
  const byDb = new WeakMap<Db, Prepared>();
  return async (db: Db, values: V): Promise<Record<string, unknown>[]> => {
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = prepare(db, build(db), name)));
    return rowsOf(await prepared.execute(values));
  };
}

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
 * unnamed.
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

/** A statement made into drizzle's prepared query on `db`: built to text once, then only bound. */
function prepare(db: Db, query: SQL, name: string | undefined): Prepared {
  // Every drizzle database and transaction has these; they are not in its public types.
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  return session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
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
