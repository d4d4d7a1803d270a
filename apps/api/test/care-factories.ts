import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  addDays,
  type Baby,
  type CareDueCounts,
  type CareDueItem,
  type CareTimelineStep,
  type Pregnancy,
} from '@app/contract';
import { careRecords, careSteps, customers } from '../src/db/schema/index.ts';
import { createCustomer, type Ctx } from './factories.ts';
import { createPregnancy, lmpAt, outcomeBody, outcomeUrl, today } from './pregnancy-factories.ts';

// Shared builders of the care record and Care due suites (issue 42): mothers
// at a known point of their timeline, counted back from Kampala's today.

export type Mother = { id: number; pregnancy: Pregnancy; babies: Baby[] };

/** A customer marked expecting (at `station`), her pregnancy `weeks`+`days` along today. */
export async function expectingMother(
  c: Ctx,
  weeks: number,
  days = 0,
  station: string | null = 'Kikubo',
): Promise<Mother> {
  const customer = await createCustomer(c, { station });
  await c.db.update(customers).set({ userType: 'expecting' }).where(eq(customers.id, customer.id));
  const pregnancy = await createPregnancy(c, customer.id, { lmp: lmpAt(weeks, days) });
  return { id: customer.id, pregnancy, babies: [] };
}

/** A mother whose pregnancy ended `daysAgo` with a birth of `count` babies (or a loss, `count` 0). */
export async function motherAfter(
  c: Ctx,
  daysAgo: number,
  count = 1,
  station: string | null = 'Kikubo',
): Promise<Mother> {
  const m = await expectingMother(c, 39, 0, station);
  const babies = Array.from({ length: count }, (_, i) => ({
    name: `Baby ${i + 1}`,
    sex: i % 2 ? 'Male' : 'Female',
    birth_weight_grams: 2900,
  }));
  const body = count
    ? outcomeBody({ date: addDays(today(), -daysAgo), babies })
    : outcomeBody({ kind: 'loss', date: addDays(today(), -daysAgo), babies: [] });
  const res = await c.send(outcomeUrl(m.pregnancy.id), body);
  expect(res.statusCode, res.body).toBe(201);
  const answer = res.json().data as { pregnancy: Pregnancy; babies: Baby[] };
  return { id: m.id, pregnancy: answer.pregnancy, babies: answer.babies };
}

export const recordsUrl = (customerId: number) => `/customer/${customerId}/care-records`;

/** POST /customer/{id}/care-records: done today by our nurse, unless changed. */
export const recordStep = (
  c: Ctx,
  customerId: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => c.send(recordsUrl(customerId), { date: today(), place: 'here', ...body }, headers);

export const timeline = async (c: Ctx, id: number) => {
  const res = await c.read(`/customer/${id}/care-timeline`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CareTimelineStep[];
};

/** GET /care-due with a query; answers the page. */
export async function careDue(c: Ctx, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await c.read(`/care-due${qs.size ? `?${qs}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: CareDueItem[]; count: number };
}

/** Every row of the worklist for the query, page by page (100 at a time). */
export async function allCareDue(c: Ctx, query: Record<string, string | number> = {}) {
  const rows: CareDueItem[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await careDue(c, { ...query, offset, limit: 100 });
    rows.push(...page.rows);
    if (page.rows.length < 100) {
      expect(rows).toHaveLength(page.count);
      return rows;
    }
  }
}

export const counts = async (c: Ctx) => {
  const res = await c.read('/care-due/counts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CareDueCounts;
};

/** Her worklist rows as stored. */
export const stepsOf = (c: Ctx, customerId: number) =>
  c.db.select().from(careSteps).where(eq(careSteps.customerId, customerId)).orderBy(careSteps.id);

export const recordsOf = (c: Ctx, customerId: number) =>
  c.db.select().from(careRecords).where(eq(careRecords.customerId, customerId));

/** A step's name in a list: its key, and the baby for a dose. */
export const stepName = (s: {
  step?: string;
  key?: string;
  baby_id?: number | null;
  baby?: string;
}) => `${s.step ?? s.key}${(s.baby_id ?? s.baby) ? `@${s.baby_id ?? s.baby}` : ''}`;

/** Her worklist rows' step names, sorted. */
export const storedNames = async (c: Ctx, customerId: number) =>
  (await stepsOf(c, customerId))
    .map((s) => stepName({ step: s.stepKey, baby_id: s.babyId }))
    .sort();

/** The names of her timeline's steps still to do (due, overdue, upcoming), sorted. */
export const toDoNames = (steps: readonly CareTimelineStep[]) =>
  steps
    .filter((s) => s.state === 'due' || s.state === 'overdue' || s.state === 'upcoming')
    .map((s) => stepName(s))
    .sort();

/** How many rows a table holds for her (nothing stored by a refused request). */
export const countFor = async (c: Ctx, table: 'care_records' | 'care_steps', customerId: number) =>
  (
    (await c.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE customer_id = ${customerId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;
