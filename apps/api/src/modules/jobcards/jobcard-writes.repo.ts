import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { JOB_STATUSES, JOB_TRANSITIONS, type JobStatus } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { allColumns, preparedByShape } from '../../db/prepared-sql.ts';
import { rowsAs } from '../../db/rows.ts';
import { jobCards } from '../../db/schema/index.ts';
import { actorPlaceholders, actorValues, auditedSql, type Actor } from '../../platform/audit.ts';

type JobCardInsert = typeof jobCards.$inferInsert;

/** The columns the job card form writes (SPEC 5), on create and on edit. */
export const FORM_COLUMNS = [
  'service',
  'patientName',
  'gender',
  'startDate',
  'endDate',
  'facility',
  'medicalCondition',
  'address',
  'latitude',
  'longitude',
  'relation',
  'ageGroup',
  'pysioServices',
  'careServices',
  'thcDescription',
  'description',
  'invoiceNumber',
  'invoiceAmount',
  'receiptNumber',
  'receiptAmount',
  'days',
  'nights',
  'duration',
  'shifts',
  'hasDoctor',
  'medicationApplication',
  'requestedBy',
] as const satisfies readonly (keyof JobCardInsert)[];

/** Every form column with its value: an edit writes them all (ruling 14). */
export type FormColumns = {
  [K in (typeof FORM_COLUMNS)[number]]-?: Exclude<JobCardInsert[K], undefined>;
};

/** What one write to a live card changes; each part brings its audit entry. */
export type Change = {
  /** The form's columns: an 'update' entry with those that changed (lib/diff.ts's shape). */
  fields?: FormColumns;
  /** The status it moves to: a 'status' entry with the status it had. */
  to?: JobStatus;
  /** Deleted (soft): a 'delete' entry with its number and status. */
  remove?: true;
};

/**
 * What the write requires of the card besides being live: `from`, the status
 * it was read in, or 'reachable', any status `to` may be reached from
 * (ruling 27); `version`, that nobody changed it since (API.md); `startedBy`,
 * that its start date (none, or the one it has) is on or before this day
 * (issue 36: not ongoing or completed before it starts).
 */
export type Guard = { from?: JobStatus | 'reachable'; version?: Date; startedBy?: string };

type Shape = {
  edit: boolean;
  to: JobStatus | null;
  from: 'read' | 'reachable' | null;
  version: boolean;
  started: boolean;
  remove: boolean;
};

const p = sql.placeholder;
const col = (c: Column) => sql.identifier(c.name);
/** A placeholder bound through its column's own mapping, as the query builder binds it. */
const bound = (key: (typeof FORM_COLUMNS)[number]) =>
  sql.param(p(key), {
    mapToDriverValue: (v: unknown) =>
      v === null ? null : jobCards[key].mapToDriverValue(v as never),
  });
/** The answer: the card's own columns, not what its entries were built from. */
const CARD_COLUMNS = sql.join(Object.values(getTableColumns(jobCards)).map(col), sql`, `);

/** Statuses a card may move to `to` from (ruling 27); none for 'pending'. */
const reachableFrom = (to: JobStatus) =>
  JOB_STATUSES.filter((s) => JOB_TRANSITIONS[s].includes(to));

/**
 * Every change to a card, one statement per shape (ADR 017): the card is
 * read and locked only when it is live and passes its guard (`b`), changed,
 * and its entries written from what it was and what it is (platform/audit.ts),
 * so a change that matched nothing writes nothing. Values are placeholders;
 * `to` and the reachable statuses are written in.
 */
