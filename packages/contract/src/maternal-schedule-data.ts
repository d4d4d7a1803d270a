import { z } from 'zod';

// Issue 42 (ADR 054): the care schedules a mother and her babies follow, as
// DATA. This list is the default; an ADMIN changes the steps in Admin > Care
// schedule (ADR 059; the stored list is validated with careStepsSchema), and
// careTimeline (maternal-schedules.ts) takes whichever list is in force.

export const CARE_STEP_KINDS = ['antenatal', 'postnatal', 'immunisation'] as const;
export type CareStepKind = (typeof CARE_STEP_KINDS)[number];
export const CARE_STEP_KIND_LABELS: Record<CareStepKind, string> = {
  antenatal: 'Antenatal contact',
  postnatal: 'Postnatal contact',
  immunisation: 'Immunisation',
};

/** The unit of a step's offset from its anchor: the LMP (antenatal) or the birth (the rest). */
export const CARE_STEP_UNITS = ['days', 'weeks', 'months'] as const;
export type CareStepUnit = (typeof CARE_STEP_UNITS)[number];

/**
 * A step that applies only where something holds: the malaria vaccine is
 * given in the districts that have it (Uganda began in 2025 with the high-
 * and moderate-transmission districts). The caller says which hold.
 */
export const CARE_STEP_CONDITIONS = ['malaria-vaccine'] as const;
export type CareStepCondition = (typeof CARE_STEP_CONDITIONS)[number];

const WINDOW_DAYS = 1000;
const windowDays = (min: number, max: number) =>
  z
    .number({ error: 'Give the days as a whole number' })
    .int('Give the days as a whole number')
    .min(min, `Use ${min} days or more`)
    .max(max, `Use ${max} days or fewer`);

/** One step of a schedule, as stored and as an ADMIN edits it. */
export const careStepSchema = z
  .object({
    /** Stable: a recorded contact or dose names its step by this key. */
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use up to 40 lower-case letters, digits and dashes'),
    label: z.string().trim().min(1, 'Give the step a name').max(80, 'Use 80 characters or fewer'),
    kind: z.enum(CARE_STEP_KINDS, { error: 'Choose antenatal, postnatal or immunisation' }),
    /** When the step falls: this long after the anchor (LMP or birth). */
    at: z.object({
      amount: z.number().int('Give a whole number').min(0).max(400, 'Use 400 or fewer'),
      unit: z.enum(CARE_STEP_UNITS, { error: 'Choose days, weeks or months' }),
    }),
    /**
     * Days relative to that date: the step is due from `dueFrom` (0 or
     * before) to `dueUntil`, overdue after that to `overdueUntil`, and
     * missed after that. Each bound is the last (or first) day it holds.
     */
    window: z.object({
      dueFrom: windowDays(-WINDOW_DAYS, 0),
      dueUntil: windowDays(0, WINDOW_DAYS),
      overdueUntil: windowDays(0, WINDOW_DAYS),
    }),
    /** The vaccines given at an immunisation step. */
    vaccines: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
    condition: z.enum(CARE_STEP_CONDITIONS).optional(),
    note: z.string().trim().max(200, 'Use 200 characters or fewer').optional(),
  })
  .refine((s) => s.window.overdueUntil >= s.window.dueUntil, {
    message:
      'A step is overdue only after it stops being due: overdueUntil must be at least dueUntil',
    path: ['window', 'overdueUntil'],
  });
export type CareStep = z.output<typeof careStepSchema>;

/** A whole schedule: the steps, each key once. */
export const careStepsSchema = z.array(careStepSchema).superRefine((steps, ctx) => {
  const seen = new Set<string>();
  steps.forEach((step, i) => {
    if (seen.has(step.key)) {
      ctx.addIssue({
        code: 'custom',
        message: `The key ${step.key} is used twice`,
        path: [i, 'key'],
      });
    }
    seen.add(step.key);
  });
});

type Window = CareStep['window'];
const step = (
  key: string,
  label: string,
  kind: CareStepKind,
  at: CareStep['at'],
  window: Window,
  more: Partial<Pick<CareStep, 'vaccines' | 'condition' | 'note'>> = {},
): CareStep => ({ key, label, kind, at, window, vaccines: [], ...more });

const weeks = (amount: number) => ({ amount, unit: 'weeks' as const });
const days = (amount: number) => ({ amount, unit: 'days' as const });
const months = (amount: number) => ({ amount, unit: 'months' as const });
const win = (dueFrom: number, dueUntil: number, overdueUntil: number): Window => ({
  dueFrom,
  dueUntil,
  overdueUntil,
});

/**
 * WHO 2016 antenatal care model: eight contacts, the first by 12 weeks, then
 * at 20, 26, 30, 34, 36, 38 and 40 weeks. Each is due from a week before
 * its week to 3 days after; overdue until the next contact's window opens,
 * then missed (the next contact takes over). The first is due from the
 * start of the pregnancy to 12+0 weeks.
 */
