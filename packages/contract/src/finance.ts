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
