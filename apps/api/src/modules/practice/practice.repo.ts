import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nurses } from '../../db/schema/index.ts';
import { atVersion } from '../../lib/version.ts';

// Issue 27: the columns of a nurse's row this area writes (her UNMC
// registration, practising licence, station and the licence's copy), and
// who else names a stored copy. The nurse herself is the nurses area's.

type NurseInsert = typeof nurses.$inferInsert;

/** The four fields of PUT /careteam/{id}/practice. */
export type PracticeValues = Pick<
  NurseInsert,
  'unmcRegistrationNumber' | 'licenceNumber' | 'licenceExpiry' | 'station'
>;
/** The licence's stored copy: its file, original name, type, size and when it came (all null: none). */
export type LicenceCopyValues = Pick<
  NurseInsert,
  'licenceFile' | 'licenceFileName' | 'licenceFileType' | 'licenceFileSize' | 'licenceUploadedAt'
>;

/** What a write answers: the area's columns as they now are. */
const practiceColumns = {
  id: nurses.id,
  unmcRegistrationNumber: nurses.unmcRegistrationNumber,
  licenceNumber: nurses.licenceNumber,
  licenceExpiry: nurses.licenceExpiry,
  station: nurses.station,
  licenceFile: nurses.licenceFile,
  licenceFileName: nurses.licenceFileName,
};

const live = isNull(nurses.deletedAt);

export function createPracticeRepo(db: Db) {
  /** Writes to the live nurse (at `version`, when given); undefined when it matched nothing. */
  async function write(id: number, values: Partial<NurseInsert>, version?: Date) {
    const [row] = await db
      .update(nurses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(nurses.id, id), live, atVersion(nurses.updatedAt, version)))
      .returning(practiceColumns);
    return row;
  }

  return {
    setPractice: (id: number, values: PracticeValues, version?: Date) => write(id, values, version),

    setLicenceCopy: (id: number, values: LicenceCopyValues) => write(id, values),

    /** How many nurse rows (deleted ones too) name this stored licence copy. */
    licenceFileUsers: (file: string) => db.$count(nurses, eq(nurses.licenceFile, file)),
  };
}
