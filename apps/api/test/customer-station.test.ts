import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_STATION_CHOICE } from '@app/contract';
import { customers } from '../src/db/schema/index.ts';
import {
  auditFor,
  createCustomer,
  customerBody,
  expectFailure,
  setup,
  type Ctx,
} from './factories.ts';

// Issue 42: the station that looks after a customer, by which the Care due
// worklist is read. The spec's clients know no such field: an edit that
// leaves it out keeps it; null or empty clears it.

describe('customers: station', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  const read = async (id: number) =>
    (await c.read(`/customer/${id}`)).json().data as Record<string, unknown>;
  /** The spec's edit: the profile as read, without station, plus changes. */
  async function specEdit(id: number, changes: Record<string, unknown> = {}) {
    const { station: _station, ...current } = await read(id);
    return { ...current, ...changes };
  }
  const stored = async (id: number) =>
    (await c.db.select().from(customers).where(eq(customers.id, id)))[0]!.station;

  it('is kept from the create, answered, kept by an edit without it, changed, and cleared', async () => {
    const customer = await createCustomer(c, { station: 'Kikubo' });
    expect(customer.station).toBe('Kikubo');
    expect((await read(customer.id)).station).toBe('Kikubo');

    const kept = await c.put(
      `/customer/${customer.id}`,
      await specEdit(customer.id, { occupation: 'Tailor' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ occupation: 'Tailor', station: 'Kikubo' });

    const moved = await c.put(
      `/customer/${customer.id}`,
      await specEdit(customer.id, { station: 'Mutungo' }),
    );
    expect(moved.json().data.station).toBe('Mutungo');
    const updates = (await auditFor(c, 'customer', customer.id)).filter(
      (r) => r.action === 'update',
    );
    expect(updates.at(-1)!.summary).toEqual({
      before: { station: 'Kikubo' },
      after: { station: 'Mutungo' },
    });

    const cleared = await c.put(
      `/customer/${customer.id}`,
      await specEdit(customer.id, { station: null }),
    );
    expect(cleared.json().data.station).toBeNull();
    expect(await stored(customer.id)).toBeNull();

    // the staff form's empty choice clears it too
    await c.put(`/customer/${customer.id}`, await specEdit(customer.id, { station: 'Nassana' }));
    const emptied = await c.put(
      `/customer/${customer.id}`,
      await specEdit(customer.id, { station: '' }),
    );
    expect(emptied.json().data.station).toBeNull();
  });

  it('is null for a customer created without one', async () => {
    const customer = await createCustomer(c);
    expect(customer.station).toBeNull();
    expect(await stored(customer.id)).toBeNull();
  });

  it('refuses a station not on the list, and changes nothing', async () => {
    const customer = await createCustomer(c, { station: 'Head Office' });
    const body = expectFailure(
      await c.put(
        `/customer/${customer.id}`,
        await specEdit(customer.id, { station: 'Entebbe', occupation: 'Changed' }),
      ),
      400,
    );
    expect(body.details?.station).toBe(CUSTOMER_STATION_CHOICE);
    expect(await read(customer.id)).toMatchObject({ station: 'Head Office', occupation: null });
    const created = expectFailure(
      await c.send('/customer', customerBody({ station: 'Entebbe' })),
      400,
    );
    expect(created.details?.station).toBe(CUSTOMER_STATION_CHOICE);
  });
});
