import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.ts';
import { createCustomersRepo } from '../src/modules/customers/customers.repo.ts';
import { createCustomer, customerBody, expectFailure, setup, type Ctx } from './factories.ts';
import { rowsOf } from './helpers.ts';
import { createNurse, type NurseCtx } from './nurse-factories.ts';

// GET /portal/search (SPEC 7, 9: starts at 3 characters; API.md: names and phone
// numbers, any part, case- and accent-insensitive) and GET /places (ruling 25).

type Found = { id: number; firstname: string; phonenumber: string };

describe('search and places', () => {
  let c: Ctx;
  let nakato: number;
  let okello: number;
  let gone: number;
  beforeAll(async () => {
    c = await setup();
    nakato = (
      await createCustomer(c, {
        firstname: 'Nakáto',
        lastname: 'Ssempa',
        phonenumber: '0772 123 456',
      })
    ).id;
    okello = (
      await createCustomer(c, {
        firstname: 'Peter',
        lastname: 'Okello',
        phonenumber: '0701 998 877',
        alternate_number: '0756 444 333',
      })
    ).id;
    gone = (
      await createCustomer(c, {
        firstname: 'Vanished',
        lastname: 'Kagame',
        phonenumber: '0782 111 222',
      })
    ).id;
    expect((await c.del(`/customer/${gone}`)).statusCode).toBe(200);
  });
  afterAll(() => c.close());

  const find = async (term: string, type = 'customer') => {
    const res = await c.read(`/portal/search?type=${type}&searchTerm=${encodeURIComponent(term)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(Array.isArray(body.data)).toBe(true);
    return (body.data as Found[]).map((r) => r.id);
  };

  describe('GET /portal/search', () => {
    it("refuses fewer than 3 characters: 400 'Type at least 3 characters'", async () => {
      for (const term of ['', 'na', '  n  ']) {
        const res = await c.read(
          `/portal/search?type=customer&searchTerm=${encodeURIComponent(term)}`,
        );
        const body = expectFailure(res, 400);
        expect(body.error).toBe('Type at least 3 characters');
        expect(body.details?.searchTerm).toBe('Type at least 3 characters');
      }
    });

    it.each(['naka', 'NAKA', 'Nakáto', 'káto', 'kato', 'ssem', 'to ss'])(
      'finds Nakáto by %j (any part, case- and accent-insensitive)',
      async (term) => {
        expect(await find(term)).toEqual([nakato]);
      },
    );

    it('finds by last name too, and answers the customer itself', async () => {
      const res = await c.read('/portal/search?type=customer&searchTerm=okel');
      expect(res.json().data).toMatchObject([
        { id: okello, firstname: 'Peter', lastname: 'Okello', phonenumber: '+256701998877' },
      ]);
    });

    it.each(['Ssempa Nakato', 'ssempa naka', 'Nakato Ssempa', 'ssem   NAKÁTO', 'to ss'])(
      'finds Nakáto Ssempa by %j: her names typed in any order (issue 38)',
      async (term) => {
        expect(await find(term)).toEqual([nakato]);
      },
    );

    it('finds a customer only when she holds every part typed, and nurses the same way', async () => {
      // a part of each of two customers is neither of them
      expect(await find('Ssempa Peter')).toEqual([]);
      expect(await find('Okello Nakato')).toEqual([]);
      const nurse = await createNurse(c as unknown as NurseCtx, {
        first_name: 'Grace',
        last_name: 'Nabukenya',
      });
      expect(await find('Nabukenya Grace', 'nurse')).toContain(nurse.id);
      expect(await find('grace nabu', 'nurse')).toContain(nurse.id);
      expect(await find('Nabukenya Peter', 'nurse')).not.toContain(nurse.id);
    });

    it.each(['0772 12', '77212', '+256772', '256 772 123', '0772-123-456', '123456'])(
      'finds the phone 0772 123 456 by the fragment %j',
      async (term) => {
        expect(await find(term)).toEqual([nakato]);
      },
    );

    // Each customer a search finds is answered exactly as reading it answers.
    it('answers each customer exactly as GET /customer/:id does', async () => {
      await c.db
        .update(customers)
        .set({ latitude: 0.3476, longitude: 32.5825, children: 2, email: 'peter@okello.ug' })
        .where(eq(customers.id, okello));
      const res = await c.read('/portal/search?type=customer&searchTerm=0756 444');
      const [listed] = res.json().data;
      const detail = (await c.read(`/customer/${okello}`)).json().data;
      expect(detail).toMatchObject({ latitude: 0.3476, longitude: 32.5825, children: 2 });
      expect(listed).toEqual(detail);
      for (const id of [nakato, okello]) {
        const one = (await c.read(`/customer/${id}`)).json().data;
        const term = one.lastname.slice(0, 4);
        const found = (await c.read(`/portal/search?type=customer&searchTerm=${term}`)).json().data;
        expect(found).toEqual([one]);
      }
    });

    // 3 or 4 digits walk the newest customers (ADR 016); more go to the trigram indexes.
    it.each([
      ['772', 'nakato'],
      ['0772', 'nakato'],
      ['3456', 'nakato'],
      ['998', 'okello'],
      ['0756', 'okello'],
      ['4443', 'okello'],
    ])('finds by the short fragment %j (main or alternate number)', async (term, who) => {
      expect(await find(term)).toEqual([who === 'nakato' ? nakato : okello]);
    });

    it('finds by the alternate number', async () => {
      expect(await find('0756 444')).toEqual([okello]);
    });

    it('never finds a deleted customer', async () => {
      expect(await find('vanish')).toEqual([]);
      expect(await find('kagame')).toEqual([]);
      expect(await find('0782 111')).toEqual([]);
      expect(await find('0782')).toEqual([]);
      expect(await find('1222')).toEqual([]);
    });

    it('answers [] when nothing matches', async () => {
      expect(await find('zzzzz')).toEqual([]);
      expect(await find('909')).toEqual([]);
      expect(await find('%%%')).toEqual([]);
    });

    it('answers type=nurse with a list too', async () => {
      expect(Array.isArray(await find('naka', 'nurse'))).toBe(true);
    });

    it.each(['shop', '', 'Customer'])('refuses type=%j with 400', async (type) => {
      expectFailure(await c.read(`/portal/search?type=${type}&searchTerm=naka`), 400);
    });

    it('refuses a search without type with 400, and without a session with 401', async () => {
      expectFailure(await c.read('/portal/search?searchTerm=naka'), 400);
      expectFailure(await c.get('/portal/search?type=customer&searchTerm=naka'), 401);
    });
  });

  describe('many customers sharing a fragment', () => {
    const shared: number[] = [];
    const sharer = (i: number) => {
      const nn = String(i).padStart(2, '0');
      return {
        firstname: `Sharer${nn}`,
        lastname: 'Mukasa',
        phonenumber: `0703 6${nn} 8${nn}`,
        ...(i === 5 ? { alternate_number: '0704 335 511' } : {}),
      };
    };
    beforeAll(async () => {
      for (let i = 0; i < 23; i++) shared.push((await createCustomer(c, sharer(i))).id);
      // Newest first by creation: the oldest, edited now, stays last.
      const edit = await c.put(
        `/customer/${shared[0]}`,
        customerBody({ ...sharer(0), address: 'Kira' }),
      );
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await c.del(`/customer/${shared[22]}`)).statusCode).toBe(200);
    });
    const newest20 = () => shared.slice(0, 22).reverse().slice(0, 20);

    it.each(['0703', '7036', '+256 703 6', '67036', '2567036'])(
      'answers the 20 newest live ones for %j, short or long, in the same order',
      async (term) => {
        expect(await find(term)).toEqual(newest20());
      },
    );

    // ADR 016: a short fragment's statement is planned once per connection,
    // whatever the digits, so the walk costs no planning per request.
    /** Nine short fragments on one connection (one transaction, whose prepared statements the view lists). */
    const shortFragments = () =>
      c.db.transaction(async (tx) => {
        const repo = createCustomersRepo(tx);
        const found = new Set<number>();
        for (const digits of ['703', '7036', '6058', '772', '998', '4443', '0361', '555', '801']) {
          const rows = await repo.search(digits, digits, 20);
          for (const r of rows) {
            expect(`${r.phonenumber} ${r.alternateNumber ?? ''}`).toContain(digits);
            found.add(r.id);
          }
        }
        expect([...found]).toEqual(expect.arrayContaining([nakato, okello, shared[5]]));
        return rowsOf<{ generic: number; custom: number }>(
          await tx.execute(sql`
            SELECT generic_plans::int AS generic, custom_plans::int AS custom
            FROM pg_prepared_statements WHERE name = 'customer_search_short_phone_20'`),
        );
      });

    it('finds its digits with each short fragment, on one connection', async () => {
      expect(await shortFragments()).toHaveLength(1);
    });

    it('plans the short-fragment search once', async () => {
      const plans = await shortFragments();
      expect(plans).toHaveLength(1);
      for (const p of plans) {
        // PostgreSQL tries at most five plans made for the values, then keeps the prepared one.
        expect(p.custom).toBeLessThanOrEqual(5);
        expect(p.generic).toBeGreaterThanOrEqual(4);
      }
    });

    it('finds digits in a name too, written plainly or with phone punctuation', async () => {
      const ward = (await createCustomer(c, { firstname: 'Ward', lastname: 'Bed (4521)' })).id;
      expect(await find('4521')).toEqual([ward]);
      expect(await find('(4521)')).toEqual([ward]);
      expect(await find('(4521')).toEqual([ward]);
      expect(await find('4521) ')).toEqual([ward]);
      expect(await find('(45 21)')).toEqual([]);
      expect((await c.del(`/customer/${ward}`)).statusCode).toBe(200);
    });

    it('finds the one with a short fragment of its alternate number only', async () => {
      expect(await find('3355')).toEqual([shared[5]]);
    });
  });

  it('does not treat a bare country prefix as a phone fragment matching everyone', async () => {
    for (const term of ['+256', '2567', '256 7']) expect(await find(term)).not.toContain(okello);
  });

  describe('GET /places', () => {
    type Place = { label: string; address: string; latitude: number; longitude: number };
    const places = async (q: string) => {
      const res = await c.read(`/places?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Place[];
    };

    it('suggests Ntinda for "ntin", with coordinates in Uganda', async () => {
      const found = await places('q=ntin');
      const ntinda = found.find((p) => p.label.startsWith('Ntinda'));
      expect(ntinda).toBeDefined();
      expect(found[0]!.label).toMatch(/^Ntinda/);
      expect(ntinda!.address).toContain('Ntinda');
      expect(ntinda!.latitude).toBeCloseTo(0.354, 2);
      expect(ntinda!.longitude).toBeCloseTo(32.615, 2);
      // Uganda lies within about 1.5 S to 4.3 N and 29.5 E to 35 E
      expect(ntinda!.latitude).toBeGreaterThan(-1.5);
      expect(ntinda!.latitude).toBeLessThan(4.3);
      expect(ntinda!.longitude).toBeGreaterThan(29.5);
      expect(ntinda!.longitude).toBeLessThan(35);
    });

    it('answers [] for an empty query', async () => {
      expect(await places('q=')).toEqual([]);
      expect(await places('')).toEqual([]);
    });

    it('respects the limit', async () => {
      const many = await places('q=ka');
      expect(many.length).toBeGreaterThan(2);
      expect(await places('q=ka&limit=2')).toEqual(many.slice(0, 2));
      expect(await places('q=ka&limit=1')).toHaveLength(1);
      expectFailure(await c.read('/places?q=ka&limit=0'), 400);
      expectFailure(await c.read('/places?q=ka&limit=500'), 400);
    });

    it('needs a session', async () => {
      expectFailure(await c.get('/places?q=ntin'), 401);
    });
  });
});
