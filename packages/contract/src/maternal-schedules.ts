import { addMonths, lmpFromEdd } from './maternal-dates.ts';
import {
  DEFAULT_CARE_STEPS,
  type CareStep,
  type CareStepCondition,
  type CareStepKind,
} from './maternal-schedule-data.ts';
import { addDays } from './schedule.ts';

// Issue 42 (ADR 054): the care timeline on a customer's profile. The
// schedules are data (maternal-schedule-data.ts, or the list an ADMIN has
// stored); this file only lays them on her dates and says where each step
// stands today: done, due, overdue, missed or upcoming.

export const CARE_STEP_STATES = ['done', 'due', 'overdue', 'missed', 'upcoming'] as const;
export type CareStepState = (typeof CARE_STEP_STATES)[number];
export const CARE_STEP_STATE_LABELS: Record<CareStepState, string> = {
  done: 'Done',
  due: 'Due',
  overdue: 'Overdue',
  missed: 'Missed',
  upcoming: 'Upcoming',
};

/** How a pregnancy ended: a live birth, or a loss (miscarriage, stillbirth, termination). */
export const PREGNANCY_OUTCOME_KINDS = ['birth', 'loss'] as const;
export type PregnancyOutcomeKind = (typeof PREGNANCY_OUTCOME_KINDS)[number];

export interface CareTimelineInput {
  /** The pregnancy: its LMP, or its EDD when the LMP is unknown; how and when it ended. */
  pregnancy?: {
    lmp?: string | null;
    edd?: string | null;
    outcome?: { kind: PregnancyOutcomeKind; date: string } | null;
  } | null;
  /** Her babies of this pregnancy (twins: two); `id` names one in `done` (else its place, '0', '1'). */
  babies?: readonly { born: string; id?: string; name?: string }[];
  /**
   * The contacts and doses recorded: the step's key, the day, where; `baby`
   * (its id or place) for a dose of twins; `id`, the stored record's (for
   * its removal from the timeline).
   */
  done?: readonly {
    step: string;
    date: string;
    where?: string | null;
    baby?: string | null;
    id?: number;
  }[];
  /** Uganda's date today (ugandaDate()). */
  today: string;
  /** The steps in force: the built-in ones unless an ADMIN's list is passed. */
  steps?: readonly CareStep[];
  /** What holds for her (e.g. her district gives the malaria vaccine); steps under another condition are left out. */
  conditions?: readonly CareStepCondition[];
}

export interface CareTimelineItem {
  key: string;
  label: string;
  kind: CareStepKind;
  vaccines: string[];
  note?: string;
  /** For an immunisation: which baby (its id, or its place '0', '1'), and its name if given. */
  baby?: string;
  babyName?: string;
  /** The day the step falls on, and its window (ADR 054). */
  target: string;
  dueFrom: string;
  dueUntil: string;
  overdueUntil: string;
  state: CareStepState;
  /** The contact or dose recorded for the step; `record_id` when the record's `id` was given. */
  done?: { date: string; where?: string | null; record_id?: number };
}

/** The day a step falls on, counted from its anchor (the LMP, or the birth). */
export function stepTarget(step: Pick<CareStep, 'at'>, anchor: string): string {
  const { amount, unit } = step.at;
  if (unit === 'months') return addMonths(anchor, amount);
  return addDays(anchor, unit === 'weeks' ? amount * 7 : amount);
}

/** Where a step not yet done stands on `on`. */
function stateOn(
  item: Pick<CareTimelineItem, 'dueFrom' | 'dueUntil' | 'overdueUntil'>,
  on: string,
) {
  if (on < item.dueFrom) return 'upcoming';
  if (on <= item.dueUntil) return 'due';
  if (on <= item.overdueUntil) return 'overdue';
  return 'missed';
}

type Done = NonNullable<CareTimelineInput['done']>[number];

const doneOf = (record: Done): NonNullable<CareTimelineItem['done']> => ({
  date: record.date,
  where: record.where ?? null,
  ...(record.id === undefined ? {} : { record_id: record.id }),
});

