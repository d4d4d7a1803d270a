import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { VisitChannel } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  jobCards,
  notifications,
  nurseJobs,
  visitChecks,
  visitCodes,
  visitExceptions,
} from '../../db/schema/index.ts';

/**
 * Issue 37: the queries of the USSD menu and of the outbox's simulator (the
 * checks' own queries are visits.repo.ts's).
 */
export function createVisitsUssdRepo(db: Db) {
  return {
    /**
     * The nurses' live jobs with a day of care yesterday or today (a night's
     * day runs into the next morning), each with its card and code, and their
     * checks of those two days. Read from the jobs' schedule index.
     */
    async visitsAround(nurseIds: number[], yesterday: string, today: string) {
      if (!nurseIds.length) return { jobs: [], checks: [] };
      const jobs = await db
        .select({
          id: nurseJobs.id,
          startDate: nurseJobs.startDate,
          endDate: nurseJobs.endDate,
          shift: nurseJobs.shift,
          card: jobCards.careCardNumber,
          code: visitCodes.code,
        })
        .from(nurseJobs)
        .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
        .leftJoin(visitCodes, eq(visitCodes.nurseJobId, nurseJobs.id))
        .where(
          and(
            inArray(nurseJobs.nurseId, nurseIds),
            isNull(nurseJobs.deletedAt),
            ne(nurseJobs.status, 'cancelled'),
            lte(nurseJobs.startDate, today),
            gt(nurseJobs.endDate, yesterday),
          ),
        )
        .orderBy(asc(nurseJobs.startDate), asc(nurseJobs.id));
      const checks = jobs.length
        ? await db
            .select({
              nurseJobId: visitChecks.nurseJobId,
              day: visitChecks.day,
              kind: visitChecks.kind,
            })
            .from(visitChecks)
            .where(
              and(
                inArray(
                  visitChecks.nurseJobId,
                  jobs.map((j) => j.id),
                ),
                inArray(visitChecks.day, [yesterday, today]),
              ),
            )
        : [];
      return { jobs, checks };
    },

    /**
     * What a USSD step recorded, by its id: its check (with whether it was
     * kept with a doubt), else its refusal. A check is looked for among the
     * jobs and days it can be on (by the checks' unique index), a refusal
     * by the exceptions' index of message ids.
     */
    async recordedBy(
      channel: VisitChannel,
      messageId: string,
      where: { jobIds: number[]; days: string[] },
    ) {
      const [check] = !where.jobIds.length
        ? []
        : await db
            .select({
              id: visitChecks.id,
              nurseJobId: visitChecks.nurseJobId,
              kind: visitChecks.kind,
              at: visitChecks.at,
              doubt: sql<boolean>`exists (select 1 from ${visitExceptions}
            where ${visitExceptions.checkId} = ${visitChecks.id})`,
            })
            .from(visitChecks)
            .where(
              and(
                inArray(visitChecks.nurseJobId, where.jobIds),
                inArray(visitChecks.day, where.days),
                eq(visitChecks.channel, channel),
                eq(visitChecks.messageId, messageId),
              ),
            )
            .limit(1);
      if (check) return { check };
      const [refusal] = await db
        .select({ id: visitExceptions.id, reason: visitExceptions.reason })
        .from(visitExceptions)
        .where(and(eq(visitExceptions.channel, channel), eq(visitExceptions.messageId, messageId)))
        .limit(1);
      return refusal ? { refusal } : undefined;
    },

    /**
     * The reply SMS queued for what an incoming SMS recorded: the service
     * keys a reply by its check (`visit-check:<id>`) or its refusal
     * (`visit-exception:<id>`), and both keep the SMS's id.
     */
    async replyToSms(messageId: string): Promise<string | null> {
      const checks = db
        .select({ key: sql<string>`'visit-check:' || ${visitChecks.id}` })
        .from(visitChecks)
        .where(and(eq(visitChecks.channel, 'sms'), eq(visitChecks.messageId, messageId)));
      const refusals = db
        .select({ key: sql<string>`'visit-exception:' || ${visitExceptions.id}` })
        .from(visitExceptions)
        .where(and(eq(visitExceptions.channel, 'sms'), eq(visitExceptions.messageId, messageId)));
      const [row] = await db
        .select({ message: notifications.message })
        .from(notifications)
        .where(
          or(inArray(notifications.dedupeKey, checks), inArray(notifications.dedupeKey, refusals)),
        )
        .orderBy(asc(notifications.id))
        .limit(1);
      return row?.message ?? null;
    },
  };
}

export type VisitsUssdRepo = ReturnType<typeof createVisitsUssdRepo>;
export type UssdVisits = Awaited<ReturnType<VisitsUssdRepo['visitsAround']>>;
