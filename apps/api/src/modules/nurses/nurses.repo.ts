import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonObject } from '../../db/field-map.ts';
import type { JsonText } from '../../db/json.ts';
import { once, preparedByShape, preparedSql } from '../../db/prepared-sql.ts';
import { nurseAcademics, nurseAccountStatus, nurses, nurseWork } from '../../db/schema/index.ts';
import { holdsWords, likeTerm, nurseNameText } from '../../db/schema/search.ts';
import { nurseFields, nurseListItemFields } from './nurse-fields.repo.ts';

export type NurseRow = typeof nurses.$inferSelect;
export type NurseInsert = typeof nurses.$inferInsert;
export type ListedRow = NurseRow & { accountStatus: string | null };

const live = isNull(nurses.deletedAt);

/**
 * GET /careteam/{id}: the whole profile (nurseSchema) built by the database
 * in one statement from its one field map (nurse-fields.repo.ts; ADR 015, 022,
 * 032): the server sends the text on.
 */
const profileStatement = preparedSql<{ id: number }>(
  'nurse_profile_json',
  () => sql`SELECT ${jsonObject(nurseFields)}::text AS json
  FROM ${nurses} LEFT JOIN ${nurseAccountStatus} ON ${nurseAccountStatus.nurseId} = ${nurses.id}
  WHERE ${nurses.id} = ${sql.placeholder('id')} AND (${live} OR ${nurses.erasedAt} IS NOT NULL)`,
);

/**
 * GET /careteam (a tab: approved or not) and GET /careteam/all: a page of
 * list entries, newest first, as one JSON array the database built from the
 * list entry's map (ADR 015, 032), sent on as it is. The page's rows are
 * chosen first, under the table's own name, so the JSON is built for them only;
 * each one's account status is then probed by its key (OFFSET 0: not a hash
 * join over every status, which the plan prepared once chose).
 */
const newestFirst = sql`${nurses.createdAt} DESC, ${nurses.id} DESC`;
const listPage = preparedByShape(
  (tab: boolean) => sql`SELECT coalesce(json_agg(${jsonObject(nurseListItemFields)}
      ORDER BY ${newestFirst}), '[]')::text AS json
    FROM (SELECT * FROM ${nurses}
      WHERE ${live}${tab ? sql` AND ${nurses.verified} = ${sql.placeholder('verified')}` : sql``}
      ORDER BY ${newestFirst}
      OFFSET ${sql.placeholder('offset')} LIMIT ${sql.placeholder('limit')}) AS ${nurses}
    LEFT JOIN LATERAL (SELECT ${nurseAccountStatus.status} FROM ${nurseAccountStatus}
      WHERE ${nurseAccountStatus.nurseId} = ${nurses.id} OFFSET 0) AS ${nurseAccountStatus} ON true`,
  (tab) => (tab ? 'nurses_tab_json' : 'nurses_page_json'),
);

