import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_CARD_TIMELINE_LIMIT, type JobCardTimeline } from '@app/contract';
import { accessLog, auditLog, notifications } from '../src/db/schema/index.ts';
import { expectFailure, jobCardBody } from './factories.ts';
import { createCard, createNurse, type CardData, type NurseCtx } from './nurse-factories.ts';
import { eventually, settled, smsSetup, type SmsCtx } from './sms-factories.ts';

// Issue 37: GET /portal/jobcard/{id}/timeline, one list of everything that
// happened to a job card (its entries, its nurse jobs' and the SMS about
// it), newest first, each a line of plain English with who did it.

let c: SmsCtx;
beforeAll(async () => {
  c = await smsSetup();
});
afterAll(() => c.close());

const nurseCtx = () => c as unknown as NurseCtx;
const timelineOf = async (id: number) => {
  const res = await c.read(`/portal/jobcard/${id}/timeline`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as JobCardTimeline;
};

/** The edit form's payload: every field of the card as it is now, with some changed. */
async function editBody(id: number, changes: Record<string, unknown>) {
  const card = (await c.read(`/portal/jobcard/${id}`)).json().data as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const k of Object.keys(jobCardBody(0))) if (k !== 'UserId') body[k] = card[k];
  return { ...body, ...changes };
}

describe('a job card with a nurse, a move and an edit', () => {
  let card: CardData;
  let jobId: number;
  let timeline: JobCardTimeline;

  beforeAll(async () => {
    card = await createCard(nurseCtx(), { firstname: 'Ruth', lastname: 'Namata' });
    const nurse = await createNurse(
      nurseCtx(),
      { first_name: 'Mary', last_name: 'Achieng' },
      { approved: true },
    );
    const booked = await c.send(`/portal/jobcard/nurse/${nurse.id}`, {
      jobId: card.id,
      start_date: '2026-12-02',
      duration: 5,
      rate: 50000,
      shift: 'Day',
      idempotency_key: 'timeline-book-0001',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    jobId = booked.json().data.id as number;
    // The nurse hears of it by SMS (issue 24): wait until the gateway has answered.
    const sms = await eventually(async () => {
      const [row] = await c.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.event, 'nurse_assigned'), eq(notifications.nurseId, nurse.id)));
      return row;
    });
    await settled(c, sms.id);
    const moved = await c.put(`/portal/jobcard/${card.id}`, { status: 'ongoing' });
    expect(moved.statusCode, moved.body).toBe(200);
    const edited = await c.put(
      `/portal/jobcard/${card.id}`,
      await editBody(card.id, { invoice_amount: '300,000', days: 9 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const rate = await c.put(`/portal/jobcard/nurse/${jobId}`, { rate: 60000 });
    expect(rate.statusCode, rate.body).toBe(200);
    timeline = await timelineOf(card.id);
  });

  it('lists each event once, newest first, in plain English with who did it', () => {
    const audited = timeline.filter((e) => e.kind !== 'sms').map((e) => e.summary);
    expect(audited).toEqual([
      "Nurse Mary Achieng's job edited: rate UGX 50,000 -> UGX 60,000; amount UGX 250,000 -> UGX 300,000 by Front Desk",
      'Edited invoice amount none -> UGX 300,000; days none -> 9 by Front Desk',
      'Status pending -> ongoing by Front Desk',
      'Nurse Mary Achieng booked 02-12 to last day of care 06-12, Day shift by Front Desk',
      `Job card ${card.care_card_number} created (pending) by Front Desk`,
    ]);
    const ats = timeline.map((e) => Date.parse(e.at));
    expect(ats).toEqual([...ats].sort((a, b) => b - a));
    for (const e of timeline) expect(new Date(e.at).toISOString()).toBe(e.at);
    expect(timeline.filter((e) => e.kind !== 'sms').map((e) => [e.kind, e.entity, e.who])).toEqual([
      ['update', 'nurse_job', 'Front Desk'],
      ['update', 'job_card', 'Front Desk'],
      ['status', 'job_card', 'Front Desk'],
      ['create', 'nurse_job', 'Front Desk'],
      ['create', 'job_card', 'Front Desk'],
    ]);
  });

  it('includes the SMS sent about it: to whom, how it went, what it said', async () => {
    const sms = timeline.filter((e) => e.kind === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ entity: 'sms', who: null });
    expect(sms[0]!.summary).toMatch(
      /^SMS \(nurse assigned\) to Mary Achieng \(\+256 701 \d{3} \d{3}\) sent: Hello Mary, .+/,
    );
    expect(sms[0]!.summary).toContain(card.care_card_number);
    // The gateway's delivery report, once it comes, is what the line says.
    await c.db
      .update(notifications)
      .set({ deliveryStatus: 'Success' })
      .where(eq(notifications.event, 'nurse_assigned'));
    const now = (await timelineOf(card.id)).filter((e) => e.kind === 'sms');
    expect(now[0]!.summary).toMatch(/^SMS \(nurse assigned\) to Mary Achieng \(.+\) delivered: /);
    // After the booking it tells of, before the card moved.
    const at = (kind: string, entity: string) =>
      timeline.findIndex((e) => e.kind === kind && e.entity === entity);
    expect(at('sms', 'sms')).toBeLessThan(at('create', 'nurse_job'));
    expect(at('sms', 'sms')).toBeGreaterThan(at('status', 'job_card'));
  });

  it("names a removed nurse job and keeps its history; records the read of the customer's data", async () => {
    expect((await c.del(`/portal/jobcard/nurse/${jobId}`)).statusCode).toBe(200);
    const after = await timelineOf(card.id);
    expect(after[0]).toMatchObject({
      kind: 'delete',
      entity: 'nurse_job',
      summary: "Nurse Mary Achieng's job removed (was pending) by Front Desk",
    });
    expect(after).toHaveLength(timeline.length + 1);
    const reads = await c.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.recordId, String(card.id)), eq(accessLog.detail, 'timeline')));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads[0]).toMatchObject({
      record: 'job_card',
      subjectKind: 'customer',
      subjectId: card.UserId,
    });
  });
});

