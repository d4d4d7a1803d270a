import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';

// Parts of a statement written into its text rather than bound as parameters
// (ADR 015): our own words (a status, a grain, a column name) and the
// page size. PostgreSQL then estimates them from its statistics in the plan it
// prepares once per connection, finds that plan as good as one made for each
// call, and stops planning the statement again on every call. Values that
// come from the user (a name, a date, an offset) always stay parameters.

/** A word of our own, as an SQL string literal; anything else is refused. */
function word(w: string): SQL {
  if (!/^[A-Za-z_]*$/.test(w)) throw new Error(`not a fixed word: ${w}`);
  return sql.raw(`'${w}'`);
}

/** `column = 'word'`. */
export const fixedEq = (column: Column, w: string): SQL => sql`${column} = ${word(w)}`;

/** `column IN ('a', 'b')`. */
export const fixedIn = (column: Column, words: readonly string[]): SQL =>
  sql`${column} IN (${sql.join(words.map(word), sql`, `)})`;

/**
 * `OFFSET $n LIMIT 40`, or only `LIMIT 40` for a first page. The size is
 * checked here too (1-100, as the contract allows), as it is written in.
 */
export function pageWindow(offset: number | SQL | Placeholder, limit: number): SQL {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Error('bad page size');
  const take = sql.raw(`LIMIT ${limit}`);
  return offset === 0 ? take : sql`OFFSET ${offset} ${take}`;
}
