import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCards } from '../src/db/schema/index.ts';
import { changedFields } from '../src/lib/diff.ts';
import { FORM_COLUMNS } from '../src/modules/jobcards/jobcard-writes.repo.ts';
import {
  auditFor,
  countRows,
  createCustomer,
  createJobCard,
  expectFailure,
  jobCardBody,
  setup,
  whileAuditRefused,
  type Ctx,
} from './factories.ts';

// Issue 23 item 3: every change to a job card (an edit, a move, both, a
// deletion) is one guarded write, the change and its audit entries in one
// statement (modules/jobcards/jobcard-writes.repo.ts), and a creation is one
// statement with its entry too. The entries say what lib/diff.ts would.
describe('job cards: one write per operation', () => {
  let c: Ctx;
  let customer: number;
  beforeAll(async () => {
    c = await setup();
    customer = (await createCustomer(c)).id;
  });
  afterAll(() => c.close());

  const rowOf = async (id: number) =>
    (await c.db.select().from(jobCards).where(eq(jobCards.id, id)))[0]!;

  /** The edit form's payload: the card's fields, with its version. */
  async function editBody(id: number, changes: Record<string, unknown> = {}) {
    const card = (await c.read(`/portal/jobcard/${id}`)).json().data;
    const body: Record<string, unknown> = {};
    for (const k of Object.keys(jobCardBody(0))) if (k !== 'UserId') body[k] = card[k];
    return { ...body, updatedAt: card.updatedAt, ...changes };
  }

  it('audits an edit as lib/diff.ts does: nulls, lists, decimals, dates', async () => {
    const card = await createJobCard(c, customer, {
      latitude: 0.3476,
      pysio_services: [],
      end_date: '',
      shifts: null,
    });
    const before = await rowOf(card.id);
    const res = await c.put(
      `/portal/jobcard/${card.id}`,
      await editBody(card.id, {
        latitude: 0.316,
        longitude: 32.582,
        pysio_services: ['Massaging', 'Walking'],
        care_services: [],
        end_date: '2026-03-20',
        patient_name: '',
        shifts: 'Day',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await rowOf(card.id);
    const [entry] = (await auditFor(c, 'job_card', card.id)).filter((r) => r.action === 'update');
    expect(entry!.summary).toEqual(changedFields(before, after, [...FORM_COLUMNS]));
    expect(entry!.summary).toMatchObject({
      before: { patientName: 'Baby Nakato', endDate: null, latitude: 0.3476 },
      after: { patientName: null, endDate: '2026-03-20', latitude: 0.316 },
    });
  });

  it('audits an edit that changes nothing with an empty before and after', async () => {
    const card = await createJobCard(c, customer);
    const res = await c.put(`/portal/jobcard/${card.id}`, await editBody(card.id));
    expect(res.statusCode, res.body).toBe(200);
    const updates = (await auditFor(c, 'job_card', card.id)).filter((r) => r.action === 'update');
    expect(updates.map((u) => u.summary)).toEqual([{ before: {}, after: {} }]);
  });

  it('audits an edit with a move as the move, then the edit', async () => {
    const card = await createJobCard(c, customer);
    const res = await c.put(
      `/portal/jobcard/${card.id}`,
      await editBody(card.id, { status: 'ongoing', facility: 'Nsambya Hospital' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ongoing', facility: 'Nsambya Hospital' });
    const entries = (await auditFor(c, 'job_card', card.id)).filter((r) => r.action !== 'create');
    expect(entries.map((e) => [e.action, e.summary, e.actorId])).toEqual([
      ['status', { before: { status: 'pending' }, after: { status: 'ongoing' } }, c.staffId],
      [
        'update',
        { before: { facility: 'Mulago Hospital' }, after: { facility: 'Nsambya Hospital' } },
        c.staffId,
      ],
    ]);
  });

  it('moves with a version, as an API client may, and refuses an old version', async () => {
    const card = await createJobCard(c, customer);
    const moved = await c.put(`/portal/jobcard/${card.id}`, {
      status: 'ongoing',
      updatedAt: card.updatedAt,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const entries = (await auditFor(c, 'job_card', card.id)).filter((r) => r.action === 'status');
    expect(entries.map((e) => e.summary)).toEqual([
      { before: { status: 'pending' }, after: { status: 'ongoing' } },
    ]);
    const stale = await c.put(`/portal/jobcard/${card.id}`, {
      status: 'completed',
      updatedAt: card.updatedAt,
    });
    expect(expectFailure(stale, 409).error).toMatch(/changed by someone else/);
  });

  it('deletes with an entry naming the number and the status it had', async () => {
    const card = await createJobCard(c, customer);
    expect((await c.put(`/portal/jobcard/${card.id}`, { status: 'ongoing' })).statusCode).toBe(200);
    expect((await c.del(`/portal/jobcard/${card.id}`)).statusCode).toBe(200);
    const row = await rowOf(card.id);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.status).toBe('ongoing');
    const deletes = (await auditFor(c, 'job_card', card.id)).filter((r) => r.action === 'delete');
    expect(deletes.map((d) => d.summary)).toEqual([
      { before: { care_card_number: card.care_card_number, status: 'ongoing' } },
    ]);
    expectFailure(await c.del(`/portal/jobcard/999999`), 404);
  });

  // The change and its entries are one statement: when an entry cannot be
  // written (a test-only trigger refuses it), nothing of the change is kept.
  it('keeps no edit, move, deletion or card whose audit entry could not be written', async () => {
    const card = await createJobCard(c, customer);
    const before = await rowOf(card.id);
    const entries = (await auditFor(c, 'job_card', card.id)).length;
    const cards = await countRows(c, jobCards);
    const edit = await editBody(card.id, { facility: 'Kibuli Hospital' });
    const answers = await whileAuditRefused(c, async () => [
      await c.put(`/portal/jobcard/${card.id}`, edit),
      await c.put(`/portal/jobcard/${card.id}`, { ...edit, status: 'ongoing' }),
      await c.put(`/portal/jobcard/${card.id}`, { status: 'ongoing', updatedAt: card.updatedAt }),
      await c.del(`/portal/jobcard/${card.id}`),
      await c.send('/portal/jobcard', jobCardBody(customer)),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([500, 500, 500, 500, 500]);
    expect(await rowOf(card.id)).toEqual(before);
    expect(await auditFor(c, 'job_card', card.id)).toHaveLength(entries);
    expect(await countRows(c, jobCards)).toBe(cards);
  });
});
