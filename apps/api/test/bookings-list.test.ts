import { inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '@app/contract';
import { bookings, jobCards } from '../src/db/schema/index.ts';
import {
  countRows,
  createCustomer,
  createJobCard,
  customerBody,
  expectFailure,
  jobCardBody,
  localPhone,
  setup,
  type Ctx,
} from './factories.ts';

// GET /booking lists (ruling 18), paging (API.md), search (ruling 7),
// job cards made from a booking (issue 5) and the customer's first order
// (ruling 16).

type Row = {
  id: number;
  docId: string;
  status: BookingStatus;
  customerId: number | null;
  createdAt: string;
  statusHistory: unknown[];
  jobCardIds: number[];
};

const PATH: Record<BookingStatus, BookingStatus[]> = {
  Pending: [],
  Accepted: ['Accepted'],
  onGoing: ['Accepted', 'onGoing'],
  Completed: ['Accepted', 'onGoing', 'Completed'],
  Cancelled: ['Cancelled'],
};

const LISTS = {
  new: ['Pending'],
  active: ['Accepted', 'onGoing'],
  completed: ['Completed', 'Cancelled'],
} as const;

describe('bookings: lists, search and links', () => {
  let c: Ctx;
  const made: Record<string, Row> = {};

  async function book(key: string, status: BookingStatus, body: Record<string, unknown>) {
    const res = await c.send('/booking', {
      primaryPhoneNumber: localPhone(),
      service: 'In home care',
      // complete: a booking without its start date or price is a request (issue 37)
      serviceStartDate: '2026-11-03',
      totalCost: 150_000,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    let row = res.json().data as Row;
    for (const value of PATH[status]) {
      const r = await c.put(`/booking/${row.docId}`, { field: 'status', value, docId: row.docId });
      expect(r.statusCode, r.body).toBe(200);
      row = r.json().data;
    }
    made[key] = row;
  }

  beforeAll(async () => {
    c = await setup();
    await book('zoe', 'Pending', {
      firstName: 'Zoé',
      lastName: 'Nakato',
      primaryPhoneNumber: '0772 555 123',
    });
    await book('joseph', 'Accepted', { firstName: 'Joseph', lastName: 'Okello' });
    await book('mary', 'onGoing', { firstName: 'Mary', lastName: 'Atim' });
    await book('peter', 'Completed', { firstName: 'Peter', lastName: 'Ssali' });
    await book('rose', 'Cancelled', { firstName: 'Rose', lastName: 'Auma' });
    await book('ivan', 'Pending', { firstName: 'Ivan', lastName: 'Mugisha' });
    await book('sarah', 'Pending', { firstName: 'Sarah', lastName: 'Nakato-Kiggundu' });
  });
  afterAll(() => c.close());

  const list = async (query: string) => {
    const res = await c.read(`/booking${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('success');
    return res.json().data as { rows: Row[]; count: number };
  };
  const docIds = (rows: Row[]) => rows.map((r) => r.docId);
  const countIn = (statuses: readonly BookingStatus[]) =>
    countRows(c, bookings, inArray(bookings.status, [...statuses]));

  it('lists every booking, newest first, when no status is given', async () => {
    const { rows, count } = await list('?limit=100');
    expect(count).toBe(await countRows(c, bookings, isNull(bookings.deletedAt)));
    expect(rows).toHaveLength(count);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ours = docIds(rows).filter((d) => Object.values(made).some((m) => m.docId === d));
    expect(ours).toEqual(
      Object.values(made)
        .map((m) => m.docId)
        .reverse(),
    );
  });

  it.each(Object.entries(LISTS))(
    'lists %s as %j, with history and job card ids',
    async (f, sts) => {
      const { rows, count } = await list(`?status=${f}&limit=100`);
      expect(count).toBe(await countIn(sts));
      expect(rows).toHaveLength(count);
      for (const r of rows) {
        expect(sts).toContain(r.status);
        expect(Array.isArray(r.statusHistory) && r.statusHistory.length > 0).toBe(true);
        expect(Array.isArray(r.jobCardIds)).toBe(true);
      }
      const expected = Object.values(made).filter((m) =>
        (sts as readonly string[]).includes(m.status),
      );
      expect(docIds(rows)).toEqual(expect.arrayContaining(docIds(expected)));
    },
  );

  it('answers each listed booking exactly as its own page does, every field', async () => {
    // The list is built by the database, one booking by the server: they must agree.
    const { rows } = await list('?limit=100');
    expect(rows.length).toBeGreaterThanOrEqual(Object.keys(made).length);
    for (const row of rows) {
      const one = await c.read(`/booking/${row.id}`);
      expect(one.json().data).toStrictEqual(row);
    }
    const peter = rows.find((r) => r.docId === made.peter!.docId)!;
    expect(peter.statusHistory).toHaveLength(4); // created, then three moves
  });

  it('pages with offset and limit; count is the whole list', async () => {
    const all = await list('?limit=100');
    const pages: Row[] = [];
    for (let offset = 0; offset < all.count; offset += 2) {
      const page = await list(`?offset=${offset}&limit=2`);
      expect(page.count).toBe(all.count);
      expect(page.rows.length).toBeLessThanOrEqual(2);
      pages.push(...page.rows);
    }
    expect(docIds(pages)).toEqual(docIds(all.rows));
    expect((await list(`?offset=${all.count}`)).rows).toEqual([]);
    const newPage = await list('?status=new&offset=1&limit=1');
    expect(newPage.rows).toHaveLength(1);
    expect(newPage.count).toBe(await countIn(['Pending']));
  });

  it.each([
    ['?status=Pending'],
    ['?status=all'],
    ['?status=NEW'],
    ['?limit=101'],
    ['?limit=0'],
    ['?offset=-1'],
    ['?limit=ten'],
  ])('refuses %s with 400', async (query) => {
    expectFailure(await c.read(`/booking${query}`), 400);
  });

  it.each([['nakato'], ['NAKATO'], ['zoe'], ['ZOÉ'], ['Zoe Naka'], ['akat']])(
    'finds a client by the name part %s, whatever the case or accents',
    async (term) => {
      const { rows, count } = await list(`?search=${encodeURIComponent(term)}`);
      expect(docIds(rows)).toContain(made.zoe!.docId);
      expect(count).toBe(rows.length);
      expect(docIds(rows)).not.toContain(made.joseph!.docId);
    },
  );

  it.each([['0772555123'], ['0772 555'], ['+256 772 555 123'], ['256772555'], ['555-123']])(
    'finds a client by the phone fragment %s',
    async (term) => {
      const { rows } = await list(`?search=${encodeURIComponent(term)}`);
      expect(docIds(rows)).toEqual([made.zoe!.docId]);
    },
  );

  it('finds a booking by its docId, in any case', async () => {
    const docId = made.peter!.docId;
    expect(docIds((await list(`?search=${docId}`)).rows)).toEqual([docId]);
    expect(docIds((await list(`?search=${docId.toLowerCase()}`)).rows)).toEqual([docId]);
  });

  it('combines search with the list, and finds nothing for a stranger', async () => {
    const newOnes = await list('?status=new&search=nakato');
    expect(docIds(newOnes.rows).sort()).toEqual([made.zoe!.docId, made.sarah!.docId].sort());
    expect(newOnes.count).toBe(2);
    expect(await list('?status=active&search=nakato')).toEqual({ rows: [], count: 0 });
    expect(await list('?search=Wekesa')).toEqual({ rows: [], count: 0 });
    expect(await list('?search=%25%25%25')).toEqual({ rows: [], count: 0 });
  });

  it("lists the job cards made from a booking in its jobCardIds, and not another's", async () => {
    const customer = await createCustomer(c);
    const res = await c.send('/booking', {
      firstName: 'Agnes',
      lastName: 'Nabirye',
      primaryPhoneNumber: localPhone(),
      service: 'Postnatal Care',
      customerId: customer.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data as Row;

    const first = await createJobCard(c, customer.id, { bookingId: booking.id });
    const second = await createJobCard(c, customer.id, { bookingId: booking.id });
    const unrelated = await createJobCard(c, customer.id);
    expect(first).toMatchObject({ bookingId: booking.id, status: 'pending' });
    expect(unrelated).toMatchObject({ bookingId: null });

    const one = (await c.read(`/booking/${booking.docId}`)).json().data as Row;
    expect(one.jobCardIds.sort()).toEqual([first.id, second.id].sort());
    const inList = (await list('?status=new&limit=100')).rows.find((r) => r.id === booking.id)!;
    expect(inList.jobCardIds.sort()).toEqual([first.id, second.id].sort());
    const other = (await c.read(`/booking/${made.zoe!.id}`)).json().data as Row;
    expect(other.jobCardIds).toEqual([]);

    // a deleted job card is no longer listed
    expect((await c.del(`/portal/jobcard/${second.id}`)).statusCode).toBe(200);
    expect((await c.read(`/booking/${booking.id}`)).json().data.jobCardIds).toEqual([first.id]);
  });

  it("refuses a job card for an unknown booking with 404 'Booking not found'", async () => {
    const customer = await createCustomer(c);
    const before = await countRows(c, jobCards);
    const res = await c.send('/portal/jobcard', jobCardBody(customer.id, { bookingId: 987654 }));
    expect(expectFailure(res, 404).error).toBe('Booking not found');
    expect(await countRows(c, jobCards)).toBe(before);
  });

  it("makes a new customer's order a Pending booking in the new list (ruling 16)", async () => {
    const res = await c.send(
      '/customer',
      customerBody({
        firstname: 'Harriet',
        lastname: 'Kemigisha',
        order: { order: 'Postnatal care services', address: 'Bukoto' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { customer, booking } = res.json().data;
    const { rows } = await list('?status=new&search=kemigisha');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: booking.id,
      docId: booking.docId,
      status: 'Pending',
      customerId: customer.id,
      service: 'Postnatal care services',
      primaryPhoneNumber: customer.phonenumber,
      jobCardIds: [],
    });
    expect(rows[0]!.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'Pending', by: 'desk@care.ug' }),
    ]);
    expect(docIds((await list('?limit=100')).rows)[0]).toBe(booking.docId);
  });
});
