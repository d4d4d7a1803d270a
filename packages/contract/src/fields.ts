import { z } from 'zod';
import { normalizePhone, parseUGX } from './format.ts';
import { MSG } from './messages.ts';

// Field schemas shared by forms and routes. Text is trimmed before it is
// checked or stored; an empty optional text is stored as null.

export const PHONE_HINT = 'Enter a Ugandan mobile number, e.g. 0772 123 456';

/**
 * A NUL character (pasted from elsewhere) cannot be stored: the API refuses it
 * before anything else, and the forms mark the field that holds one (issue 38).
 */
export const NUL_HINT = 'Remove the NUL character';
export const hasNul = (text: string) => text.includes('\u0000');

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

/** A Ugandan mobile number stored as E.164 (ruling 12): the length its form field counts to. */
export const PHONE_COUNTER = 14;
export const PHONE_LETTERS_HINT = 'Use digits only, e.g. 0772 123 456';
export const PHONE_LONG_HINT = 'Too many digits for a Ugandan mobile number, e.g. 0772 123 456';

/** Why a phone number is refused, in words that fit what was typed (issue 38); null when it is one. */
export function phoneProblem(v: string): string | null {
  if (normalizePhone(v) !== undefined) return null;
  if (/[^\d\s\-().+]/.test(v)) return PHONE_LETTERS_HINT;
  if (v.replace(/\D/g, '').length > 12) return PHONE_LONG_HINT;
  return PHONE_HINT;
}

const refusePhone = (v: string | null | undefined, ctx: z.RefinementCtx) => {
  const problem = v ? phoneProblem(v) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

export const phoneField = (requiredMessage = 'Phone number is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(40, PHONE_LONG_HINT)
    .superRefine(refusePhone)
    .transform((v) => normalizePhone(v)!);

export const optionalPhoneField = () =>
  z
    .string()
    .trim()
    .max(40, PHONE_LONG_HINT)
    .nullish()
    .superRefine(refusePhone)
    .transform((v) => (v ? normalizePhone(v)! : null));

export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(254)
    .nullish()
    .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'E-mail must be valid')
    .transform((v) => (v ? v.toLowerCase() : null));

/**
 * The largest amount one field takes: UGX 10 billion. A shop order of 100
 * lines of 999 items at that price still sums below 2^53, so every total
 * stays an exact JavaScript number and fits the bigint columns.
 */
export const MAX_UGX = 10_000_000_000;
export const MONEY_RANGE_HINT = 'At most UGX 10,000,000,000';
const moneyInRange = (v: string | number) => (parseUGX(v) ?? 0) <= MAX_UGX;

export const MONEY_NEGATIVE_HINT = 'An amount cannot be negative';
export const MONEY_FIGURES_HINT = 'Enter the amount in figures, e.g. 250,000';

/**
 * Why an amount is refused, each case its own words (issue 38): a negative
 * amount, letters, a fraction (ruling 11's message), or above the limit; null
 * when it is whole UGX within the limit.
 */
export function moneyProblem(v: string | number): string | null {
  if (parseUGX(v) !== undefined) return moneyInRange(v) ? null : MONEY_RANGE_HINT;
  const s = typeof v === 'number' ? String(v) : v.trim().replace(/^UGX\s*/i, '');
  if (s.startsWith('-') || /^\(.*\)$/.test(s)) return MONEY_NEGATIVE_HINT;
  if (typeof v === 'number' || /^[\d,]*\.\d*$/.test(s)) return MONEY_HINT;
  return MONEY_FIGURES_HINT;
}

/** A superRefine that refuses an amount with moneyProblem's words. */
export const refuseMoney = (v: string | number, ctx: z.RefinementCtx) => {
  const problem = moneyProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** Whole UGX (ruling 11): 250,000 or 250000; no fraction, no negative. */
export const moneyField = () =>
  z
    .union([z.number().max(MAX_UGX, MONEY_RANGE_HINT), z.string()])
    .superRefine(refuseMoney)
    .transform((v) => parseUGX(v)!);

const blank = (v: unknown): v is null | undefined | '' => v === null || v === undefined || v === '';

export const optionalMoneyField = () =>
  z
    .union([z.number().max(MAX_UGX, MONEY_RANGE_HINT), z.string()])
    .nullish()
    .superRefine((v, ctx) => {
      if (!blank(v)) refuseMoney(v, ctx);
    })
    .transform((v) => (blank(v) ? null : parseUGX(v)!));

/** True for a calendar date that exists: JavaScript reads 2026-02-30 as 2 March. */
export function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The months' names in English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Why a YYYY-MM-DD date does not exist, in plain words (issue 38): "There is
 * no 31 February 2030: February 2030 has 28 days". Null for a date that
 * exists, or for text of another shape (DATE_HINT speaks for that). The API's
 * date schemas and the web's date field both say this.
 */
export function dateProblem(value: string): string | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts || isRealDate(value)) return null;
  const [, year = '', mm = '', dd = ''] = parts;
  const month = MONTH_NAMES[Number(mm) - 1];
  if (!month) return `There is no month ${mm}: the months are 01 to 12`;
  if (dd === '00') return 'There is no day 00: the days of a month start at 01';
  const last = new Date(0);
  last.setUTCFullYear(Number(year), Number(mm), 0);
  // Only February's length depends on the year.
  const which = month === 'February' ? `${month} ${year}` : month;
  return `There is no ${Number(dd)} ${month} ${year}: ${which} has ${last.getUTCDate()} days`;
}

/** A refinement that refuses a date that does not exist with dateProblem's words. */
const refuseUnrealDate = (v: string | null | undefined, ctx: z.RefinementCtx) => {
  const problem = v ? dateProblem(v) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

export const DATE_HINT = 'Use a date like 2026-11-22';
export const DATE_RANGE_HINT = 'Choose a date from 1900 to 2099';
/**
 * The dates the service takes, published in the schema: YYYY-MM-DD with a
 * year from 1900 to 2099. Further out is a typing slip, and year 0 or
 * 10000 is no date PostgreSQL or JavaScript would read alike.
 */
export const DATE_PATTERN = /^(?:19|20)\d{2}-\d{2}-\d{2}$/;
const dateShapeError = (iss: { input?: unknown }) =>
  typeof iss.input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(iss.input)
    ? DATE_RANGE_HINT
    : DATE_HINT;

/** A calendar date as YYYY-MM-DD, as filters take it (from, to). */
export const dayField = () =>
  z.string().regex(DATE_PATTERN, { error: dateShapeError }).superRefine(refuseUnrealDate);

/** A calendar date as YYYY-MM-DD. */
export const dateField = (message: string = MSG.fieldRequired) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(DATE_PATTERN, { error: dateShapeError })
    .superRefine(refuseUnrealDate);

export const optionalDateField = () =>
  z
    .string()
    .trim()
    .regex(/^$|^(?:19|20)\d{2}-\d{2}-\d{2}$/, { error: dateShapeError })
    .superRefine(refuseUnrealDate)
    .nullish()
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

/** The largest value of a PostgreSQL integer column: every serial id, every count. */
export const MAX_DB_INT = 2_147_483_647;

/** The id of a record (an integer column), sent in a body: 1 to MAX_DB_INT, or its text. */
export const idField = (message?: string) =>
  numeric(
    (message ? z.number({ error: message }) : z.number())
      .int(message)
      .positive(message)
      .max(MAX_DB_INT, message ?? 'No such record'),
  );

export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_DB_INT) });

/** Optimistic concurrency (API.md): the version the client last saw. */
export const versionField = () => z.string().datetime({ offset: true }).optional();
