import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  jobCards,
  notifications,
  nurseJobs,
  nurses,
  staffUsers,
} from '../../db/schema/index.ts';

// Issue 37: what the job card's timeline reads. Every read is by an index:
// the card by its key, its nurse jobs by nurse_jobs_job_idx, the audit
// entries by audit_log_entity_idx (entity, entity_id), the SMS by their
// dedupe key (notifications_dedupe_key_idx); each bounded by `limit`.

/** Nurse jobs a card may have held (deleted ones included, so their entries keep a name). */
const MAX_NURSE_JOBS = 500;

export type TimelineAuditRow = {
  id: number;
  at: Date;
  action: string;
  entity: string;
  entityId: string | null;
  summary: Record<string, unknown> | null;
  actorEmail: string | null;
  actorName: string | null;
};

export type TimelineSmsRow = {
  id: number;
  at: Date;
  kind: 'direct' | 'group' | 'automatic';
  event: string | null;
  receiverName: string | null;
  phone: string | null;
  message: string;
  result: 'queued' | 'sending' | 'sent' | 'failed';
  deliveryStatus: string | null;
  gatewayError: string | null;
  sentByName: string | null;
};

export function createJobCardTimelineRepo(db: Db) {
  return {
    /** The live card: what the timeline needs of it. */
    async card(id: number) {
      const [row] = await db
        .select({
          id: jobCards.id,
          careCardNumber: jobCards.careCardNumber,
          customerId: jobCards.customerId,
          bookingId: jobCards.bookingId,
          startDate: jobCards.startDate,
        })
        .from(jobCards)
        .where(and(eq(jobCards.id, id), isNull(jobCards.deletedAt)))
        .limit(1);
      return row;
    },

    /** Every nurse job the card has had, deleted ones too, with the nurse's name. */
    nurseJobs: (jobId: number) =>
      db
        .select({
          id: nurseJobs.id,
          startDate: nurseJobs.startDate,
          duration: nurseJobs.duration,
          shift: nurseJobs.shift,
          firstName: nurses.firstName,
          lastName: nurses.lastName,
        })
        .from(nurseJobs)
        .innerJoin(nurses, eq(nurses.id, nurseJobs.nurseId))
        .where(eq(nurseJobs.jobId, jobId))
        .orderBy(nurseJobs.id)
        .limit(MAX_NURSE_JOBS),

    /** The newest audit entries of the card and of its nurse jobs, with the staff member's name. */
    audits: (cardId: number, nurseJobIds: number[], limit: number): Promise<TimelineAuditRow[]> =>
      db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          summary: auditLog.summary,
          actorEmail: auditLog.actorEmail,
          actorName: staffUsers.name,
        })
        .from(auditLog)
        .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
        .where(
          or(
            and(eq(auditLog.entity, 'job_card'), eq(auditLog.entityId, String(cardId))),
            nurseJobIds.length
              ? and(
                  eq(auditLog.entity, 'nurse_job'),
                  inArray(auditLog.entityId, nurseJobIds.map(String)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit),

    /** The newest SMS among those with one of these dedupe keys (the automatic messages' subjects). */
    async sms(keys: string[], limit: number): Promise<TimelineSmsRow[]> {
      if (!keys.length) return [];
      return db
        .select({
          id: notifications.id,
          at: notifications.sentAt,
          kind: notifications.kind,
          event: notifications.event,
          receiverName: notifications.receiverName,
          phone: notifications.phone,
          message: notifications.message,
          result: notifications.result,
          deliveryStatus: notifications.deliveryStatus,
          gatewayError: notifications.gatewayError,
          sentByName: staffUsers.name,
        })
        .from(notifications)
        .leftJoin(staffUsers, eq(staffUsers.id, notifications.sentBy))
        .where(and(inArray(notifications.dedupeKey, keys), eq(notifications.channel, 'sms')))
        .orderBy(desc(notifications.sentAt), desc(notifications.id))
        .limit(limit);
    },
  };
}

export type JobCardTimelineRepo = ReturnType<typeof createJobCardTimelineRepo>;