function lay(
  step: CareStep,
  anchor: string,
  today: string,
  record: Done | undefined,
  baby?: { id: string; name?: string },
): CareTimelineItem {
  const target = stepTarget(step, anchor);
  const window = {
    target,
    dueFrom: addDays(target, step.window.dueFrom),
    dueUntil: addDays(target, step.window.dueUntil),
    overdueUntil: addDays(target, step.window.overdueUntil),
  };
  return {
    key: step.key,
    label: step.label,
    kind: step.kind,
    vaccines: [...step.vaccines],
    ...(step.note ? { note: step.note } : {}),
    ...(baby ? { baby: baby.id, ...(baby.name ? { babyName: baby.name } : {}) } : {}),
    ...window,
    state: record ? 'done' : stateOn(window, today),
    ...(record ? { done: doneOf(record) } : {}),
  };
}

/**
 * Antenatal steps end with the pregnancy. Once it has ended (a birth or a
 * loss) nothing more is due or overdue: a step done stays done; a step
 * whose window had closed by the end is missed; the steps still ahead, or
 * due on the day it ended, are left out.
 */
function endedWith(item: CareTimelineItem, end: string): CareTimelineItem | null {
  if (item.state === 'done') return item;
  const atEnd = stateOn(item, end);
  return atEnd === 'overdue' || atEnd === 'missed' ? { ...item, state: 'missed' } : null;
}

const KIND_ORDER: Record<CareStepKind, number> = { antenatal: 0, postnatal: 1, immunisation: 2 };

/**
 * A mother's and her babies' care steps, each with its window and its
 * state on `today`. Antenatal steps count from the LMP (or the EDD less
 * 280 days); postnatal steps from the birth (the pregnancy's outcome, or
 * the first baby's birthday when no pregnancy is given), once for the
 * mother and her babies together; immunisations from each baby's birth,
 * one set per baby. A loss stops the antenatal steps and brings no
 * postnatal ones. In date order.
 */
export function careTimeline(input: CareTimelineInput): CareTimelineItem[] {
  const { pregnancy, babies = [], done = [], today } = input;
  const steps = (input.steps ?? DEFAULT_CARE_STEPS).filter(
    (s) => !s.condition || (input.conditions ?? []).includes(s.condition),
  );
  const ofKind = (kind: CareStepKind) => steps.filter((s) => s.kind === kind);
  // A dose names its baby; with one baby it may leave it out.
  const ofBaby = (d: Done, baby?: string) =>
    baby === undefined || d.baby === baby || (!d.baby && babies.length === 1);
  const recordOf = (key: string, baby?: string) =>
    done.find((d) => d.step === key && ofBaby(d, baby));
  const items: CareTimelineItem[] = [];

  const lmp = pregnancy?.lmp || (pregnancy?.edd ? lmpFromEdd(pregnancy.edd) : null);
  const outcome = pregnancy?.outcome ?? null;
  if (lmp) {
    for (const step of ofKind('antenatal')) {
      const item = lay(step, lmp, today, recordOf(step.key));
      const kept = outcome ? endedWith(item, outcome.date) : item;
      if (kept) items.push(kept);
    }
  }

  const firstBorn = babies.map((b) => b.born).sort()[0];
  const birth = pregnancy ? (outcome?.kind === 'birth' ? outcome.date : null) : firstBorn;
  if (birth) {
    for (const step of ofKind('postnatal')) items.push(lay(step, birth, today, recordOf(step.key)));
  }

  babies.forEach((b, i) => {
    const baby = { id: b.id ?? String(i), ...(b.name ? { name: b.name } : {}) };
    for (const step of ofKind('immunisation')) {
      items.push(lay(step, b.born, today, recordOf(step.key, baby.id), baby));
    }
  });

  return items.sort(
    (a, b) =>
      a.target.localeCompare(b.target) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.baby ?? '').localeCompare(b.baby ?? ''),
  );
}
