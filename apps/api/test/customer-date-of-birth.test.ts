import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_AFTER_TODAY, addDays, ugandaDate } from '@app/contract';
import { customers } from '../src/db/schema/index.ts';
import {
  auditFor,
  createCustomer,
  customerBody,
  expectFailure,
  setup,
  type Ctx,
} from './factories.ts';

// Issue 42: a customer's date of birth, from which a pregnancy's age risk
// (under 18, over 35) is counted. The spec's clients know no such field: an
// edit that leaves it out must not lose it.

describe('customers: date of birth', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  const read = async (id: number) =>
    (await c.read(`/customer/${id}`)).json().data as Record<string, unknown>;
  /** The spec's edit: the profile as read, without date_of_birth, plus changes. */
  async function specEdit(id: number, changes: Record<string, unknown> = {}) {
    const { date_of_birth: _dob, ...current } = await read(id);
    return { ...current, ...changes };
  }

  it('is kept from the create, answered, and edited, cleared or left as it is', async () => {
    const customer = await createCustomer(c, { date_of_birth: '2009-03-14' });
    expect(customer.date_of_birth).toBe('2009-03-14');
    expect((await read(customer.id)).date_of_birth).toBe('2009-03-14');

    // an edit without the field (a SPEC client) leaves it
    const kept = await c.put(
      `/customer/${customer.id}`,
      await specEdit(customer.id, { occupation: 'Tailor' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ occupation: 'Tailor', date_of_birth: '2009-03-14' });

    const changed = await c.put(
      `/customer/${customer.id}`,
      await specEdit(customer.id, { date_of_birth: '1988-07-01' }),
    );
    expect(changed.json().data.date_of_birth).toBe('1988-07-01');
    const updates = (await auditFor(c, 'customer', customer.id)).filter(
      (r) => r.action === 'update',
    );
    expect(updates.at(-1)!.summary).toEqual({
      before: { dateOfBirth: '2009-03-14' },
      after: { dateOfBirth: '1988-07-01' },
    });

    // the staff form's empty field clears it
    const cleared = await c.put(
      `/customer/${customer.id}`,
      await specEdit(customer.id, { date_of_birth: '' }),
    );
    expect(cleared.json().data.date_of_birth).toBeNull();
    expect(
      (await c.db.select().from(customers).where(eq(customers.id, customer.id)))[0]!.dateOfBirth,
    ).toBeNull();
  });

  it.each([
    ['after today', addDays(ugandaDate(), 1), DATE_OF_BIRTH_AFTER_TODAY],
    ['a day that does not exist', '2001-02-29', 'There is no 29 February 2001'],
    ['another shape', '14/03/2009', 'Use a date like'],
  ])('refuses a date of birth %s and changes nothing', async (_what, value, message) => {
    const customer = await createCustomer(c, { date_of_birth: '1990-01-01' });
    const body = expectFailure(
      await c.put(
        `/customer/${customer.id}`,
        await specEdit(customer.id, { date_of_birth: value, occupation: 'Changed' }),
      ),
      400,
    );
    expect(body.details?.date_of_birth).toContain(message);
    expect(await read(customer.id)).toMatchObject({
      date_of_birth: '1990-01-01',
      occupation: null,
    });
    const created = expectFailure(
      await c.send('/customer', customerBody({ date_of_birth: value })),
      400,
    );
    expect(created.details?.date_of_birth).toContain(message);
  });
});