const ANTENATAL: CareStep[] = [
  step('anc-1', 'Antenatal contact 1 (by 12 weeks)', 'antenatal', weeks(12), win(-84, 0, 48)),
  step('anc-2', 'Antenatal contact 2 (20 weeks)', 'antenatal', weeks(20), win(-7, 3, 34)),
  step('anc-3', 'Antenatal contact 3 (26 weeks)', 'antenatal', weeks(26), win(-7, 3, 20)),
  step('anc-4', 'Antenatal contact 4 (30 weeks)', 'antenatal', weeks(30), win(-7, 3, 20)),
  step('anc-5', 'Antenatal contact 5 (34 weeks)', 'antenatal', weeks(34), win(-7, 3, 6)),
  step('anc-6', 'Antenatal contact 6 (36 weeks)', 'antenatal', weeks(36), win(-7, 3, 6)),
  step('anc-7', 'Antenatal contact 7 (38 weeks)', 'antenatal', weeks(38), win(-7, 3, 6)),
  step('anc-8', 'Antenatal contact 8 (40 weeks)', 'antenatal', weeks(40), win(-7, 3, 13)),
];

/**
 * WHO 2022 postnatal care: at least four contacts for the mother and baby,
 * within 24 hours of the birth, on day 3 (48-72 hours), between days 7 and
 * 14, and at six weeks. Day 0 is the day of birth; each is overdue until
 * the next one's window opens, the last for two weeks after its window.
 */
const POSTNATAL: CareStep[] = [
  step('pnc-24h', 'Postnatal contact within 24 hours', 'postnatal', days(0), win(0, 1, 2)),
  step('pnc-day-3', 'Postnatal contact on day 3', 'postnatal', days(3), win(-1, 0, 3)),
  step('pnc-week-2', 'Postnatal contact, days 7 to 14', 'postnatal', days(7), win(0, 7, 27)),
  step('pnc-week-6', 'Postnatal contact at 6 weeks', 'postnatal', weeks(6), win(-7, 7, 14)),
];

const MALARIA = {
  condition: 'malaria-vaccine' as const,
  note: 'In the districts that give the malaria vaccine (R21/Matrix-M)',
};

/**
 * Uganda's national schedule (UNEPI), as in force in 2025 (ADR 054). A dose
 * is never due before its age; due for two weeks (four at 9 months and
 * after); overdue for a catch-up time, then missed. Missed is for the
 * timeline only: a nurse may still give a late dose and record it done.
 */
const IMMUNISATION: CareStep[] = [
  step('imm-birth', 'Birth vaccines', 'immunisation', days(0), win(0, 1, 13), {
    vaccines: ['BCG', 'OPV 0', 'Hepatitis B birth dose'],
    note: 'Hepatitis B within 24 hours of birth; OPV 0 within 2 weeks',
  }),
  step('imm-6w', '6-week vaccines', 'immunisation', weeks(6), win(0, 13, 27), {
    vaccines: ['OPV 1', 'DPT-HepB-Hib 1', 'PCV 1', 'Rotavirus 1'],
  }),
  step('imm-10w', '10-week vaccines', 'immunisation', weeks(10), win(0, 13, 27), {
    vaccines: ['OPV 2', 'DPT-HepB-Hib 2', 'PCV 2', 'Rotavirus 2'],
  }),
  step('imm-14w', '14-week vaccines', 'immunisation', weeks(14), win(0, 13, 27), {
    vaccines: ['OPV 3', 'DPT-HepB-Hib 3', 'PCV 3', 'IPV'],
  }),
  step('imm-malaria-1', 'Malaria vaccine 1 (6 months)', 'immunisation', months(6), win(0, 13, 27), {
    vaccines: ['Malaria 1'],
    ...MALARIA,
  }),
  step('imm-malaria-2', 'Malaria vaccine 2 (7 months)', 'immunisation', months(7), win(0, 13, 27), {
    vaccines: ['Malaria 2'],
    ...MALARIA,
  }),
  step('imm-malaria-3', 'Malaria vaccine 3 (8 months)', 'immunisation', months(8), win(0, 13, 27), {
    vaccines: ['Malaria 3'],
    ...MALARIA,
  }),
  step('imm-9m', '9-month vaccines', 'immunisation', months(9), win(0, 27, 90), {
    vaccines: ['Measles-Rubella 1', 'Yellow fever'],
  }),
  step('imm-18m', '18-month vaccines', 'immunisation', months(18), win(0, 27, 180), {
    vaccines: ['Measles-Rubella 2'],
  }),
  step(
    'imm-malaria-4',
    'Malaria vaccine 4 (18 months)',
    'immunisation',
    months(18),
    win(0, 27, 180),
    {
      vaccines: ['Malaria 4'],
      ...MALARIA,
    },
  ),
];

/** The built-in schedules, the default until an ADMIN stores another list. */
export const DEFAULT_CARE_STEPS: readonly CareStep[] = [
  ...ANTENATAL,
  ...POSTNATAL,
  ...IMMUNISATION,
];
