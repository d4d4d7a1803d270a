import {
  PREGNANCY_MESSAGES,
  babyAgeText,
  outcomeProblem,
  ugandaDate,
  type Baby,
  type CareTimelineStep,
  type PregnancyOutcomeAnswer,
  type PregnancyOutcomeValues,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { recordAccess } from '../../platform/access-log.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import { createBabiesRepo, type BabyRow } from './babies.repo.ts';
import { refreshCareSteps } from './care-steps.service.ts';
import { careContext, timelineOf } from './care-timeline.ts';
import { createPregnanciesRepo, type PregnancyInsert } from './pregnancies.repo.ts';
import { read, toPregnancy } from './pregnancies.service.ts';

/** A baby as answered: her or his age today (Kampala). */
export const toBaby = (b: BabyRow, today: string = ugandaDate()): Baby => ({
  id: b.id,
  customer_id: b.customerId,
  pregnancy_id: b.pregnancyId,
  name: b.name,
  sex: b.sex,
  birth_weight_grams: b.birthWeightGrams,
  born_on: b.bornOn,
  age: babyAgeText(b.bornOn, today),
});

/** The fields the outcome's audit entry compares (no notes: free text may say more). */
const AUDITED = ['status', 'outcome', 'outcomeDate', 'outcomePlace'] as const;

const alreadyRecorded = () => conflict(PREGNANCY_MESSAGES.outcomeAlreadyRecorded);

/**
 * Issue 42: a pregnancy's outcome (a birth of 1-4 babies, or a loss), her
 * babies, and the care timeline of her latest pregnancy and her babies.
 * The customer's type and children change through the customers area.
 */
export function createPregnancyOutcomeService(deps: { db: Db; customers: CustomersService }) {
  const pregnancies = createPregnanciesRepo(deps.db);
  const babyRows = createBabiesRepo(deps.db);

  async function mustGetCustomer(id: number) {
    const customer = await pregnancies.customer(id);
    if (!customer) throw notFound(PREGNANCY_MESSAGES.customerNotFound);
    return customer;
  }

  return {
    /**
     * Ends an ongoing pregnancy, all in one transaction: its outcome
     * (audited as an update), the babies of a birth (each audited), the
     * customer a parent with her children counted, the answer's read. A
     * pregnancy no longer ongoing is 409, also when two outcomes race (the
     * guarded write lets one through); a stale `updated_at` is 409.
     *
     * A loss keeps her type (she may still be expecting again) unless she
     * has babies recorded already: then she is a parent.
     */
    async record(
      id: number,
      input: PregnancyOutcomeValues,
      actor: Actor,
    ): Promise<PregnancyOutcomeAnswer> {
      const before = await pregnancies.get(id);
      if (!before) throw notFound(PREGNANCY_MESSAGES.notFound);
      if (before.status !== 'ongoing') throw alreadyRecorded();
      const problem = outcomeProblem(input.kind, input.date, ugandaDate(), before.lmp);
      if (problem) throw badRequest(problem, { date: problem });
      const birth = input.kind === 'birth';
      const values: Partial<PregnancyInsert> = {
        status: birth ? 'delivered' : 'lost',
        outcome: input.kind,
        outcomeDate: input.date,
        outcomePlace: input.place,
        outcomeNotes: input.notes,
      };
      return deps.db.transaction(async (tx) => {
        const txPregnancies = createPregnanciesRepo(tx);
        const txBabies = createBabiesRepo(tx);
        const row = await updateWithAudit(tx, actor, {
          entity: 'pregnancy',
          entityId: id,
          before,
          fields: AUDITED,
          write: () => txPregnancies.recordOutcome(id, values, input.updated_at),
          refused: async () => {
            const now = await txPregnancies.get(id);
            return now && now.status !== 'ongoing'
              ? PREGNANCY_MESSAGES.outcomeAlreadyRecorded
              : null;
          },
        });
        const hadBabies = (await txBabies.ofCustomer(row.customerId)).length > 0;
        const born = await txBabies.insert(
          (birth ? input.babies : []).map((b) => ({
            customerId: row.customerId,
            pregnancyId: id,
            name: b.name,
            sex: b.sex,
            birthWeightGrams: b.birth_weight_grams,
            bornOn: input.date,
            createdBy: actor.id,
          })),
        );
        born.sort((a, b) => a.id - b.id);
        for (const b of born) {
          await audit(tx, actor, {
            action: 'create',
            entity: 'baby',
            entityId: b.id,
            summary: {
              after: {
                pregnancy_id: id,
                sex: b.sex,
                birth_weight_grams: b.birthWeightGrams,
                born_on: b.bornOn,
              },
            },
          });
        }
        await deps.customers.recordBirths(
          tx,
          row.customerId,
          born.length,
          actor,
          born.length > 0 || hadBabies,
        );
        // her worklist: the antenatal steps end; a birth brings postnatal steps and doses
        await refreshCareSteps(tx, row.customerId);
        await recordAccess(tx, actor, read(row.customerId, id, 'answer to its outcome'));
        return {
          customer_id: row.customerId,
          pregnancy: toPregnancy(row),
          babies: born.map((b) => toBaby(b)),
        };
      });
    },

    /** Her babies, the first born first; a read of some is accounted for. */
    async babies(customerId: number, actor: Actor): Promise<Baby[]> {
      await mustGetCustomer(customerId);
      const rows = await babyRows.ofCustomer(customerId);
      if (rows.length) {
        await recordAccess(deps.db, actor, {
          action: 'read',
          record: 'baby',
          recordId: null,
          subject: { kind: 'customer', id: customerId },
          detail: rows.length === 1 ? '1 baby' : `${rows.length} babies`,
        });
      }
      return rows.map((r) => toBaby(r));
    },

    /**
     * careTimeline (ADR 054) for her latest pregnancy and all her babies, on
     * Kampala's today, the contacts and doses recorded shown done with their
     * day and place. A timeline with steps is a read of her health data,
     * accounted for as a pregnancy's.
     */
    async timeline(customerId: number, actor: Actor): Promise<CareTimelineStep[]> {
      await mustGetCustomer(customerId);
      const ctx = await careContext(deps.db, customerId);
      const steps = timelineOf(ctx, ugandaDate());
      if (steps.length) {
        const detail = `care timeline, ${steps.length} steps`;
        await recordAccess(deps.db, actor, read(customerId, ctx.pregnancy?.id ?? null, detail));
      }
      return steps;
    },
  };
}

export type PregnancyOutcomeService = ReturnType<typeof createPregnancyOutcomeService>;