describe('bounds and refusals', () => {
  it(`answers at most ${JOB_CARD_TIMELINE_LIMIT} events, the newest`, async () => {
    const card = await createCard(nurseCtx(), { firstname: 'Long', lastname: 'Story' });
    const base = Date.parse('2026-01-01T00:00:00Z');
    await c.db.insert(auditLog).values(
      Array.from({ length: JOB_CARD_TIMELINE_LIMIT + 20 }, (_, i) => ({
        at: new Date(base + i * 60_000),
        action: 'status',
        entity: 'job_card',
        entityId: String(card.id),
        actorEmail: 'old@care.ug',
        summary: { before: { status: 'pending' }, after: { status: `step ${i}` } },
      })),
    );
    const timeline = await timelineOf(card.id);
    expect(timeline).toHaveLength(JOB_CARD_TIMELINE_LIMIT);
    // The card's own creation (now) is the newest; the oldest 21 are left out.
    expect(timeline[0]!.kind).toBe('create');
    expect(timeline[1]!.summary).toBe(
      `Status pending -> step ${JOB_CARD_TIMELINE_LIMIT + 19} by old@care.ug`,
    );
    expect(timeline.at(-1)!.summary).toBe('Status pending -> step 21 by old@care.ug');
  });

  it('answers 404 for an unknown or deleted card, 400 for a bad id', async () => {
    expect(expectFailure(await c.read('/portal/jobcard/987654/timeline'), 404).error).toBe(
      'Job card not found',
    );
    const card = await createCard(nurseCtx());
    expect((await c.del(`/portal/jobcard/${card.id}`)).statusCode).toBe(200);
    expectFailure(await c.read(`/portal/jobcard/${card.id}/timeline`), 404);
    expectFailure(await c.read('/portal/jobcard/abc/timeline'), 400);
  });

  it('answers 401 without a sign-in', async () => {
    const card = await createCard(nurseCtx());
    expectFailure(await c.get(`/portal/jobcard/${card.id}/timeline`), 401);
  });
});
