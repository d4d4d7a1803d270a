import { z } from 'zod';
import {
  canonicalIncomePayStatus,
  canonicalLeadSource,
  canonicalOrderProduct,
  canonicalPaymentMethod,
  canonicalStation,
  INCOME_PAY_STATUSES,
  LEAD_SOURCES,
  ORDER_PRODUCTS,
  PAYMENT_METHODS,
  STATIONS,
} from './enums/finance.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  dateField,
  dayField,
  idField,
  moneyField,
  optionalText,
  requiredText,
  versionField,
} from './fields.ts';
import { formatName } from './format.ts';
import { MSG } from './messages.ts';

const required = { error: MSG.fieldRequired };

/** The answer to a choice none of the accepted spellings names: it lists the choices. */
export const chooseOneOf = (choices: readonly string[]) => `Choose one of: ${choices.join(', ')}`;

/**
 * One of `choices`, in any of the spellings `canonical` knows (SPEC 9's
 * 'Value kit' for 'VALUE KIT'), stored canonically (ruling 10). Only a
 * missing or empty value is 'Field is required'.
 */
const choiceField = <T extends string>(
  choices: readonly T[],
  canonical: (value: string) => T | undefined,
) => {
  const refusal = chooseOneOf(choices);
  return z
    .string({ error: (iss) => (iss.input == null ? MSG.fieldRequired : refusal) })
    .trim()
    .min(1, MSG.fieldRequired)
    .refine((v) => v === '' || canonical(v) !== undefined, refusal)
    .transform((v) => canonical(v)!)
    .meta({ description: `${choices.join(' | ')}; any case, and the spec's spellings` });
};

/** SPEC 5 order form: every field required but the narration. */
export const incomeFormSchema = z.object({
  txn_date: dateField(),
  product: choiceField(ORDER_PRODUCTS, canonicalOrderProduct),
  lead_source: choiceField(LEAD_SOURCES, canonicalLeadSource),
  station: choiceField(STATIONS, canonicalStation),
  payment_method: choiceField(PAYMENT_METHODS, canonicalPaymentMethod),
  status: choiceField(INCOME_PAY_STATUSES, canonicalIncomePayStatus),
  amount: z
    .union([z.number(), z.string()], required)
    .refine((v) => String(v).trim() !== '', MSG.fieldRequired)
    .pipe(moneyField()),
  doc_id: requiredText(40),
  summary: optionalText(500),
  user_id: idField('Select a customer'),
});
export type IncomeForm = z.input<typeof incomeFormSchema>;

export const incomeUpdateSchema = incomeFormSchema.extend({ updatedAt: versionField() });

export const INCOME_SORTS = ['txn_date', 'user_id', 'doc_id'] as const;

const day = dayField();

/** The ledger's filters (issue 7), shared by the list, the totals and the CSV export. */
export const incomeFilterSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  product: z.enum(ORDER_PRODUCTS).optional(),
  station: z.enum(STATIONS).optional(),
  lead_source: z.enum(LEAD_SOURCES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  status: z.enum(INCOME_PAY_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type IncomeFilter = z.infer<typeof incomeFilterSchema>;

export const incomeListQuerySchema = pageQuerySchema.extend({
  ...incomeFilterSchema.shape,
  sort: z.enum(INCOME_SORTS).default('txn_date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const incomeSchema = z.object({
  id: z.number(),
  txn_date: z.string(),
  product: z.string(),
  lead_source: z.string(),
  station: z.string(),
  payment_method: z.string(),
  status: z.enum(INCOME_PAY_STATUSES),
  amount: z.number(),
  doc_id: z.string(),
  summary: z.string().nullable(),
  user_id: z.number(),
  created_by: z.string().nullable(),
  User: z.object({
    firstname: z.string(),
    lastname: z.string(),
    phonenumber: z.string(),
    address: z.string(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Income = z.infer<typeof incomeSchema>;

type IncomeKey = keyof Income & string;

/**
 * A field of an income record in words: its `.meta({ title })` in
 * incomeSchema, else its key ('lead_source': 'Lead source').
 */
export function incomeFieldLabel(key: IncomeKey): string {
  const title = incomeSchema.shape[key].meta()?.title;
  if (title) return title;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The income record's fields that `named` (what a view shows by name, or
 * leaves out on purpose) does not name, in the answer's order, with their
 * labels: a field added to the contract shows in the CSV and the ledger's
 * table by itself (ADR 032).
 */
export const otherIncomeFields = (named: readonly string[]) =>
  (Object.keys(incomeSchema.shape) as IncomeKey[])
    .filter((key) => !named.includes(key))
    .map((key) => ({ key, label: incomeFieldLabel(key) }));

/** One value as a CSV cell takes it: text or a number, null for none. */
export function cellValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A column of the ledger's CSV: its header, the answer's fields it reads, its cell. */
export type IncomeCsvColumn = {
  label: string;
  fields: readonly IncomeKey[];
  cell: (row: Income) => string | number | null;
};

const csvField = (label: string, key: IncomeKey): IncomeCsvColumn => ({
  label,
  fields: [key],
  cell: (row) => cellValue(row[key]),
});

/** The CSV's columns of SPEC 2's export, in its order. */
const NAMED_CSV_COLUMNS: readonly IncomeCsvColumn[] = [
  csvField('Date', 'txn_date'),
  csvField('User id', 'user_id'),
  {
    label: 'Customer',
    fields: ['User'],
    cell: (row) => formatName(row.User.firstname, row.User.lastname),
  },
  { label: 'Phone number', fields: ['User'], cell: (row) => row.User.phonenumber },
  { label: 'Address', fields: ['User'], cell: (row) => row.User.address },
  csvField('Receipt No', 'doc_id'),
  csvField('Product', 'product'),
  csvField('Station', 'station'),
  csvField('Source', 'lead_source'),
  csvField('Amount', 'amount'),
  csvField('Pay Method', 'payment_method'),
  csvField('Status', 'status'),
  csvField('Narration', 'summary'),
];

/** Not exported: the record's id, who recorded it and when. */
const NOT_IN_CSV: readonly IncomeKey[] = ['id', 'created_by', 'createdAt', 'updatedAt'];

/**
 * The ledger's CSV export (GET /income_trace/export): its header and each
 * row's cells, SPEC 2's columns first, then any other field of the answer
 * under its label, so a field added to the record is exported with no
 * change here.
 */
export const INCOME_CSV_COLUMNS: readonly IncomeCsvColumn[] = [
  ...NAMED_CSV_COLUMNS,
  ...otherIncomeFields([...NAMED_CSV_COLUMNS.flatMap((c) => c.fields), ...NOT_IN_CSV]).map(
    ({ key, label }) => csvField(label, key),
  ),
];

export const incomeTotalsSchema = z.object({
  amount: z.number(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number(), amount: z.number() })),
});

export const incomePageSchema = z.object({
  rows: z.array(incomeSchema),
  count: z.number(),
  totals: incomeTotalsSchema,
});

export const FINANCE_MESSAGES = {
  created: 'Order successfully created',
  updated: 'Order successfully updated',
  failed: 'An error occurred, please try again',
  notFound: 'Income record not found',
  duplicate: (docId: string) => `Receipt number ${docId} is already recorded`,
} as const;
