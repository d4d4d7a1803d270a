import { count, eq, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { INCOME_CSV_COLUMNS, type Income, type IncomeForm, type ShopOrder } from '@app/contract';
import { auditLog, incomeTrace, shopOrderItems, shopOrders } from '../src/db/schema/index.ts';
import type { Ctx } from './factories.ts';

// Shared builders for the shop (orders) and finance (income-trace ledger) suites.

// ---------- shop orders ----------

export type OrderLine = { product_id: string; name: string; quantity: number; price: number };

export const LINES = {
  mamaKit: { product_id: 'MK-001', name: 'Mama kit (value)', price: 95_000 },
  mamaBag: { product_id: 'MB-002', name: 'Prepared mama bag', price: 185_000 },
  pads: { product_id: 'NP-006', name: 'Nursing pads (box)', price: 18_000 },
  wipes: { product_id: 'BW-008', name: 'Baby wipes (3 pack)', price: 15_000 },
} as const;

export const line = (p: keyof typeof LINES, quantity: number): OrderLine => ({
  ...LINES[p],
  quantity,
});

/** What the shop sends for one order (ruling 17). */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    customerName: 'Grace Nakato',
    contact: '0772 345 678',
    address: 'Plot 12, Ntinda, Kampala',
    paymentMethod: 'Mobile Money',
    deliveryMethod: 'Delivery',
    shippingFee: 5_000,
    products: [line('mamaKit', 2), line('pads', 1)],
    ...overrides,
  };
}

export async function createOrder(c: Ctx, overrides: Record<string, unknown> = {}) {
  const res = await c.send('/portal/orders', orderBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as ShopOrder;
}

export const putOrder = (c: Ctx, id: number, key: string, value: unknown) =>
  c.put(`/portal/orders/${id}`, { key, value, user: 'desk@care.ug' });

/** Moves an order to a status through the API. */
export async function moveOrder(c: Ctx, id: number, status: string) {
  const res = await putOrder(c, id, 'status', status);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ShopOrder;
}

export async function countOrders(c: Ctx) {
  const [o] = await c.db.select({ n: count() }).from(shopOrders);
  const [i] = await c.db.select({ n: count() }).from(shopOrderItems);
  return { orders: o!.n, items: i!.n };
}

export const orderRow = async (c: Ctx, id: number) =>
  (await c.db.select().from(shopOrders).where(eq(shopOrders.id, id)))[0]!;

// ---------- income-trace ledger ----------

/**
 * A valid SPEC 5 order form's fields but the receipt and the customer,
 * typed against the contract's form: an optional field is absent, so one
 * added to the form needs no change here (ADR 032).
 */
const INCOME_FORM_BASE = {
  txn_date: '2025-03-01',
  product: 'VALUE KIT',
  lead_source: 'Referral',
  station: 'Kikubo',
  payment_method: 'Mobile Money',
  status: 'Pending',
  amount: '95,000',
  summary: 'Mama kit paid at the station',
} satisfies Omit<IncomeForm, 'doc_id' | 'user_id'>;

/** A valid SPEC 5 order form for a customer, with a fresh receipt number. */
export function incomeBody(userId: number, overrides: Record<string, unknown> = {}) {
  return {
    ...INCOME_FORM_BASE,
    doc_id: `RC-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    user_id: userId,
    ...overrides,
  };
}

export async function createIncome(
  c: Ctx,
  userId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await c.send('/income_trace', incomeBody(userId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Income;
}

export async function countIncome(c: Ctx, where?: SQL) {
  const [row] = await c.db.select({ n: count() }).from(incomeTrace).where(where);
  return row!.n;
}

export const incomeAudits = (c: Ctx, id: number) =>
  c.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(auditLog.id)
    .then((rows) => rows.filter((r) => r.entity === 'income_trace'));

export type Page = {
  rows: Income[];
  count: number;
  totals: { amount: number; byStatus: { status: string; count: number; amount: number }[] };
};

/** Reads a ledger page and checks the success envelope. */
export async function readPage(c: Ctx, url: string): Promise<Page> {
  const res = await c.read(url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.status).toBe('success');
  return body.data as Page;
}

/** Totals by status, sorted by status, for order-free comparison. */
export const sortedTotals = (t: Page['totals']) => ({
  amount: t.amount,
  byStatus: [...t.byStatus].sort((a, b) => a.status.localeCompare(b.status)),
});

// ---------- CSV ----------

/** RFC 4180 parser: quoted cells may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      // the \n ends the record
    } else if (ch === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || record.length) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** The export's header, from the contract's one list of its columns (INCOME_CSV_COLUMNS). */
export const CSV_HEADER = INCOME_CSV_COLUMNS.map((column) => column.label);

export const isCsv = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(String(res.headers['content-disposition'])).toMatch(
    /^attachment;\s*filename="?[^"]+\.csv"?$/,
  );
};
