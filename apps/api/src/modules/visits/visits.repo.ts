import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  customers,
  jobCards,
  nurseJobs,
  nurses,
  smsReplyLimits,
  visitChecks,
  visitCodes,
  visitExceptions,
} from '../../db/schema/index.ts';

export type VisitCheckInsert = typeof visitChecks.$inferInsert;
export type VisitExceptionInsert = typeof visitExceptions.$inferInsert;

/** A live (not deleted, not cancelled) nurse job as a check reads it, with its card. */
const visitFields = {
  id: nurseJobs.id,
  nurseId: nurseJobs.nurseId,
  startDate: nurseJobs.startDate,
  endDate: nurseJobs.endDate,
  shift: nurseJobs.shift,
  card: jobCards.careCardNumber,
  cardLatitude: jobCards.latitude,
  cardLongitude: jobCards.longitude,
};
const liveJob = and(isNull(nurseJobs.deletedAt), ne(nurseJobs.status, 'cancelled'));

/** The nurse fields a check needs: who she is and whether her number takes SMS. */
const nurseFields = {
  id: nurses.id,
  firstName: nurses.firstName,
  lastName: nurses.lastName,
  phone: nurses.phoneNumber,
  optedOut: sql<boolean>`${nurses.smsOptOutAt} IS NOT NULL`,
};

/** Queries of the visits' codes, checks and exceptions; `db` may be a transaction. */
export function createVisitsRepo(db: Db) {
  return {
    async codeOf(nurseJobId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ code: visitCodes.code })
        .from(visitCodes)
        .where(eq(visitCodes.nurseJobId, nurseJobId));
      return row?.code;
    },

    /** The nurse of a job (deleted or not: a code once given stays the job's). */
    async nurseOfJob(nurseJobId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ nurseId: nurseJobs.nurseId })
        .from(nurseJobs)
        .where(eq(nurseJobs.id, nurseJobId));
      return row?.nurseId;
    },

    /** Gives a job a code; false when the job has one or the nurse holds the code already. */
    async insertCode(nurseJobId: number, nurseId: number, code: string): Promise<boolean> {
      const rows = await db
        .insert(visitCodes)
        .values({ nurseJobId, nurseId, code })
        .onConflictDoNothing()
        .returning({ code: visitCodes.code });
      return rows.length > 0;
    },

    /** The nurses whose registered phone is `phone` (E.164). */
    nursesByPhone: (phone: string) =>
      db
        .select(nurseFields)
        .from(nurses)
        .where(and(eq(nurses.phoneNumber, phone), isNull(nurses.deletedAt))),

    /**
     * The nurses whose registered phone is `phone`, each with her live job
     * whose code is `code` if she has one: what a check by SMS or USSD
     * needs, in one indexed query.
     */
    nursesWithCode: (phone: string, code: string) =>
      db
        .select({ nurse: nurseFields, job: visitFields })
        .from(nurses)
        .leftJoin(visitCodes, and(eq(visitCodes.nurseId, nurses.id), eq(visitCodes.code, code)))
        .leftJoin(nurseJobs, and(eq(nurseJobs.id, visitCodes.nurseJobId), liveJob))
        .leftJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .where(and(eq(nurses.phoneNumber, phone), isNull(nurses.deletedAt))),

    /** A nurse by id (a check naming its job, not a phone). */
    async nurse(id: number) {
      const [row] = await db.select(nurseFields).from(nurses).where(eq(nurses.id, id));
      return row;
    },

    /** Every live job whose code is `code`, whoever's (another nurse may hold the same digits). */
    jobsWithCode: (code: string) =>
      db
        .select(visitFields)
        .from(visitCodes)
        .innerJoin(nurseJobs, eq(nurseJobs.id, visitCodes.nurseJobId))
        .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .where(and(eq(visitCodes.code, code), liveJob)),

    /** A live job by id, with its code if it has one. */
    async job(nurseJobId: number) {
      const [row] = await db
        .select({ ...visitFields, code: visitCodes.code })
        .from(nurseJobs)
        .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .leftJoin(visitCodes, eq(visitCodes.nurseJobId, nurseJobs.id))
        .where(and(eq(nurseJobs.id, nurseJobId), liveJob));
      return row;
    },

    /** A job's checks on some days of care. */
    checksOn: (nurseJobId: number, days: string[]) =>
      db
        .select({
          id: visitChecks.id,
          day: visitChecks.day,
          kind: visitChecks.kind,
          at: visitChecks.at,
          messageId: visitChecks.messageId,
        })
        .from(visitChecks)
        .where(and(eq(visitChecks.nurseJobId, nurseJobId), inArray(visitChecks.day, days))),

    /** Records a check; undefined when the job has that check for that day already. */
    async insertCheck(values: VisitCheckInsert) {
      const [row] = await db
        .insert(visitChecks)
        .values(values)
        .onConflictDoNothing({
          target: [visitChecks.nurseJobId, visitChecks.day, visitChecks.kind],
        })
        .returning({ id: visitChecks.id });
      return row?.id;
    },

    /** Keeps an exception; undefined when the same message was kept already (a retried callback). */
    async insertException(values: VisitExceptionInsert) {
      const [row] = await db
        .insert(visitExceptions)
        .values(values)
        .onConflictDoNothing({
          target: [visitExceptions.channel, visitExceptions.messageId],
          where: sql`${visitExceptions.messageId} IS NOT NULL`,
        })
        .returning({ id: visitExceptions.id });
      return row?.id;
    },

    /** Whether anyone holding the number asked for no SMS (a STOP reply marks every holder). */
    async numberOptedOut(phone: string): Promise<boolean> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.phonenumber, phone), isNotNull(customers.smsOptOutAt)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Takes the number's refusal reply for this hour: true for the first
     * refusal in an hour, false after. One atomic upsert: two servers (or
     * two requests) at once give it to one of them only.
     */
    async takeReplySlot(phone: string): Promise<boolean> {
      const rows = await db
        .insert(smsReplyLimits)
        .values({ phone, lastAt: sql`now()` })
        .onConflictDoUpdate({
          target: smsReplyLimits.phone,
          set: { lastAt: sql`now()` },
          setWhere: sql`"sms_reply_limits"."last_at" <= now() - interval '1 hour'`,
        })
        .returning({ phone: smsReplyLimits.phone });
      return rows.length > 0;
    },
  };
}

export type VisitsRepo = ReturnType<typeof createVisitsRepo>;
export type VisitJob = Awaited<ReturnType<VisitsRepo['jobsWithCode']>>[number];
export type VisitNurse = Awaited<ReturnType<VisitsRepo['nursesByPhone']>>[number];
export type VisitCheckRow = Awaited<ReturnType<VisitsRepo['checksOn']>>[number];
