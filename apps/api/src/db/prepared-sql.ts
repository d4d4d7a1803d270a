import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

/**
 * A statement written with drizzle's `sql` and `sql.placeholder()`, built
 * once and prepared under `name` (decision 015), for statements the query
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
    if (!prepared) {
      // Every drizzle database and transaction has these; they are not in its public types.
      const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
      prepared = session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, name, false);
      byDb.set(db, prepared);
    }
    const result = await prepared.execute(values);
    return (result as { rows: Record<string, unknown>[] }).rows;
  };
}

/**
 * A value made on first use and kept: how a repository holds a query it
 * prepares once (`.prepare(name)`), so the builder is not run per request.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
