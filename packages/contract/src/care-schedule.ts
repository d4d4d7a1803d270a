import { z } from 'zod';
import { careStepSchema, careStepsSchema } from './maternal-schedule-data.ts';

// Issue 42 (ADR 059): the care schedule in force, as an ADMIN keeps it. The
// built-in steps (DEFAULT_CARE_STEPS, ADR 054) apply until an ADMIN saves a
// list of her own; every mother's and baby's kept steps are then laid again
// on the durable queue. `version` guards against two ADMINs' edits: a save
// names the version it was made from, and one made from an older one is
// refused (409) rather than undoing the other's change.

export const CARE_SCHEDULE_MESSAGES = {
  saved: 'Care schedule saved: every mother’s and baby’s steps are being laid again',
  reset: 'The built-in care schedule is back: every mother’s and baby’s steps are being laid again',
  changedMeanwhile:
    'Another ADMIN changed the care schedule meanwhile: reload it, then make your change again',
  /** A step with recorded contacts or doses keeps its key (its name, date and window may change). */
  stepRecorded: (keys: readonly string[]) =>
    `Contacts or doses are recorded on ${keys.join(', ')}: keep ${keys.length === 1 ? 'that step' : 'those steps'} (its name, date and window may change)`,
  empty: 'Keep at least one step in the schedule',
} as const;

/** The schedule in force, as Admin > Care schedule shows it. */
export const careScheduleSchema = z.object({
  steps: z.array(careStepSchema),
  /** False: the built-in schedule (no ADMIN has saved one, or it was put back). */
  edited: z.boolean(),
  /** Bumped by every save; a save names the version it was made from. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** Each step's recorded contacts and doses: a step with any cannot be removed. */
  recorded: z.record(z.string(), z.number().int()),
});
export type CareSchedule = z.infer<typeof careScheduleSchema>;

/** PUT: the whole list (null puts the built-in schedule back), and the version it was made from. */
export const careScheduleUpdateSchema = z.object({
  steps: careStepsSchema
    .refine((steps) => steps.length > 0, CARE_SCHEDULE_MESSAGES.empty)
    .nullable(),
  version: z.number({ error: 'Give the version of the schedule you changed' }).int().min(0),
});
export type CareScheduleUpdate = z.output<typeof careScheduleUpdateSchema>;
