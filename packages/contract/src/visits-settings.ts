import { z } from 'zod';
import { optionalDateField, optionalPhoneField, versionField } from './fields.ts';

// Issue 37: the visits' settings (Admin > Service details): when the shifts
// start, who is alerted, and from which day payroll pays only days with proof.

// ---- the settings: GET/PUT /visits/settings ---------------------------------

export const SHIFT_TIME_HINT = 'Use a time of day like 08:00 (00:00 to 23:59)';
/**
 * A check before noon is the previous night's (visitDayOf), so a day shift
 * starts before noon (and ends the same day) and a night shift at noon or later.
 */
export const DAY_SHIFT_HINT = 'The day shift starts before 12:00';
export const NIGHT_SHIFT_HINT = 'The night shift starts at 12:00 or later';

/** 'HH:MM' from 'H:MM' or 'HH:MM', or null when it is no time of day. */
export function parseShiftTime(value: string): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

const shiftTimeField = (part: 'day' | 'night') =>
  z
    .string({ error: SHIFT_TIME_HINT })
    .superRefine((v, ctx) => {
      const t = parseShiftTime(v);
      const problem = !t
        ? SHIFT_TIME_HINT
        : part === 'day' && t >= '12:00'
          ? DAY_SHIFT_HINT
          : part === 'night' && t < '12:00'
            ? NIGHT_SHIFT_HINT
            : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => parseShiftTime(v)!);

/** GET /visits/settings (any staff): the shift starts and who is alerted. */
export const visitSettingsSchema = z.object({
  dayShiftStart: z.string(),
  nightShiftStart: z.string(),
  /** The coordinator's mobile (E.164); null: the service's phone is alerted. */
  coordinatorPhone: z.string().nullable(),
  /**
   * Days of care from this day (YYYY-MM-DD) are paid only with proof: a
   * check-in and out, or an ADMIN's approval. null: no proof is required.
   */
  proofFrom: z.string().nullable(),
  /** null: never set (the defaults apply). */
  updatedAt: z.string().nullable(),
});
export type VisitSettings = z.infer<typeof visitSettingsSchema>;

/** PUT /visits/settings (ADMIN only, audited). */
export const visitSettingsUpdateSchema = z.object({
  dayShiftStart: shiftTimeField('day'),
  nightShiftStart: shiftTimeField('night'),
  coordinatorPhone: optionalPhoneField(),
  /** Omitted: unchanged; empty or null: no proof required. */
  proofFrom: optionalDateField().optional(),
  /**
   * The version read; null (as GET answers before any save): read while never
   * saved, so a save made since answers 409. Omitted: no check.
   */
  updatedAt: versionField().or(z.null()),
});
export type VisitSettingsUpdate = z.input<typeof visitSettingsUpdateSchema>;

export const VISIT_SETTINGS_MESSAGES = {
  saved: 'Visit settings saved',
  failed: 'The visit settings could not be saved, please try again',
} as const;
