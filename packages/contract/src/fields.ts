import { z } from 'zod';
import { normalizePhone, parseUGX } from './format.ts';
import { MSG } from './messages.ts';

// Field schemas shared by forms and routes. Text is trimmed before it is
// checked or stored; an empty optional text is stored as null.

export const PHONE_HINT = 'Enter a Ugandan mobile number, e.g. 0772 123 456';
export const MONEY_HINT = 'Amounts are whole UGX, without cents';

export const requiredText = (max = 200, message: string = MSG.fieldRequired) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Max ${max} characters`);

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Max ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A Ugandan mobile number stored as E.164 (DECISIONS 12); the form counter shows 14. */
export const phoneField = (requiredMessage = 'Phone number is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(16, 'Max 14 characters')
    .refine((v) => normalizePhone(v) !== undefined, PHONE_HINT)
    .transform((v) => normalizePhone(v)!);

export const optionalPhoneField = () =>
  z
    .string()
    .trim()
    .max(16, 'Max 14 characters')
    .nullish()
    .refine((v) => !v || normalizePhone(v) !== undefined, PHONE_HINT)
    .transform((v) => (v ? normalizePhone(v)! : null));

export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(254)
    .nullish()
    .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'E-mail must be valid')
    .transform((v) => (v ? v.toLowerCase() : null));

/** Whole UGX (DECISIONS 11): 250,000 or 250000; no fraction, no negative. */
export const moneyField = () =>
  z
    .union([z.number(), z.string()])
    .refine((v) => parseUGX(v) !== undefined, MONEY_HINT)
    .transform((v) => parseUGX(v)!);

export const optionalMoneyField = () =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .refine(
      (v) => v === null || v === undefined || v === '' || parseUGX(v) !== undefined,
      MONEY_HINT,
    )
    .transform((v) => (v === null || v === undefined || v === '' ? null : parseUGX(v)!));

/** True for a calendar date that exists: JavaScript reads 2026-02-30 as 2 March. */
export function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A calendar date as YYYY-MM-DD. */
export const dateField = (message: string = MSG.fieldRequired) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22')
    .refine(isRealDate, 'Not a real date');

export const optionalDateField = () =>
  z
    .string()
    .trim()
    .nullish()
    .refine(
      (v) => !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v)),
      'Use a date like 2026-11-22',
    )
    .transform((v) => (v ? v : null));

export const latitudeField = () =>
  z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((v) => v ?? null);
export const longitudeField = () =>
  z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((v) => v ?? null);

/**
 * A number a form may send as text: z.coerce.number() for text only. '5' and
 * 5 are 5, but true, [5] or {} are refused instead of being read as 1 or 5.
 */
export const numeric = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), schema);

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Optimistic concurrency (API.md): the version the client last saw. */
export const versionField = () => z.string().datetime({ offset: true }).optional();
