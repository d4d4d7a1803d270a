import { z } from 'zod';
import {
  INCOME_PAY_STATUSES,
  LEAD_SOURCES,
  ORDER_PRODUCTS,
  PAYMENT_METHODS,
  STATIONS,
} from './enums.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  dateField,
  isRealDate,
  moneyField,
  optionalText,
  requiredText,
  versionField,
  numeric,
} from './fields.ts';
import { MSG } from './messages.ts';

const required = { error: MSG.fieldRequired };

/** SPEC 5 order form: every field required but the narration. */
export const incomeFormSchema = z.object({
  txn_date: dateField(),
  product: z.enum(ORDER_PRODUCTS, required),
  lead_source: z.enum(LEAD_SOURCES, required),
  station: z.enum(STATIONS, required),
  payment_method: z.enum(PAYMENT_METHODS, required),
  status: z.enum(INCOME_PAY_STATUSES, required),
  amount: z
    .union([z.number(), z.string()], required)
    .refine((v) => String(v).trim() !== '', MSG.fieldRequired)
    .pipe(moneyField()),
  doc_id: requiredText(40),
  summary: optionalText(500),
  user_id: numeric(z.number({ error: 'Select a customer' }).int().positive('Select a customer')),
});
export type IncomeForm = z.input<typeof incomeFormSchema>;

export const incomeUpdateSchema = incomeFormSchema.extend({ updatedAt: versionField() });

export const INCOME_SORTS = ['txn_date', 'user_id', 'doc_id'] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22')
  .refine(isRealDate, 'Not a real date');

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
