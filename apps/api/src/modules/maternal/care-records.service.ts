import {
  CARE_RECORD_MESSAGES,
  formatDate,
  ugandaDate,
  ugandaMidnight,
  type CareRecord,
  type CareStep,
  type CareTimelineItem,
  type careRecordFormSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordAccess, type AccessEntryInput } from '../../platform/access-log.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors.ts';
import { ONCE_PER_STEP, createCareRecordsRepo, type CareRecordRow } from './care-records.repo.ts';
import { createCareScheduleRepo } from './care-schedule.repo.ts';
import { refreshCareSteps } from './care-steps.service.ts';
import { anchorOf, careContext, timelineOf, type CareContext } from './care-timeline.ts';
import { createPregnanciesRepo } from './pregnancies.repo.ts';

type CareRecordValues = z.output<typeof careRecordFormSchema>;

/** A step's name in the schedule in force (the key itself for a step no longer in it). */
const stepLabel = (steps: readonly CareStep[], key: string) =>
  steps.find((s) => s.key === key)?.label ?? key;

export const toCareRecord = (r: CareRecordRow, steps: readonly CareStep[]): CareRecord => ({
  id: r.id,
  customer_id: r.customerId,
  pregnancy_id: r.pregnancyId,
  baby_id: r.babyId,
  step: r.stepKey,
  label: stepLabel(steps, r.stepKey),
  date: r.doneOn,
  place: r.place,
  facility: r.facility,
  notes: r.notes,
  recorded_by: r.recordedByName,
  created_at: r.createdAt.toISOString(),
});

/** A record answered is a read of her health data: her pregnancy's (a contact) or her baby's (a dose). */
const answered = (r: CareRecordRow, detail: string): AccessEntryInput => ({
  action: 'read',
  record: r.babyId === null ? 'pregnancy' : 'baby',
  recordId: r.babyId ?? r.pregnancyId,
  subject: { kind: 'customer', id: r.customerId },
  detail,
});

/** What the audit keeps of a record (no free text: the notes may say more than the step). */
const audited = (r: CareRecordRow) => ({
  customer_id: r.customerId,
  pregnancy_id: r.pregnancyId,
  baby_id: r.babyId,
  step: r.stepKey,
  date: r.doneOn,
  place: r.place,
});

const alreadyRecorded = () => conflict(CARE_RECORD_MESSAGES.alreadyRecorded);
const refused = (field: string, message: string) => badRequest(message, { [field]: message });

/** The step of her timeline the form names: by its key, and for a dose its baby. */
function stepNamed(ctx: CareContext, input: CareRecordValues, today: string): CareTimelineItem {
  const steps = timelineOf(ctx, today).filter((s) => s.key === input.step);
  const first = steps[0];
  if (!first) throw refused('step', CARE_RECORD_MESSAGES.unknownStep);
  if (first.kind !== 'immunisation') return first;
  if (input.baby_id != null) {
    const dose = steps.find((s) => s.baby === String(input.baby_id));
    if (!dose) throw refused('baby_id', CARE_RECORD_MESSAGES.unknownBaby);
    return dose;
  }
  if (steps.length > 1) throw refused('baby_id', CARE_RECORD_MESSAGES.babyRequired);
  return first;
}

/**
 * Issue 42: a step of her care timeline recorded as done (a contact held, a
 * dose given), and a mistaken record removed. Each write rewrites her
 * worklist rows in its transaction (refreshCareSteps).
 */
export function createCareRecordsService(deps: { db: Db }) {
  const repo = createCareRecordsRepo(deps.db);
  const pregnancies = createPregnanciesRepo(deps.db);

  return {
    /**
     * The step must be on her timeline as it stands (for twins' doses, with
     * its baby), the day not after today (Kampala) nor before the step's
     * anchor (the LMP, the birth). Recorded once per pregnancy or baby: a
     * second record, also a racing one, is 409 (the unique index decides).
     */
    async record(customerId: number, input: CareRecordValues, actor: Actor): Promise<CareRecord> {
      if (!(await pregnancies.customer(customerId)))
        throw notFound(CARE_RECORD_MESSAGES.customerNotFound);
      const today = ugandaDate();
      const ctx = await careContext(deps.db, customerId);
      const step = stepNamed(ctx, input, today);
      if (step.state === 'done') throw alreadyRecorded();
      const anchor = anchorOf(step, ctx);
      if (anchor && input.date < anchor.day) {
        const shown = `${anchor.what} (${formatDate(ugandaMidnight(anchor.day))})`;
        throw refused('date', CARE_RECORD_MESSAGES.beforeAnchor(shown));
      }
      const dose = step.kind === 'immunisation';
      return deps.db
        .transaction(async (tx) => {
          // The step still in force, and kept so while this commits (ADR 059).
          const steps = await createCareScheduleRepo(tx).inForce('share');
          if (!steps.some((s) => s.key === step.key))
            throw refused('step', CARE_RECORD_MESSAGES.unknownStep);
          const row = await createCareRecordsRepo(tx).insert({
            customerId,
            pregnancyId: dose ? null : (ctx.pregnancy?.id ?? null),
            babyId: dose ? Number(step.baby) : null,
            stepKey: step.key,
            doneOn: input.date,
            place: input.place,
            facility: input.facility ?? null,
            notes: input.notes ?? null,
            recordedBy: actor.id,
          });
          await audit(tx, actor, {
            action: 'create',
            entity: 'care_record',
            entityId: row.id,
            summary: { after: audited(row) },
          });
          await refreshCareSteps(tx, customerId, today);
          await recordAccess(tx, actor, answered(row, 'answer to its record'));
          return toCareRecord(row, steps);
        })
        .catch((err: unknown) => {
          if (ONCE_PER_STEP.includes(uniqueViolation(err) ?? '')) throw alreadyRecorded();
          throw err;
        });
    },

    /** A mistaken record removed (audited); her step is to do again. 404 when it is gone. */
    async remove(id: number, actor: Actor): Promise<void> {
      if (!(await repo.get(id))) throw notFound(CARE_RECORD_MESSAGES.notFound);
      await deps.db.transaction(async (tx) => {
        const row = await createCareRecordsRepo(tx).remove(id);
        if (!row) throw notFound(CARE_RECORD_MESSAGES.notFound);
        await audit(tx, actor, {
          action: 'delete',
          entity: 'care_record',
          entityId: id,
          summary: { before: audited(row) },
        });
        await refreshCareSteps(tx, row.customerId);
      });
    },
  };
}

export type CareRecordsService = ReturnType<typeof createCareRecordsService>;
