import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeTrace } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { countIncome, incomeBody } from './ledger-factories.ts';

// Issue 20, item 4: POST /income_trace (and PUT) with the choices spelt as
// SPEC 9 spells them ('Value kit', 'Referal', 'a ride-hailing service', ...)
// is recorded with the canonical value (as ruling 10 does for job
// statuses); an unknown choice answers 400 with a message listing the
// accepted choices, never 'Field is required'.
describe("income records with SPEC 9's spellings", () => {
  let c: Ctx;
  let customerId: number;
  beforeAll(async () => {
    c = await setup();
    customerId = (await createCustomer(c, { firstname: 'Sarah', lastname: 'Nambi' })).id;
  });
  afterAll(() => c.close());

  const stored = async (id: number) =>
    (await c.db.select().from(incomeTrace).where(eq(incomeTrace.id, id)))[0]!;

  it.each([
    ['Value kit', 'VALUE KIT'],
    ['Prepared mama', 'PREPARED MAMA'],
    ['Patient care', 'PATIENT CARE'],
    ['Postnatal care', 'POSTNATAL CARE'],
    ['a shop product', 'SHOP'],
    ['Shop', 'SHOP'],
    ['VALUE KIT', 'VALUE KIT'],
  ])('records product %j as %j', async (product, canonical) => {
    const res = await c.send('/income_trace', incomeBody(customerId, { product }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.product).toBe(canonical);
    expect((await stored(res.json().data.id)).product).toBe(canonical);
  });

  it('records the other choices as SPEC 9 spells them, canonically', async () => {
    const res = await c.send(
      '/income_trace',
      incomeBody(customerId, {
        lead_source: 'Referal',
        station: 'a courier station',
        payment_method: 'a ride-hailing service',
        status: 'Unpaid',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      lead_source: 'Referral',
      station: 'Courier station',
      payment_method: 'Ride-hailing',
      status: 'UnPaid',
    });
    const more = await c.send(
      '/income_trace',
      incomeBody(customerId, {
        lead_source: 'a social network',
        station: 'an e-commerce marketplace',
        payment_method: 'a mobile payment provider',
      }),
    );
    expect(more.statusCode, more.body).toBe(201);
    expect(more.json().data).toMatchObject({
      lead_source: 'Social network',
      station: 'E-commerce marketplace',
      payment_method: 'Mobile payment provider',
    });
  });

  it('takes the same spellings on an edit (PUT /income_trace/{id})', async () => {
    const created = await c.send('/income_trace', incomeBody(customerId));
    const res = await c.put(
      `/income_trace/${created.json().data.id}`,
      incomeBody(customerId, { product: 'Postnatal care', doc_id: created.json().data.doc_id }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.product).toBe('POSTNATAL CARE');
  });

  it.each([
    ['product', 'Baby shoes', 'PREPARED MAMA, PATIENT CARE, POSTNATAL CARE, VALUE KIT, SHOP'],
    ['lead_source', 'Radio', 'Referral'],
    ['station', 'Kampala', 'Courier station'],
    ['payment_method', 'Bitcoin', 'Mobile Money'],
    ['status', 'Refunded', 'Paid, UnPaid, Pending'],
    ['product', 42, 'VALUE KIT'],
  ])(
    'refuses an unknown %s (%j) with the choices, never "Field is required"',
    async (field, value, listed) => {
      const before = await countIncome(c);
      const res = await c.send('/income_trace', incomeBody(customerId, { [field]: value }));
      const body = expectFailure(res, 400);
      expect(body.details?.[field]).toMatch(/^Choose one of: /);
      expect(body.details?.[field]).toContain(listed);
      expect(body.error).not.toBe('Field is required');
      expect(await countIncome(c)).toBe(before);
    },
  );
});
