import {
  isStartedJobStatus,
  PAYROLL_MESSAGES,
  jobStartProblem,
  nurseJobEndDate,
  shiftOfCard,
  type nurseJobCreateSchema,
  type nurseJobUpdateSchema,
} from '@app/contract';
import type { AutomaticMessagesPort } from '../../platform/automatic-messages.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { JobCardsService } from '../jobcards/jobcards.service.ts';
import type { NursesService } from '../nurses/nurses.service.ts';
import { bookingProblemOf, type BookingProblem, type BookingRequest } from './booking-rules.ts';
import { createNurseJobsRepo } from './nurse-jobs.repo.ts';
import { planUpdate } from './nurse-jobs.plan.ts';
import { closeOpenJobs } from './visit-lifecycle.ts';
import { startOnCheckIn } from './check-in-start.ts';
import { NURSE_JOB_NOT_FOUND, toNurseJob } from './nurse-jobs.shape.ts';

export function createNurseJobsService(deps: {
  db: Db;
  nurses: NursesService;
  jobCards: JobCardsService;
  automatic?: AutomaticMessagesPort;
  /** Issue 36: the payroll's Paid line holding a job (the job's row locked in `tx`), if any. */
  payouts?: {
    paidLineOf: (
      nurseJobId: number,
      tx: Db,
    ) => Promise<{ batch: string; lineId: number } | undefined>;
  };
}) {
  const repo = createNurseJobsRepo(deps.db);

  async function mustGet(id: number, db: Db = deps.db) {
    const row = await createNurseJobsRepo(db).get(id);
    if (!row) throw notFound(NURSE_JOB_NOT_FOUND);
    return row;
  }

  /** The booking rules (booking-rules.ts) with the nurse's row locked in `tx`: 409 with the reason. */
  async function refuseProblem(tx: Db, req: BookingRequest) {
    const nurse = await deps.nurses.lockRow(req.nurseId, tx);
    const { reason } = await bookingProblemOf(tx, nurse, req);
    if (reason) throw conflict(reason);
  }

  return {
    async forNurse(nurseId: number, search: string | undefined, offset: number, limit: number) {
      // The page is read while the nurse is looked up: one wait, not two (a
      // missing nurse still answers 404).
      const [, page] = await Promise.all([
        deps.nurses.mustExist(nurseId),
        repo.forNurse(nurseId, search?.trim() || undefined, offset, limit),
      ]);
      return { rows: page.rows.map(toNurseJob), count: page.count };
    },

    async forJobCard(jobId: number) {
      await deps.jobCards.get(jobId);
      return (await repo.forJobCard(jobId)).map(toNurseJob);
    },

    /**
     * Books an approved, active nurse on a job card: amount = rate x duration
     * and end date = start + duration are computed here, whatever the client sent.
     */
    async create(nurseId: number, input: z.output<typeof nurseJobCreateSchema>, actor: Actor) {
      const card = await deps.jobCards.get(input.jobId);
      if (card.status === 'cancelled' || card.status === 'completed') {
        throw conflict(
          `Job card ${card.care_card_number} is ${card.status}; no nurse can be added`,
        );
      }
      const shift = input.shift ?? shiftOfCard(card.shifts);
      const id = await deps.db.transaction(async (tx) => {
        // Issue 37: the card locked first (as its moves lock it), still open.
        const locked = await deps.jobCards.lockRow(card.id, tx);
        if (locked.status === 'cancelled' || locked.status === 'completed')
          throw conflict(
            `Job card ${card.care_card_number} is ${locked.status}; no nurse can be added`,
          );
        // Locking the nurse serialises bookings of one nurse, so two parallel
        // requests cannot both pass the clash check.
        await refuseProblem(tx, {
          nurseId,
          start_date: input.start_date,
          duration: input.duration,
          shift,
          careCardNumber: card.care_card_number,
        });
        const endDate = nurseJobEndDate(input.start_date, input.duration);
        const newId = await createNurseJobsRepo(tx).insert({
          jobId: card.id,
          nurseId,
          startDate: input.start_date,
          endDate,
          duration: input.duration,
          days: input.days ?? input.duration,
          nights: input.nights,
          shift,
          rate: input.rate,
          amount: input.rate * input.duration,
          status: 'pending',
          paymentStatus: 'UnPaid',
          idempotencyKey: input.idempotency_key ?? null,
          createdBy: actor.id,
        });
        await audit(tx, actor, {
          action: 'create',
          entity: 'nurse_job',
          entityId: newId,
          summary: {
            after: {
              nurse: nurseId,
              job_card: card.care_card_number,
              start: input.start_date,
              duration: input.duration,
              shift,
              amount: input.rate * input.duration,
            },
          },
        });
        // The nurse hears of the assignment (issue 24), with the change or not at all.
        await deps.automatic?.trigger(tx, 'nurse_assigned', { kind: 'nurse_job', id: newId });
        return newId;
      });
      return toNurseJob(await mustGet(id));
    },

    async update(id: number, input: z.output<typeof nurseJobUpdateSchema>, actor: Actor) {
      const before = await mustGet(id);
      const {
        from,
        target,
        start,
        duration,
        rate,
        shift,
        endDate,
        reschedule,
        startMoved,
        today,
        done,
      } = planUpdate(before.job, input);
      await deps.db.transaction(async (tx) => {
        // Issue 37: a move locks the card first; the card follows the job below.
        const card = target ? await deps.jobCards.lockRow(before.job.jobId, tx) : undefined;
        // the licence and clashes again (a reschedule keeps the job: not the account rules)
        if (reschedule)
          await refuseProblem(tx, {
            nurseId: before.job.nurseId,
            start_date: start,
            duration,
            shift,
            exceptId: id,
            careCardNumber: before.careCardNumber,
          });
        // Issue 36: a job paid through a payout batch is not set back to UnPaid by hand
        // (the job's row locked after the nurse's, as the booking rules lock them).
        if (input.payment_status === 'UnPaid') {
          const paid = await deps.payouts?.paidLineOf(id, tx);
          if (paid) throw conflict(PAYROLL_MESSAGES.paidThroughBatch(paid.batch, paid.lineId));
        }
        const values = {
          startDate: start,
          endDate,
          duration,
          shift,
          rate,
          amount: rate * duration,
          ...(input.days !== undefined ? { days: input.days } : {}),
          ...(input.nights !== undefined ? { nights: input.nights } : {}),
          ...(input.payment_status ? { paymentStatus: input.payment_status } : {}),
          ...(target ? { status: target } : {}),
          ...done,
        };
        // a change of pay status only from the one read (a double click pays and audits once)
        const payFrom =
          input.payment_status && input.payment_status !== before.job.paymentStatus
            ? before.job.paymentStatus
            : undefined;
        await updateWithAudit(tx, actor, {
          action: target ? 'status' : 'update',
          entity: 'nurse_job',
          entityId: id,
          before: before.job,
          fields: Object.keys(values) as (keyof typeof values)[],
          write: () =>
            createNurseJobsRepo(tx).update(id, values, {
              fromStatus: target ? from : undefined,
              fromPaymentStatus: payFrom,
              version: input.updatedAt ? new Date(input.updatedAt) : undefined,
              // the start date checked above is still the job's when it moves
              startedBy: target && isStartedJobStatus(target) && !startMoved ? today : undefined,
            }),
          // the write answers the id: the job's fields after it are the values written
          after: () => values,
          async refused() {
            const now = await mustGet(id, tx);
            if (target && now.job.status !== from)
              return `This job was already moved to ${now.job.status} by someone else`;
            const late = target ? jobStartProblem(target, now.job.startDate, today) : null;
            if (late) return late;
            if (payFrom && now.job.paymentStatus !== payFrom)
              return `This job is already ${now.job.paymentStatus}`;
            return null;
          },
        });
        if (card && target) await deps.jobCards.followNurseJob(tx, card, target, actor);
      });
      return toNurseJob(await mustGet(id));
    },

    async remove(id: number, actor: Actor) {
      const before = await mustGet(id);
      await deps.db.transaction(async (tx) => {
        const ok = await createNurseJobsRepo(tx).update(id, { deletedAt: new Date() });
        if (!ok) throw notFound(NURSE_JOB_NOT_FOUND);
        await audit(tx, actor, {
          action: 'delete',
          entity: 'nurse_job',
          entityId: id,
          summary: {
            before: {
              nurse: before.job.nurseId,
              job_card: before.careCardNumber,
              status: before.job.status,
            },
          },
        });
      });
    },

    get: async (id: number, db?: Db) => mustGet(id, db),

    /** Issue 37: a card's open jobs closed in the card's transaction (visit-lifecycle.ts). */
    closeOpenJobs: closeOpenJobs,

    /** Issue 37: a check-in starts a pending job and its card, in the check's transaction. */
    startOnCheckIn: (tx: Db, nurseJobId: number, actor: Actor, how: string) =>
      startOnCheckIn(deps, tx, nurseJobId, actor, how),

    /**
     * Issue 27: why this nurse cannot be booked for these days and shift
     * (the booking's 409, word for word), or null; and a warning that does
     * not stop it (no licence on record). GET /schedule/check: no
     * transaction, no lock; 404 for a nurse that does not exist.
     */
    async bookingProblem(input: BookingRequest, db: Db = deps.db): Promise<BookingProblem> {
      const nurse = await deps.nurses.getRow(input.nurseId);
      return bookingProblemOf(db, nurse, input);
    },
  };
}

export type NurseJobsService = ReturnType<typeof createNurseJobsService>;
