import {
  CARE_RECORD_PLACE_LABELS,
  careTimeline,
  lmpFromEdd,
  type CareStep,
  type CareTimelineItem,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { createBabiesRepo, type BabyRow } from './babies.repo.ts';
import { createCareRecordsRepo, type CareRecordRow } from './care-records.repo.ts';
import { createCareScheduleRepo } from './care-schedule.repo.ts';
import { createPregnanciesRepo, type PregnancyRow } from './pregnancies.repo.ts';

// Issue 42 (ADR 054): what her care timeline is laid from, read once for
// every use of it (the profile's timeline, a record's checks, the worklist's
// rows): her latest pregnancy, all her babies, and the contacts and doses
// recorded on them. careTimeline (the contract's one rule) does the rest.

export type CareContext = {
  /** Her latest pregnancy: the one whose contacts the timeline shows. */
  pregnancy: PregnancyRow | undefined;
  babies: BabyRow[];
  records: CareRecordRow[];
  /** The care schedule in force (an ADMIN's, else the built-in one; ADR 059). */
  steps: readonly CareStep[];
};

/** Her latest pregnancy, her babies and what is recorded on them, read on `db` (a transaction's, to see its writes). */
export async function careContext(db: Db, customerId: number): Promise<CareContext> {
  return (await careContexts(db, [customerId])).get(customerId)!;
}

/** The same for several customers in four statements (the nightly rebuild, a batch at a time). */
export async function careContexts(
  db: Db,
  customerIds: readonly number[],
): Promise<Map<number, CareContext>> {
  const latest = await createPregnanciesRepo(db).latestOf(customerIds);
  const babies = await createBabiesRepo(db).ofCustomers(customerIds);
  const records = await createCareRecordsRepo(db).ofTimelines(
    latest.map((p) => p.id),
    babies.map((b) => b.id),
  );
  const steps = await createCareScheduleRepo(db).inForce();
  const out = new Map<number, CareContext>(
    customerIds.map((id) => [id, { pregnancy: undefined, babies: [], records: [], steps }]),
  );
  for (const p of latest) out.get(p.customerId)!.pregnancy = p;
  for (const b of babies) out.get(b.customerId)!.babies.push(b);
  for (const r of records) out.get(r.customerId)?.records.push(r);
  return out;
}

/** Her timeline on `today` (Kampala), the recorded steps done with their day, place and record's id. */
export function timelineOf(ctx: CareContext, today: string): CareTimelineItem[] {
  const p = ctx.pregnancy;
  return careTimeline({
    pregnancy: p && {
      lmp: p.lmp,
      edd: p.edd,
      outcome: p.outcome && p.outcomeDate ? { kind: p.outcome, date: p.outcomeDate } : null,
    },
    babies: ctx.babies.map((b) => ({
      born: b.bornOn,
      id: String(b.id),
      ...(b.name ? { name: b.name } : {}),
    })),
    done: ctx.records.map((r) => ({
      step: r.stepKey,
      date: r.doneOn,
      // where: by our nurse, or the facility elsewhere
      where: r.place === 'here' ? CARE_RECORD_PLACE_LABELS.here : r.facility,
      baby: r.babyId === null ? null : String(r.babyId),
      id: r.id,
    })),
    today,
    steps: ctx.steps,
  });
}

/**
 * The day a step counts from, and what it is: the LMP for an antenatal
 * contact, the birth for a postnatal one, the baby's birth for a dose.
 */
export function anchorOf(
  step: Pick<CareTimelineItem, 'kind' | 'baby'>,
  ctx: CareContext,
): { day: string; what: string } | null {
  const p = ctx.pregnancy;
  if (step.kind === 'antenatal') {
    const lmp = p?.lmp ?? (p?.edd ? lmpFromEdd(p.edd) : null);
    return lmp ? { day: lmp, what: 'the last menstrual period' } : null;
  }
  if (step.kind === 'postnatal') {
    const born = p ? p.outcomeDate : (ctx.babies[0]?.bornOn ?? null);
    return born ? { day: born, what: 'the birth' } : null;
  }
  const baby = ctx.babies.find((b) => String(b.id) === step.baby);
  return baby ? { day: baby.bornOn, what: 'the baby’s birth' } : null;
}

/** Her timeline on `today` read from `db`, with the id of the pregnancy its contacts belong to. */
export async function timelineFor(db: Db, customerId: number, today: string) {
  const ctx = await careContext(db, customerId);
  return { pregnancyId: ctx.pregnancy?.id ?? null, steps: timelineOf(ctx, today) };
}
