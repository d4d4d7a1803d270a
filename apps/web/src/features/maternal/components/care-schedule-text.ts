import {
  CARE_STEP_KIND_LABELS,
  formatDate,
  type CareSchedule,
  type CareStep,
  type CareStepKind,
} from '@app/contract';

// How Admin > Care schedule writes a step (issue 42, ADR 059): when it falls
// after its anchor, its window in days around that date, what is recorded.

/** "Antenatal contacts", "Postnatal contacts", "Immunisations": a group of steps. */
export const kindGroupLabel = (kind: CareStepKind) => `${CARE_STEP_KIND_LABELS[kind]}s`;

const UNIT_DAYS = { days: 1, weeks: 7, months: 30.44 } as const;

/** Roughly how many days after its anchor a step falls: the order a group shows its steps in. */
export const stepDays = (s: Pick<CareStep, 'at'>) => s.at.amount * UNIT_DAYS[s.at.unit];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "12 weeks after the LMP", "6 weeks after the birth", "On the day of birth". */
export function stepAtText(s: Pick<CareStep, 'kind' | 'at'>): string {
  const antenatal = s.kind === 'antenatal';
  if (s.at.amount === 0) return antenatal ? 'On the day of the LMP' : 'On the day of birth';
  const unit = s.at.unit.slice(0, -1);
  return `${plural(s.at.amount, unit)} after the ${antenatal ? 'LMP' : 'birth'}`;
}

/** A day of the window around the step's date: "7 days before", "the day itself", "3 days after". */
const dayText = (n: number) =>
  n === 0 ? 'the day itself' : `${plural(Math.abs(n), 'day')} ${n < 0 ? 'before' : 'after'}`;

/**
 * "Due from 7 days before to 3 days after, overdue until 20 days after, then
 * missed": the window in words, each day counted from the step's date.
 */
export function stepWindowText({ window: w }: Pick<CareStep, 'window'>): string {
  const due =
    w.dueFrom === w.dueUntil
      ? `Due on ${dayText(w.dueFrom)}`
      : `Due from ${dayText(w.dueFrom)} to ${dayText(w.dueUntil)}`;
  const overdue =
    w.overdueUntil > w.dueUntil ? `overdue until ${dayText(w.overdueUntil)}` : 'never overdue';
  return `${due}, ${overdue}, then missed`;
}

/** "3 contacts recorded", "1 dose recorded", "None recorded yet". */
export function recordedText(kind: CareStepKind, count: number): string {
  if (count <= 0) return 'None recorded yet';
  return `${plural(count, kind === 'immunisation' ? 'dose' : 'contact')} recorded`;
}

/** Why a step cannot be removed, or null when it can. */
export function removeRefusal(kind: CareStepKind, count: number): string | null {
  return count > 0
    ? `Cannot be removed: ${recordedText(kind, count)} on it (its name, date and window may change)`
    : null;
}

export const BUILT_IN_TEXT = 'Built-in schedule (WHO 2016 antenatal, WHO 2022 postnatal, UNEPI)';

/** The built-in schedule, or who changed it last and when. */
export const scheduleSourceText = (s: CareSchedule) =>
  s.edited
    ? `Changed by ${s.updatedBy ?? 'an ADMIN'} on ${formatDate(s.updatedAt)}`
    : BUILT_IN_TEXT;
