import {
  PREGNANCY_MESSAGES,
  formatGestationalAge,
  gestationalAge,
  ugandaDate,
  type Pregnancy,
  type PregnancyValues,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { recordAccess, type AccessEntryInput } from '../../platform/access-log.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { updateWithAudit } from '../../platform/audited-update.ts';
import { conflict, notFound, uniqueViolation } from '../../lib/errors.ts';
import { refreshCareSteps } from './care-steps.service.ts';
import {
  ONE_ONGOING_INDEX,
  createPregnanciesRepo,
  type PregnancyInsert,
  type PregnancyRow,
} from './pregnancies.repo.ts';

/** A pregnancy as answered: the gestational age on `today` (Kampala) while ongoing. */
export function toPregnancy(r: PregnancyRow, today: string = ugandaDate()): Pregnancy {
  const age = r.status === 'ongoing' ? gestationalAge(r.lmp, today) : null;
  return {
    id: r.id,
    customer_id: r.customerId,
    lmp: r.lmp,
    edd: r.edd,
    gestational_age: age ? formatGestationalAge(age) : null,
    gestational_weeks: age?.weeks ?? null,
    gestational_days: age?.days ?? null,
    gravida: r.gravida,
    parity: r.parity,
    risks: r.risks as Pregnancy['risks'],
    risk_notes: r.riskNotes,
    facility: r.facility,
    status: r.status,
    outcome: r.outcome,
    outcome_date: r.outcomeDate,
    outcome_place: r.outcomePlace,
    outcome_notes: r.outcomeNotes,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    created_by: r.createdByName,
  };
}

const columns = (p: PregnancyValues) => ({
  lmp: p.lmp,
  edd: p.edd,
  gravida: p.gravida,
  parity: p.parity,
  risks: [...p.risks],
  riskNotes: p.risk_notes,
  facility: p.facility,
});

/** The fields an edit's audit entry compares (no free text: the notes may say more than a flag). */
const AUDITED = ['lmp', 'edd', 'gravida', 'parity', 'risks', 'facility'] as const;

/** A pregnancy answered is a read of her health data (issue 26), like a job card. */
export const read = (
  customerId: number,
  recordId: number | null,
  detail: string,
): AccessEntryInput => ({
  action: 'read',
  record: 'pregnancy',
  recordId,
  subject: { kind: 'customer', id: customerId },
  detail,
});

/** The second ongoing pregnancy, refused by the unique index (also when two saves race). */
function refuseSecondOngoing(err: unknown): never {
  if (uniqueViolation(err) === ONE_ONGOING_INDEX) throw conflict(PREGNANCY_MESSAGES.ongoingExists);
  throw err;
}

export function createPregnanciesService(deps: { db: Db }) {
  const repo = createPregnanciesRepo(deps.db);

  async function mustGetCustomer(id: number) {
    const customer = await repo.customer(id);
    if (!customer) throw notFound(PREGNANCY_MESSAGES.customerNotFound);
    return customer;
  }

  return {
    /**
     * Her pregnancies, the latest first. A read of some is accounted for; an
     * answer of none (every woman's profile asks) shows no health data.
     */
    async list(customerId: number, actor: Actor): Promise<Pregnancy[]> {
      await mustGetCustomer(customerId);
      const rows = await repo.list(customerId);
      if (rows.length) {
        const detail = rows.length === 1 ? '1 pregnancy' : `${rows.length} pregnancies`;
        await recordAccess(deps.db, actor, read(customerId, null, detail));
      }
      return rows.map((r) => toPregnancy(r));
    },

    /** An ongoing pregnancy: one at a time (409 otherwise); audited with the answer's read. */
    async create(customerId: number, input: PregnancyValues, actor: Actor): Promise<Pregnancy> {
      const customer = await mustGetCustomer(customerId);
      if (customer.erasedAt) throw conflict(PREGNANCY_MESSAGES.customerErased);
      const values: PregnancyInsert = {
        ...columns(input),
        customerId,
        status: 'ongoing',
        createdBy: actor.id,
      };
      return deps.db
        .transaction(async (tx) => {
          const row = await createPregnanciesRepo(tx).insert(values);
          await audit(tx, actor, {
            action: 'create',
            entity: 'pregnancy',
            entityId: row.id,
            summary: {
              after: {
                customer_id: customerId,
                lmp: row.lmp,
                edd: row.edd,
                gravida: row.gravida,
                parity: row.parity,
              },
            },
          });
          await refreshCareSteps(tx, customerId);
          await recordAccess(tx, actor, read(customerId, row.id, 'answer to its registration'));
          return toPregnancy(row);
        })
        .catch(refuseSecondOngoing);
    },

    /** The whole form again, at the version it was based on (a stale one is 409). */
    async update(
      id: number,
      input: PregnancyValues & { updated_at?: string },
      actor: Actor,
    ): Promise<Pregnancy> {
      const before = await repo.get(id);
      if (!before) throw notFound(PREGNANCY_MESSAGES.notFound);
      const values = columns(input);
      return deps.db.transaction(async (tx) => {
        const txRepo = createPregnanciesRepo(tx);
        const row = await updateWithAudit(tx, actor, {
          entity: 'pregnancy',
          entityId: id,
          before,
          fields: AUDITED,
          write: () => txRepo.update(id, values, input.updated_at),
        });
        await refreshCareSteps(tx, row.customerId);
        await recordAccess(tx, actor, read(row.customerId, id, 'answer to its edit'));
        return toPregnancy(row);
      });
    },
  };
}

export type PregnanciesService = ReturnType<typeof createPregnanciesService>;
