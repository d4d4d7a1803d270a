import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { API_BASE, type Retention } from '@app/contract';
import { customers } from '../src/db/schema/index.ts';
import { data, type PayCtx } from './payroll-factories.ts';

// Builders for the retention suites (issue 26): the policy and a run through
// the API as an ADMIN, and customers deleted some days ago, written straight
// to the table.

/** `days` ago, as SQL (fractions of a day allowed). */
export const ago = (days: number) => sql`now() - ${days}::float8 * interval '1 day'`;

export type RetentionApi = {
  retention: (headers?: Record<string, string>) => Promise<Retention>;
  putPolicy: (body: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  runNow: (headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** A customer straight in the table, deleted `deletedDays` ago (or not deleted). */
  customer: (deletedDays?: number) => Promise<typeof customers.$inferSelect>;
  customerRow: (id: number) => Promise<typeof customers.$inferSelect>;
};

let serial = 0;

/** The retention API of `c()`, as its first ADMIN unless told otherwise. */
export function retentionApi(c: () => PayCtx): RetentionApi {
  return {
    retention: async (headers = c().admin1) =>
      data<Retention>(await c().as(headers).get('/privacy/retention')),
    putPolicy: (body, headers = c().admin1) =>
      c().app.inject({
        method: 'PUT',
        url: `${API_BASE}/privacy/retention`,
        payload: body as never,
        headers,
      }),
    runNow: (headers = c().admin1) => c().as(headers).post('/privacy/retention/run'),
    async customer(deletedDays) {
      serial += 1;
      const [row] = await c()
        .db.insert(customers)
        .values({
          userId: randomUUID(),
          firstname: 'Keep',
          lastname: `Or-Erase-${serial}`,
          phonenumber: `+25677199${String(serial).padStart(4, '0')}`,
          address: 'Kireka',
          userType: 'parent',
          deletedAt: deletedDays === undefined ? null : ago(deletedDays),
        })
        .returning();
      return row!;
    },
    customerRow: async (id) =>
      (await c().db.select().from(customers).where(eq(customers.id, id)))[0]!,
  };
}
