import { sql, type SQL } from 'drizzle-orm';
import type { CareDueItem, CareDueState, CareStepKind } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { pageWindow } from '../../db/fixed.ts';
import { computed, dayText, jsonObject, type FieldMap } from '../../db/field-map.ts';
import { preparedByShape, preparedSql } from '../../db/prepared-sql.ts';
import { babies, careSteps, customers } from '../../db/schema/index.ts';
import { ugandaToday } from '../../db/uganda-time.ts';
import { readAsOf, type AsOf } from '../../platform/data-changes.repo.ts';

// Issue 42: the Care due worklist and Home's counts, read from care_steps
// alone (care-steps.service.ts keeps them): each a single statement whose
// text depends only on its filters (ADR 017), an index-only range scan of
// care_steps_due_idx (care_steps_station_idx by station) for the page's
// ids and the count, the page's rows then built by the database as JSON.

const p = (name: string) => sql.placeholder(name);
const today = ugandaToday();

/** Where a step not done stands today (ADR 054's window); a closed window is never read. */
const stateSql = sql`CASE WHEN ${today} < ${careSteps.dueFrom} THEN 'upcoming'
  WHEN ${today} <= ${careSteps.dueUntil} THEN 'due' ELSE 'overdue' END`;

/** One row of the worklist (careDueItemSchema), over care_steps, customers and babies (left). */
const careDueFields = {
  customer_id: careSteps.customerId,
  customer_name: computed(sql`concat_ws(' ', ${customers.firstname}, ${customers.lastname})`),
  phonenumber: customers.phonenumber,
  station: careSteps.station,
  step: careSteps.stepKey,
  label: careSteps.label,
  kind: careSteps.kind,
  vaccines: careSteps.vaccines,
  pregnancy_id: careSteps.pregnancyId,
  baby_id: careSteps.babyId,
  baby_name: babies.name,
  target: dayText(careSteps.target),
  dueFrom: dayText(careSteps.dueFrom),
  dueUntil: dayText(careSteps.dueUntil),
  overdueUntil: dayText(careSteps.overdueUntil),
  state: computed(stateSql),
} satisfies FieldMap<CareDueItem>;

export type CareDueShape = {
  /** A station (`station`), none recorded, or any. */
  station: 'one' | 'none' | null;
  kind: boolean;
  state: CareDueState | null;
  /** A first page has no OFFSET (ADR 015). */
  first: boolean;
  limit: number;
};

export type CareDueValues = {
  from: string;
  to: string;
  station?: string | undefined;
  kind?: CareStepKind | undefined;
  offset: number;
};

const STATE: Record<CareDueState, SQL> = {
  due: sql`${careSteps.dueFrom} <= ${today} AND ${careSteps.dueUntil} >= ${today}`,
  overdue: sql`${careSteps.dueUntil} < ${today}`,
  upcoming: sql`${careSteps.dueFrom} > ${today}`,
};

/**
 * The steps whose due or overdue days meet [from, to], none whose window
 * has closed before today, by station, kind and state.
 */
function filter(s: CareDueShape): SQL {
  const parts = [
    sql`${careSteps.dueFrom} <= ${p('to')}::date`,
    sql`${careSteps.overdueUntil} >= greatest(${p('from')}::date, ${today})`,
  ];
  if (s.station === 'one') parts.push(sql`${careSteps.station} = ${p('station')}::text`);
  if (s.station === 'none') parts.push(sql`${careSteps.station} IS NULL`);
  if (s.kind) parts.push(sql`${careSteps.kind} = ${p('kind')}::text`);
  if (s.state) parts.push(STATE[s.state]);
  return sql.join(parts, sql` AND `);
}

const order = sql`${careSteps.dueFrom}, ${careSteps.customerId}, ${careSteps.id}`;

/** A page of rows with the count of all on each, and the snapshot it was read in (ADR 055). */
const pageStatement = preparedByShape(
  (s: CareDueShape) => sql`SELECT ${jsonObject(careDueFields)}::text AS json,
    (SELECT count(*) FROM ${careSteps} WHERE ${filter(s)}) AS total, ${readAsOf}
  FROM ${careSteps} JOIN ${customers} ON ${customers.id} = ${careSteps.customerId}
    LEFT JOIN ${babies} ON ${babies.id} = ${careSteps.babyId}
  WHERE ${careSteps.id} = ANY(ARRAY(
    SELECT ${careSteps.id} FROM ${careSteps} WHERE ${filter(s)}
    ORDER BY ${order} ${pageWindow(s.first ? 0 : p('offset'), s.limit)}))
  ORDER BY ${order}`,
);

/** The count alone, for a page past the end. */
const countStatement = preparedByShape(
  (s: CareDueShape) => sql`SELECT count(*) AS n FROM ${careSteps} WHERE ${filter(s)}`,
);

/**
 * Home's figures for today: due, overdue, and due or overdue on some day of
 * the coming 7 (today included): one range scan.
 */
const countsStatement = preparedSql<Record<string, never>>(
  'care_due_counts',
  () => sql`SELECT json_build_object(
      'due', count(*) FILTER (WHERE ${STATE.due}),
      'overdue', count(*) FILTER (WHERE ${STATE.overdue}),
      'this_week', count(*))::text AS json, ${readAsOf}
    FROM ${careSteps}
    WHERE ${careSteps.dueFrom} <= ${today} + 6 AND ${careSteps.overdueUntil} >= ${today}`,
);

const asOfRow = (r: Record<string, unknown>): AsOf => ({
  snapshot: r.snapshot as string,
  today: r.today as string,
});

export function createCareDueRepo(db: Db) {
  return {
    /** The page's rows as JSON the database wrote, the count of all, and `asOf` when it found rows. */
    async page(shape: CareDueShape, values: CareDueValues) {
      const rows = await pageStatement(db, shape, values);
      const first = rows[0];
      return {
        rows: rows.map((r) => r.json as string),
        total: first ? Number(first.total) : 0,
        ...(first ? { asOf: asOfRow(first) } : {}),
      };
    },

    async count(shape: CareDueShape, values: CareDueValues) {
      const [row] = await countStatement(db, shape, values);
      return Number(row?.n ?? 0);
    },

    /** Home's counts as JSON the database wrote, and the snapshot they were read in. */
    async counts() {
      const [row] = await countsStatement(db, {});
      return { json: row!.json as string, asOf: asOfRow(row!) };
    },
  };
}
