import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';

// GET /portal/search (SPEC 7, 9: starts at 3 characters; API.md: names and phone
// numbers, any part, case- and accent-insensitive) and GET /places (DECISIONS 25).

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

    it('finds by the alternate number', async () => {
      expect(await find('0756 444')).toEqual([okello]);
    });

    it('never finds a deleted customer', async () => {
      expect(await find('vanish')).toEqual([]);
      expect(await find('kagame')).toEqual([]);
      expect(await find('0782 111')).toEqual([]);
    });

    it('answers [] when nothing matches', async () => {
      expect(await find('zzzzz')).toEqual([]);
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