export function createNursesRepo(db: Db) {
  const listed = () =>
    db
      .select({ nurse: nurses, accountStatus: nurseAccountStatus.status })
      .from(nurses)
      .leftJoin(nurseAccountStatus, eq(nurseAccountStatus.nurseId, nurses.id));
  const flatten = (rows: { nurse: NurseRow; accountStatus: string | null }[]): ListedRow[] =>
    rows.map((r) => ({ ...r.nurse, accountStatus: r.accountStatus }));
  // The profile's reads too, each under its own name (the empty name would
  // leave it unprepared, db/client.ts): building a query over the nurse's
  // forty columns cost the server more than running it (ADR 015).
  const id = sql.placeholder('id');
  const byId = once(() =>
    listed()
      .where(and(eq(nurses.id, id), live))
      .limit(1)
      .prepare('nurse_by_id'),
  );
  const idOf = once(() =>
    db
      .select({ id: nurses.id })
      .from(nurses)
      .where(and(eq(nurses.id, id), live))
      .limit(1)
      .prepare('nurse_exists'),
  );

  return {
    /** A page of list entries (nurseListItemSchema[]), as JSON text the database wrote. */
    async list(verified: boolean | undefined, offset: number, limit: number): Promise<JsonText> {
      const [row] = await listPage(db, verified !== undefined, { verified, offset, limit });
      return row as JsonText;
    },

    async exists(nurseId: number) {
      const [row] = await idOf().execute({ id: nurseId });
      return !!row;
    },

    async get(nurseId: number, opts: { forUpdate?: boolean } = {}): Promise<ListedRow | undefined> {
      const rows = opts.forUpdate
        ? await listed()
            .where(and(eq(nurses.id, nurseId), live))
            .limit(1)
            .for('update', { of: nurses })
        : await byId().execute({ id: nurseId });
      return flatten(rows)[0];
    },

    /** The whole profile as the API answers it, or undefined (no such nurse, or deleted). */
    async profile(nurseId: number) {
      const [row] = await profileStatement(db, { id: nurseId });
      return row as JsonText | undefined;
    },

    async insert(values: NurseInsert) {
      const [row] = await db.insert(nurses).values(values).returning();
      return row!;
    },

    /** A device's push token: not a profile edit, so the record's version stays. */
    setFcmToken: (id: number, token: string | null) =>
      db
        .update(nurses)
        .set({ fcmToken: token })
        .where(and(eq(nurses.id, id), live)),

    async update(id: number, values: Partial<NurseInsert>, version?: Date) {
      const [row] = await db
        .update(nurses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(nurses.id, id),
            live,
            version
              ? sql`date_trunc('milliseconds', ${nurses.updatedAt}) = ${version.toISOString()}::timestamptz`
              : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** The nurse's latest work and academics record is edited in place (or made). */
    async saveWork(nurseId: number, values: Omit<typeof nurseWork.$inferInsert, 'nurseId'>) {
      const [latest] = await db
        .select({ id: nurseWork.id })
        .from(nurseWork)
        .where(eq(nurseWork.nurseId, nurseId))
        .orderBy(desc(nurseWork.id))
        .limit(1);
      if (latest)
        await db
          .update(nurseWork)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(nurseWork.id, latest.id));
      else await db.insert(nurseWork).values({ ...values, nurseId });
    },

    async saveAcademics(
      nurseId: number,
      values: Omit<typeof nurseAcademics.$inferInsert, 'nurseId'>,
    ) {
      const [latest] = await db
        .select({ id: nurseAcademics.id })
        .from(nurseAcademics)
        .where(eq(nurseAcademics.nurseId, nurseId))
        .orderBy(desc(nurseAcademics.id))
        .limit(1);
      if (latest)
        await db
          .update(nurseAcademics)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(nurseAcademics.id, latest.id));
      else await db.insert(nurseAcademics).values({ ...values, nurseId });
    },

    /** Creates or updates the account status record (SPEC 4). */
    async setAccountStatus(
      nurseId: number,
      userId: string,
      status: 'ACTIVE' | 'BLOCKED' | 'SUSPENDED',
    ) {
      await db
        .insert(nurseAccountStatus)
        .values({ nurseId, userId, status })
        .onConflictDoUpdate({
          target: nurseAccountStatus.nurseId,
          set: { status, updatedAt: sql`now()` },
        });
    },

    async search(term: string, digits: string | null, limit: number) {
      const rows = await listed()
        .where(
          and(
            live,
            or(
              holdsWords(nurseNameText(nurses), term),
              digits ? sql`${nurses.phoneNumber} LIKE ${`%${digits}%`}` : undefined,
              sql`lower(${nurses.careNumber}) LIKE ${likeTerm(term)}`,
            ),
          ),
        )
        .orderBy(desc(nurses.createdAt), desc(nurses.id))
        .limit(limit);
      return flatten(rows);
    },

    /** Recomputes the average rating from the reviews (stars out of 5, half steps). */
    async refreshRating(nurseId: number) {
      await db.execute(sql`
        update nurses set rating = sub.stars, updated_at = now()
        from (select round(avg(nps))::real / 2 as stars from reviews where nurse_id = ${nurseId}) sub
        where nurses.id = ${nurseId}`);
    },

    byIds: (ids: number[]) =>
      ids.length ? db.select().from(nurses).where(inArray(nurses.id, ids)) : Promise.resolve([]),
  };
}
