import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCards } from '../src/db/schema/index.ts';
import {
  auditFor,
  createCustomer,
  createJobCard,
  expectFailure,
  jobCardBody,
  setup,
  type Ctx,
} from './factories.ts';

// GET /portal/jobcard, /portal/jobcard/customer/{id}, /portal/jobcard/{id};
// PUT and DELETE /portal/jobcard/{id} (SPEC 7; ruling 14, 29; API.md lists).

type Card = { id: number; status: string; UserId: number; createdAt: string; updatedAt: string };

describe('job cards: lists, edit, delete', () => {
  let c: Ctx;
  let alice: number;
  let bob: number;
  beforeAll(async () => {
    c = await setup();
    alice = (await createCustomer(c, { firstname: 'Alice', lastname: 'Auma' })).id;
    bob = (await createCustomer(c, { firstname: 'Bob', lastname: 'Okello' })).id;
  });
  afterAll(() => c.close());

  const rowOf = async (id: number) =>
    (await c.db.select().from(jobCards).where(eq(jobCards.id, id)))[0]!;

  /** The edit form's payload: the card's fields, without customer and bookkeeping. */
  async function editBody(id: number, changes: Record<string, unknown> = {}) {
    const card = (await c.read(`/portal/jobcard/${id}`)).json().data;
    const body: Record<string, unknown> = {};
    for (const k of Object.keys(jobCardBody(0))) if (k !== 'UserId') body[k] = card[k];
    return { ...body, updatedAt: card.updatedAt, ...changes };
  }

  describe('lists', () => {
    let cards: Card[];
    beforeAll(async () => {
      cards = [];
      for (const who of [alice, bob, alice, bob, alice]) cards.push(await createJobCard(c, who));
      expect(
        (await c.put(`/portal/jobcard/${cards[1]!.id}`, { status: 'ongoing' })).statusCode,
      ).toBe(200);
      expect(
        (await c.put(`/portal/jobcard/${cards[2]!.id}`, { status: 'cancelled' })).statusCode,
      ).toBe(200);
      expect((await c.del(`/portal/jobcard/${cards[4]!.id}`)).statusCode).toBe(200);
    });

    it('answers {rows, count}, newest first, deleted cards excluded', async () => {
      const res = await c.read('/portal/jobcard?limit=100');
      expect(res.statusCode).toBe(200);
      const { rows, count } = res.json().data as { rows: Card[]; count: number };
      expect(rows.map((r) => r.id)).toEqual([3, 2, 1, 0].map((i) => cards[i]!.id));
      expect(count).toBe(4);
      const times = rows.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('filters by status, with the count of that status', async () => {
      const page = async (q: string) =>
        (await c.read(`/portal/jobcard?${q}`)).json().data as { rows: Card[]; count: number };
      const pending = await page('status=pending');
      expect(pending.count).toBe(2);
      expect(pending.rows.map((r) => r.id)).toEqual([cards[3]!.id, cards[0]!.id]);
      expect(pending.rows.every((r) => r.status === 'pending')).toBe(true);
      expect(await page('status=ongoing')).toMatchObject({
        count: 1,
        rows: [{ id: cards[1]!.id }],
      });
      expect(await page('status=canceled')).toMatchObject({
        count: 1,
        rows: [{ id: cards[2]!.id }],
      });
      expect(await page('status=completed')).toEqual({ rows: [], count: 0 });
      expectFailure(await c.read('/portal/jobcard?status=paused'), 400);
    });

    it('pages with offset and limit while count stays the total', async () => {
      const { rows, count } = (await c.read('/portal/jobcard?offset=1&limit=2')).json().data;
      expect(count).toBe(4);
      expect(rows.map((r: Card) => r.id)).toEqual([cards[2]!.id, cards[1]!.id]);
      expectFailure(await c.read('/portal/jobcard?limit=101'), 400);
    });

    it("lists one customer's cards only, same shape", async () => {
      const a = (await c.read(`/portal/jobcard/customer/${alice}`)).json().data;
      expect(a.count).toBe(2);
      expect(a.rows.map((r: Card) => r.id)).toEqual([cards[2]!.id, cards[0]!.id]);
      expect(a.rows.every((r: Card) => r.UserId === alice)).toBe(true);
      const b = (await c.read(`/portal/jobcard/customer/${bob}`)).json().data;
      expect(b).toMatchObject({ count: 2 });
      expect(b.rows.map((r: Card) => r.id)).toEqual([cards[3]!.id, cards[1]!.id]);
      expectFailure(await c.read('/portal/jobcard/customer/999999'), 404);
    });

    it('answers one card by id; 404 for a deleted or unknown one', async () => {
      const one = await c.read(`/portal/jobcard/${cards[0]!.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({ id: cards[0]!.id, client_name: 'Alice Auma' });
      expectFailure(await c.read(`/portal/jobcard/${cards[4]!.id}`), 404);
      expectFailure(await c.read('/portal/jobcard/999999'), 404);
    });
  });

  describe('edit (PUT)', () => {
    it("updates the fields and audits the changed ones as 'update'", async () => {
      const card = await createJobCard(c, alice);
      const res = await c.put(
        `/portal/jobcard/${card.id}`,
        await editBody(card.id, {
          facility: 'Nsambya Hospital',
          invoice_amount: '300,000',
          days: 10,
          gender: 'Femal',
          has_doctor: 'yes',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        facility: 'Nsambya Hospital',
        invoice_amount: 300000,
        days: 10,
        duration: 10,
        gender: 'Female',
        has_doctor: true,
        status: 'pending',
      });
      const updates = (await auditFor(c, 'job_card', card.id)).filter((r) => r.action === 'update');
      expect(updates).toHaveLength(1);
      expect(updates[0]!.summary).toEqual({
        before: {
          facility: 'Mulago Hospital',
          invoiceAmount: 250000,
          days: 7,
          duration: 7,
          hasDoctor: false,
        },
        after: {
          facility: 'Nsambya Hospital',
          invoiceAmount: 300000,
          days: 10,
          duration: 10,
          hasDoctor: true,
        },
      });
    });

    it.each([
      ['facility', { facility: '' }],
      ['service', { service: undefined }],
      ['medical_condition', { medical_condition: 'Flu' }],
      ['invoice_amount', { invoice_amount: '12.5' }],
      ['end_date', { start_date: '2026-04-02', end_date: '2026-04-01' }],
    ])(
      'refuses an invalid edit of %s, changes nothing and names the field',
      async (field, patch) => {
        const card = await createJobCard(c, alice);
        const before = await rowOf(card.id);
        const res = await c.put(
          `/portal/jobcard/${card.id}`,
          await editBody(card.id, { patient_name: 'Changed', ...patch }),
        );
        const body = expectFailure(res, 400);
        expect(await rowOf(card.id)).toEqual(before);
        // validated like a create (ruling 14): the answer names the field
        expect(body.details?.[field], JSON.stringify(body)).toBeTruthy();
      },
    );

    // ruling 14 + 27: the edit form carries its status list, so an edit
    // arrives with a status; it must be validated like any other edit.
    it.each(['pending', 'ongoing'])(
      'refuses an invalid edit that also carries status %s, and changes nothing',
      async (status) => {
        const card = await createJobCard(c, alice);
        const before = await rowOf(card.id);
        const res = await c.put(
          `/portal/jobcard/${card.id}`,
          await editBody(card.id, { facility: '', patient_name: 'Changed', status }),
        );
        const body = expectFailure(res, 400);
        expect(await rowOf(card.id)).toEqual(before);
        expect(body.details?.facility).toBe('Field is required');
      },
    );

    it('refuses a stale version with 409', async () => {
      const card = await createJobCard(c, alice);
      const seen = await editBody(card.id);
      const first = await c.put(`/portal/jobcard/${card.id}`, { ...seen, facility: 'Kibuli' });
      expect(first.statusCode, first.body).toBe(200);
      expectFailure(
        await c.put(`/portal/jobcard/${card.id}`, { ...seen, facility: 'Rubaga' }),
        409,
      );
      expect((await rowOf(card.id)).facility).toBe('Kibuli');
    });
  });

  describe('DELETE', () => {
    it('soft deletes: kept in the table, hidden, audited; a second delete is 404', async () => {
      const card = await createJobCard(c, bob);
      const res = await c.del(`/portal/jobcard/${card.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'success' });
      expect((await rowOf(card.id)).deletedAt).toBeInstanceOf(Date);
      expectFailure(await c.read(`/portal/jobcard/${card.id}`), 404);
      const all = (await c.read('/portal/jobcard?limit=100')).json().data.rows as Card[];
      expect(all.some((r) => r.id === card.id)).toBe(false);
      const mine = (await c.read(`/portal/jobcard/customer/${bob}?limit=100`)).json().data;
      expect(mine.rows.some((r: Card) => r.id === card.id)).toBe(false);
      const deletes = (await auditFor(c, 'job_card', card.id)).filter((r) => r.action === 'delete');
      expect(deletes).toHaveLength(1);
      expect(deletes[0]!.actorId).toBe(c.staffId);
      expectFailure(await c.del(`/portal/jobcard/${card.id}`), 404);
      expectFailure(await c.put(`/portal/jobcard/${card.id}`, { status: 'ongoing' }), 404);
    });
  });
});
