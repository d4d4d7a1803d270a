import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API_BASE, addDays, ugandaDate, type Pregnancy } from '@app/contract';
import { babies, pregnancies } from '../src/db/schema/index.ts';
import type { Ctx } from './factories.ts';

// Shared builders of the pregnancy suites (issue 42): dates counted back
// from Kampala's today, so a gestational age is known whatever day it runs.

export const today = () => ugandaDate();
/** The LMP of a pregnancy `weeks`+`days` along today. */
export const lmpAt = (weeks: number, days = 0) => addDays(today(), -(weeks * 7 + days));

export const pregnancyBody = (overrides: Record<string, unknown> = {}) => ({
  lmp: lmpAt(20, 3),
  gravida: 3,
  parity: 2,
  risks: ['hypertension'],
  risk_notes: 'BP 150/95 at the last visit',
  facility: 'Mulago Hospital',
  ...overrides,
});

export const pregnanciesUrl = (customerId: number) => `/customer/${customerId}/pregnancies`;

/** PATCH /pregnancy/{id} as the signed-in desk. */
export const patchPregnancy = (c: Ctx, id: number, payload: unknown, headers = c.headers) =>
  c.app.inject({
    method: 'PATCH',
    url: `${API_BASE}/pregnancy/${id}`,
    payload: payload as never,
    headers,
  });

/** Registers a pregnancy through the API and answers it. */
export async function createPregnancy(
  c: Ctx,
  customerId: number,
  overrides: Record<string, unknown> = {},
): Promise<Pregnancy> {
  const res = await c.send(pregnanciesUrl(customerId), pregnancyBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Pregnancy;
}

/** The form again from an answer, with changes (the edit dialog's payload). */
export const editBody = (p: Pregnancy, changes: Record<string, unknown> = {}) => ({
  lmp: p.lmp,
  edd: p.edd,
  gravida: p.gravida,
  parity: p.parity,
  risks: p.risks,
  risk_notes: p.risk_notes,
  facility: p.facility,
  updated_at: p.updated_at,
  ...changes,
});

export const rowsOfCustomer = (c: Ctx, customerId: number) =>
  c.db.select().from(pregnancies).where(eq(pregnancies.customerId, customerId));

/** The field errors of a 400. */
export const fieldErrors = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { details?: Record<string, string> }).details ?? {};
};

/** POST /pregnancy/{id}/outcome's body: a birth of one yesterday, unless changed. */
export const outcomeBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'birth',
  date: addDays(today(), -1),
  place: 'Kawempe National Referral Hospital',
  babies: [{ name: 'Nakato', sex: 'Female', birth_weight_grams: 3200 }],
  ...overrides,
});

export const outcomeUrl = (pregnancyId: number) => `/pregnancy/${pregnancyId}/outcome`;

export const babiesOf = (c: Ctx, customerId: number) =>
  c.db.select().from(babies).where(eq(babies.customerId, customerId)).orderBy(babies.id);
