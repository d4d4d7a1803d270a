import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { careRecords, staffUsers } from '../../db/schema/index.ts';

export type CareRecordInsert = typeof careRecords.$inferInsert;

/** The name of the staff member who recorded it, read with the row. */
const recordedByName = sql<
  string | null
>`(SELECT ${staffUsers.name} FROM ${staffUsers} WHERE ${staffUsers.id} = ${careRecords.recordedBy})`;

/** What every read of a care record selects (and every write returns). */
const recordColumns = { ...getTableColumns(careRecords), recordedByName };
export type CareRecordRow = typeof careRecords.$inferSelect & { recordedByName: string | null };

/** The unique indexes that keep a step recorded once per pregnancy (a contact) or baby (a dose). */
export const ONCE_PER_STEP = ['care_records_contact_key', 'care_records_dose_key'];

/** Issue 42: the contacts held and doses given, recorded against her timeline's steps. */
export function createCareRecordsRepo(db: Db) {
  return {
    /**
     * The records her timeline shows: the contacts of its pregnancy and the
     * doses of her babies; the first recorded first.
     */
    ofTimeline(pregnancyId: number | null, babyIds: readonly number[]): Promise<CareRecordRow[]> {
      return this.ofTimelines(pregnancyId ? [pregnancyId] : [], babyIds);
    },

    /** The same for several customers at once: the contacts of these pregnancies, the doses of these babies. */
    ofTimelines(
      pregnancyIds: readonly number[],
      babyIds: readonly number[],
    ): Promise<CareRecordRow[]> {
      const contacts = pregnancyIds.length
        ? and(inArray(careRecords.pregnancyId, [...pregnancyIds]), isNull(careRecords.babyId))
        : undefined;
      const doses = babyIds.length ? inArray(careRecords.babyId, [...babyIds]) : undefined;
      if (!contacts && !doses) return Promise.resolve([]);
      return db
        .select(recordColumns)
        .from(careRecords)
        .where(or(contacts, doses))
        .orderBy(asc(careRecords.id));
    },

    async get(id: number): Promise<CareRecordRow | undefined> {
      const [row] = await db.select(recordColumns).from(careRecords).where(eq(careRecords.id, id));
      return row;
    },

    /** Refused by one of ONCE_PER_STEP (a unique violation) when the step is recorded already. */
    async insert(values: CareRecordInsert): Promise<CareRecordRow> {
      const [row] = await db.insert(careRecords).values(values).returning(recordColumns);
      return row!;
    },

    /** Deletes it; undefined when it is gone already (a second delete, also a racing one). */
    async remove(id: number): Promise<CareRecordRow | undefined> {
      const [row] = await db
        .delete(careRecords)
        .where(eq(careRecords.id, id))
        .returning(recordColumns);
      return row;
    },
  };
}

export type CareRecordsRepo = ReturnType<typeof createCareRecordsRepo>;