const writeStatement = preparedByShape(
  (s: Shape) => {
    const sets: SQL[] = [];
    const returning: SQL[] = [allColumns(jobCards)];
    const entries: { action: string; summary: SQL }[] = [];
    if (s.to) {
      sets.push(sql`status = ${s.to}`);
      returning.push(sql`b.status AS before_status`);
      entries.push({
        action: 'status',
        summary: sql`json_build_object('before', json_build_object('status', w.before_status),
          'after', json_build_object('status', w.status))`,
      });
    }
    if (s.edit) {
      sets.push(...FORM_COLUMNS.map((k) => sql`${col(jobCards[k])} = ${bound(k)}`));
      // lib/diff.ts's changedFields, by the database: each column as JSON, before and after.
      const pairs = FORM_COLUMNS.map(
        (k) =>
          sql`(${sql.raw(`'${k}'`)}, to_jsonb(b.${col(jobCards[k])}), to_jsonb(${jobCards[k]}))`,
      );
      returning.push(sql`(SELECT json_build_object(
          'before', coalesce(json_object_agg(d.k, d.o), '{}'),
          'after', coalesce(json_object_agg(d.k, d.n), '{}'))
        FROM (VALUES ${sql.join(pairs, sql`, `)}) AS d(k, o, n)
        WHERE d.o IS DISTINCT FROM d.n) AS changes`);
      entries.push({ action: 'update', summary: sql`w.changes` });
    }
    if (s.remove) {
      sets.push(sql`deleted_at = now()`);
      entries.push({
        action: 'delete',
        summary: sql`json_build_object('before',
          json_build_object('care_card_number', w.care_card_number, 'status', w.status))`,
      });
    }
    const guard = [
      s.from === 'read' ? sql`c.status = ${p('from')}` : undefined,
      s.from === 'reachable' && s.to
        ? sql`c.status IN (${sql.join(
            reachableFrom(s.to).map((f) => sql`${f}`),
            sql`, `,
          )})`
        : undefined,
      s.version
        ? sql`date_trunc('milliseconds', c.updated_at) = ${p('version')}::timestamptz`
        : undefined,
      s.started
        ? sql`(c.start_date IS NULL OR c.start_date <= ${p('startedBy')}::date)`
        : undefined,
    ].filter((g) => g !== undefined);
    const [first, ...more] = entries;
    if (!first) throw new Error('a job card write changes something');
    return auditedSql(
      sql`UPDATE ${jobCards} SET ${sql.join(sets, sql`, `)}, updated_at = now()
        FROM (SELECT c.* FROM ${jobCards} c
              WHERE c.id = ${p('id')} AND c.deleted_at IS NULL${sql.join(
                guard.map((g) => sql` AND ${g}`),
              )}
              FOR UPDATE) b
        WHERE ${jobCards.id} = b.id
        RETURNING ${sql.join(returning, sql`, `)}`,
      { ...actorPlaceholders, entity: 'job_card', entries: [first, ...more] },
      { select: sql`SELECT ${CARD_COLUMNS} FROM w` },
    );
  },
  (s) =>
    [
      'job_card',
      s.edit && 'edit',
      s.to && `to_${s.to}`,
      s.from && `from_${s.from}`,
      s.version && 'at_version',
      s.started && 'started',
      s.remove && 'delete',
    ]
      .filter(Boolean)
      .join('_'),
);

/**
 * Writes `change` to live card `id` with its audit entries, in one
 * statement, when the card passes `guard`; undefined when it wrote nothing
 * (gone, or the guard refused it): the caller reads the card to say why.
 */
export async function writeJobCard(
  db: Db,
  id: number,
  change: Change,
  guard: Guard,
  actor: Actor,
): Promise<typeof jobCards.$inferSelect | undefined> {
  const from = guard.from === 'reachable' ? 'reachable' : guard.from ? 'read' : null;
  // Nothing may move to it (pending): no card passes, no statement needed.
  if (from === 'reachable' && (!change.to || reachableFrom(change.to).length === 0))
    return undefined;
  const shape: Shape = {
    edit: change.fields !== undefined,
    to: change.to ?? null,
    from,
    version: guard.version !== undefined,
    started: guard.startedBy !== undefined,
    remove: change.remove === true,
  };
  const rows = await writeStatement(db, shape, {
    id,
    ...(from === 'read' ? { from: guard.from } : {}),
    ...(guard.version ? { version: guard.version.toISOString() } : {}),
    ...(guard.startedBy ? { startedBy: guard.startedBy } : {}),
    ...change.fields,
    ...actorValues(actor),
  });
  return rowsAs(jobCards, rows)[0];
}
