import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers } from '../src/db/schema/index.ts';
import { createCustomer, customerBody, expectFailure, setup, type Ctx } from './factories.ts';

// Issue 26, consent and purpose: creating a customer records how consent was
// given (app, phone, in person), by whom and when; the profile answers it.

let c: Ctx;
beforeAll(async () => {
  c = await setup();
});
afterAll(() => c.close());

describe(`consent recorded at creation`, () => {
  it('records the method, the staff member and the time, and every read answers them', async () => {
    const before = Date.now();
    const created = await createCustomer(c, { firstname: 'Grace', consent_method: 'phone' });
    expect(created).toMatchObject({
      consent_method: 'phone',
      consent_by: 'Front Desk',
      marketing_objected_at: null,
      erased_at: null,
    });
    const at = Date.parse(created.consent_at as string);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const [row] = await c.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row).toMatchObject({ consentMethod: 'phone', consentBy: c.staffId });

    // the profile, the list, the search (short and long phone fragments, and by name)
    const one = (await c.read(`/customer/${created.id}`)).json().data;
    expect(one).toMatchObject({ consent_method: 'phone', consent_by: 'Front Desk' });
    expect(one.consent_at).toBe(created.consent_at);
    const list = (await c.read('/customer?limit=50')).json().data as { id: number }[];
    expect(list.find((x) => x.id === created.id)).toMatchObject({ consent_by: 'Front Desk' });
    const phone = created.phonenumber as string;
    for (const term of [phone.slice(-4), phone.slice(-7), 'Grace']) {
      const found = (await c.read(`/portal/search?type=customer&searchTerm=${term}`)).json()
        .data as { id: number }[];
      expect(
        found.find((x) => x.id === created.id),
        term,
      ).toMatchObject({
        consent_method: 'phone',
        consent_by: 'Front Desk',
      });
    }

    // an edit keeps it, and answers it
    const edited = await c.put(`/customer/${created.id}`, {
      ...customerBody({ phonenumber: phone }),
      order: undefined,
      firstname: 'Gracie',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ consent_method: 'phone', consent_by: 'Front Desk' });

    const entries = await c.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(created.id))));
    expect(entries.find((e) => e.action === 'create')?.summary).toMatchObject({
      after: { consent: 'phone' },
    });
  });

  it('records each method the staff form offers', async () => {
    for (const method of ['app', 'in_person'] as const) {
      const created = await createCustomer(c, { consent_method: method });
      expect(created).toMatchObject({ consent_method: method, consent_by: 'Front Desk' });
    }
  });

  it('still creates a customer without consent_method (the spec call): answered as not recorded', async () => {
    const created = await createCustomer(c);
    expect(created).toMatchObject({ consent_method: null, consent_at: null, consent_by: null });
    const [row] = await c.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row).toMatchObject({ consentMethod: null, consentAt: null, consentBy: null });
  });

  it('refuses an unknown method with a clear message and creates nothing', async () => {
    const count = async () => (await c.db.select({ id: customers.id }).from(customers)).length;
    const before = await count();
    const res = await c.send('/customer', customerBody({ consent_method: 'email' }));
    const body = expectFailure(res, 400);
    expect(body.details?.consent_method).toBe('Choose how consent was given');
    expect(await count()).toBe(before);
  });
});
