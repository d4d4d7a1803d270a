import { Column, getTableColumns, is, sql, type SQL, type Table } from 'drizzle-orm';
import { isoText } from './json.ts';

// One definition per answer shape (ADR 032): a field map names, for each
// key of the contract's type, where the value comes from. The JSON the
// database builds (json_build_object, or a select list for json_agg) and
// any mapping of a row in TypeScript are both generated from it, so the
// two cannot drift apart, and a key the contract adds or drops fails to
// compile until the map follows.

const COMPUTED = Symbol('computed field');

/**
 * A value the database works out (a cast, a subquery, a default). `ts`
 * writes the same from a row the query builder read, where rows can give
 * it; `column`, the column it stands for, when a form writes that column.
 */
export type Computed<Row = never> = {
  readonly [COMPUTED]: true;
  readonly sql: SQL;
  readonly ts?: (row: Row) => unknown;
  readonly column?: Column;
};

/** One field: a column as the database stores it, or a computed value. */
export type Field<Row = never> = Column | Computed<Row>;

type Nested<T, Row> = [NonNullable<T>] extends [readonly unknown[]]
  ? never
  : [NonNullable<T>] extends [Record<string, unknown>]
    ? FieldMap<NonNullable<T>, Row>
    : never;

/**
 * An answer's fields, keyed exactly as the contract's type `Answer` (use
 * with `satisfies`: a key missing or extra fails to compile), listed in the
 * order the JSON writes them. A nested object is a map of its own.
 */
export type FieldMap<Answer, Row = never> = {
  readonly [K in keyof Answer]-?: Field<Row> | Nested<Answer[K], Row>;
};

/** Any field map, whatever its answer. */
type AnyMap = { readonly [key: string]: Field<never> | AnyMap };

/** A table's columns, by their keys, as a field map reads them: the table itself or an alias of it (drizzle's `alias()`). */
export type ColumnsOf<T extends Table> = { readonly [K in keyof T['_']['columns']]: Column };

export function computed<Row = never>(
  value: SQL,
  opts: { ts?: (row: Row) => unknown; column?: Column } = {},
): Computed<Row> {
  return { [COMPUTED]: true, sql: value, ...opts };
}

/** A date column (drizzle's string mode: YYYY-MM-DD) as that text. */
export const dayText = (column: Column) =>
  computed<Record<string, unknown>>(sql`${column}::text`, {
    column,
    ts: (row) => row[keyOf(column)],
  });

/** A timestamp as the API writes it: Date.toISOString(), UTC with milliseconds. */
export const isoTime = (column: Column) =>
  computed<Record<string, unknown>>(isoText(sql`${column}`), {
    column,
    ts: (row) => (row[keyOf(column)] as Date).toISOString(),
  });

/** A timestamp that may be unset: its ISO text, or null. */
export const isoTimeOrNull = (column: Column) =>
  computed<Record<string, unknown>>(isoText(sql`${column}`), {
    column,
    ts: (row) => (row[keyOf(column)] as Date | null)?.toISOString() ?? null,
  });

const isComputed = (f: unknown): f is Computed<unknown> =>
  typeof f === 'object' && f !== null && COMPUTED in f;

/** A JSON key written into the statement's text: only our own identifiers. */
function keyLiteral(key: string): SQL {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`not a field name: ${key}`);
  return sql.raw(`'${key}'`);
}

/** PostgreSQL takes at most 100 arguments to a function. */
const MAX_PAIRS = 50;

function valueSql(f: Field<never> | AnyMap): SQL {
  if (is(f, Column)) return sql`${f}`;
  if (isComputed(f)) return f.sql;
  return jsonObject(f as AnyMap);
}

/** The answer as `json_build_object('key', value, ...)`, keys in the map's order. */
export function jsonObject(map: object): SQL {
  const entries = Object.entries(map as AnyMap);
  if (entries.length > MAX_PAIRS) throw new Error('json_build_object takes at most 50 fields');
  return sql`json_build_object(${sql.join(
    entries.map(([k, f]) => sql`${keyLiteral(k)}, ${valueSql(f)}`),
    sql`, `,
  )})`;
}

/** The answer as a select list (`value AS "key", ...`), for `json_agg()` of whole rows. */
export function selectList(map: object): SQL {
  return sql.join(
    Object.entries(map as AnyMap).map(([k, f]) => sql`${valueSql(f)} AS ${sql.identifier(k)}`),
    sql`, `,
  );
}

const keys = new WeakMap<Column, string>();

/** A column's key in its table (the key a query builder's row has it under). */
export function keyOf(column: Column): string {
  let key = keys.get(column);
  if (key === undefined) {
    for (const [k, c] of Object.entries(getTableColumns(column.table))) keys.set(c, k);
    key = keys.get(column);
    if (key === undefined) throw new Error(`${column.name}: not a column of its table`);
  }
  return key;
}

/** The answer from a row the query builder read (keys as the table's), by the same map. */
export function mapRow<Answer, Row>(map: FieldMap<Answer, Row>, row: Row): Answer {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(map as AnyMap)) {
    if (is(f, Column)) out[k] = (row as Record<string, unknown>)[keyOf(f)];
    else if (isComputed(f)) {
      if (!f.ts) throw new Error(`${k}: only the database writes this field`);
      out[k] = (f.ts as (r: Row) => unknown)(row);
    } else out[k] = mapRow(f as FieldMap<unknown, Row>, row);
  }
  return out as Answer;
}

/** A field a form writes: its key in the form and the answer, and its column. */
export type Written = { readonly key: string; readonly column: Column; readonly columnKey: string };

/**
 * The columns a form writes, found by its keys in the answer's map: a form
 * field is the answer's field of the same key, which must stand for one
 * column of the table (checked when the module loads).
 */
export function writtenBy(map: object, formKeys: readonly string[]): readonly Written[] {
  return formKeys.map((key) => {
    const f = (map as AnyMap)[key];
    const column = is(f, Column) ? f : isComputed(f) ? f.column : undefined;
    if (!column) throw new Error(`form field ${key}: no column of the answer stands for it`);
    return { key, column, columnKey: keyOf(column) };
  });
}

/** A form's values as the table's insert or update values (keys as the table's). */
export function columnValues(written: readonly Written[], form: object): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const w of written) values[w.columnKey] = (form as Record<string, unknown>)[w.key];
  return values;
}
