import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARE_RECORD_MESSAGES,
  CARE_RECORD_PLACE_LABELS,
  addDays,
  formatDate,
  ugandaMidnight,
  type CareRecord,
} from '@app/contract';
import { accessLog } from '../src/db/schema/index.ts';
import { auditFor, expectFailure, setup, type Ctx } from './factories.ts';
import { today } from './pregnancy-factories.ts';
import {
  careDue,
  countFor,
  expectingMother,
  motherAfter,
  recordStep,
  stepName,
  storedNames,
  timeline,
  toDoNames,
} from './care-factories.ts';

// Issue 42: POST /customer/{id}/care-records records a step of her care
// timeline as done (a contact held, a dose given), DELETE /care-record/{id}
// removes a mistaken one. The timeline shows it done; her Care due rows
// (care_steps) are rewritten in the same transaction.

describe('care records', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  const shown = (day: string) => formatDate(ugandaMidnight(day));

  it('records a contact: done on the timeline with its day and place, off the worklist', async () => {
    // 20+3 weeks: the 20-week contact is due (its last day)
    const m = await expectingMother(c, 20, 3);
    const before = await timeline(c, m.id);
    expect(before.find((s) => s.key === 'anc-2')?.state).toBe('due');
    expect(await storedNames(c, m.id)).toEqual(toDoNames(before));
    expect((await careDue(c, { limit: 100 })).rows.map(stepName)).toContain('anc-2');

    const date = addDays(today(), -1);
    const res = await recordStep(c, m.id, { step: 'anc-2', date, notes: 'BP 120/80' });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json().data as CareRecord;
    expect(record).toEqual({
      id: expect.any(Number),
      customer_id: m.id,
      pregnancy_id: m.pregnancy.id,
      baby_id: null,
      step: 'anc-2',
      label: 'Antenatal contact 2 (20 weeks)',
      date,
      place: 'here',
      facility: null,
      notes: 'BP 120/80',
      recorded_by: 'Front Desk',
      created_at: expect.any(String),
    });

    const after = await timeline(c, m.id);
    expect(after.find((s) => s.key === 'anc-2')).toMatchObject({
      state: 'done',
      done: { date, where: CARE_RECORD_PLACE_LABELS.here },
    });
    expect(await storedNames(c, m.id)).toEqual(toDoNames(after));
    expect(await storedNames(c, m.id)).not.toContain('anc-2');
    const listed = (await careDue(c, { limit: 100 })).rows.filter((r) => r.customer_id === m.id);
    expect(listed.map(stepName)).not.toContain('anc-2');

    // audited (no free text), and its answer accounted for as a read of her pregnancy
    const [entry] = await auditFor(c, 'care_record', record.id);
    expect(entry).toMatchObject({
      action: 'create',
      actorId: c.staffId,
      summary: {
        after: {
          customer_id: m.id,
          pregnancy_id: m.pregnancy.id,
          baby_id: null,
          step: 'anc-2',
          date,
          place: 'here',
        },
      },
    });
    const reads = await c.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.subjectId, m.id), eq(accessLog.detail, 'answer to its record')));
    expect(reads).toMatchObject([{ record: 'pregnancy', recordId: String(m.pregnancy.id) }]);
  });

  it('records a dose given elsewhere: one baby needs no baby named', async () => {
    const m = await motherAfter(c, 3);
    const res = await recordStep(c, m.id, {
      step: 'imm-birth',
      place: 'elsewhere',
      facility: 'Kiswa Health Centre III',
      date: addDays(today(), -2),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      pregnancy_id: null,
      baby_id: m.babies[0]!.id,
      step: 'imm-birth',
      place: 'elsewhere',
      facility: 'Kiswa Health Centre III',
    });
    const dose = (await timeline(c, m.id)).find((s) => s.key === 'imm-birth');
    expect(dose).toMatchObject({
      state: 'done',
      done: { date: addDays(today(), -2), where: 'Kiswa Health Centre III' },
    });
    expect(await storedNames(c, m.id)).toEqual(toDoNames(await timeline(c, m.id)));
    expect(await storedNames(c, m.id)).not.toContain(`imm-birth@${m.babies[0]!.id}`);
  });

  it('twins: a dose names its baby, each recorded once; the other stays to do', async () => {
    const m = await motherAfter(c, 0, 2);
    const [first, second] = m.babies;
    const refused = expectFailure(await recordStep(c, m.id, { step: 'imm-birth' }), 400);
    expect(refused.error).toBe(CARE_RECORD_MESSAGES.babyRequired);
    expect(refused.details).toEqual({ baby_id: CARE_RECORD_MESSAGES.babyRequired });
    expect(await countFor(c, 'care_records', m.id)).toBe(0);

    const res = await recordStep(c, m.id, { step: 'imm-birth', baby_id: first!.id });
    expect(res.statusCode, res.body).toBe(201);
    const doses = (await timeline(c, m.id)).filter((s) => s.key === 'imm-birth');
    expect(doses.map((s) => [s.baby, s.state])).toEqual([
      [String(first!.id), 'done'],
      [String(second!.id), 'due'],
    ]);
    expect(await storedNames(c, m.id)).toContain(`imm-birth@${second!.id}`);
    expect(await storedNames(c, m.id)).not.toContain(`imm-birth@${first!.id}`);

    const again = expectFailure(
      await recordStep(c, m.id, { step: 'imm-birth', baby_id: first!.id }),
      409,
    );
    expect(again.error).toBe(CARE_RECORD_MESSAGES.alreadyRecorded);
    const other = await recordStep(c, m.id, { step: 'imm-birth', baby_id: second!.id });
    expect(other.statusCode, other.body).toBe(201);
    // the postnatal contact is the dyad's, once for both babies
    const pnc = await recordStep(c, m.id, { step: 'pnc-24h' });
    expect(pnc.statusCode, pnc.body).toBe(201);
    expect(pnc.json().data).toMatchObject({ pregnancy_id: m.pregnancy.id, baby_id: null });
    expect(await countFor(c, 'care_records', m.id)).toBe(3);

    // a baby that is not hers
    const stranger = await motherAfter(c, 0);
    const notHers = expectFailure(
      await recordStep(c, m.id, { step: 'imm-birth', baby_id: stranger.babies[0]!.id }),
      400,
    );
    expect(notHers.details).toEqual({ baby_id: CARE_RECORD_MESSAGES.unknownBaby });
  });

  it.each([
    ['a key of no step', { step: 'anc-99' }, 'step', CARE_RECORD_MESSAGES.unknownStep],
    ['a step not on her timeline', { step: 'pnc-24h' }, 'step', CARE_RECORD_MESSAGES.unknownStep],
    [
      'a day after today',
      { step: 'anc-2', date: addDays(today(), 1) },
      'date',
      CARE_RECORD_MESSAGES.dateAfterToday,
    ],
    [
      'elsewhere without where',
      { step: 'anc-2', place: 'elsewhere' },
      'facility',
      CARE_RECORD_MESSAGES.facility,
    ],
    ['no place', { step: 'anc-2', place: 'clinic' }, 'place', CARE_RECORD_MESSAGES.place],
  ])('refuses %s with its message, storing nothing', async (_what, body, field, message) => {
    const m = await expectingMother(c, 20, 3);
    const steps = await storedNames(c, m.id);
    const res = expectFailure(await recordStep(c, m.id, body), 400);
    expect(res.details?.[field]).toBe(message);
    expect(await countFor(c, 'care_records', m.id)).toBe(0);
    expect(await storedNames(c, m.id)).toEqual(steps);
  });

  it('refuses a day before the step’s anchor: the LMP for a contact, the birth for a dose', async () => {
    const m = await expectingMother(c, 20, 3);
    const lmp = m.pregnancy.lmp;
    const contact = expectFailure(
      await recordStep(c, m.id, { step: 'anc-2', date: addDays(lmp, -1) }),
      400,
    );
    expect(contact.details?.date).toBe(
      CARE_RECORD_MESSAGES.beforeAnchor(`the last menstrual period (${shown(lmp)})`),
    );
    // the LMP itself is a day of the pregnancy
    expect((await recordStep(c, m.id, { step: 'anc-1', date: lmp })).statusCode).toBe(201);

    const b = await motherAfter(c, 5);
    const born = b.babies[0]!.born_on;
    const dose = expectFailure(
      await recordStep(c, b.id, { step: 'imm-birth', date: addDays(born, -1) }),
      400,
    );
    expect(dose.details?.date).toBe(
      CARE_RECORD_MESSAGES.beforeAnchor(`the baby’s birth (${shown(born)})`),
    );
    const pnc = expectFailure(
      await recordStep(c, b.id, { step: 'pnc-day-3', date: addDays(born, -2) }),
      400,
    );
    expect(pnc.details?.date).toBe(CARE_RECORD_MESSAGES.beforeAnchor(`the birth (${shown(born)})`));
    expect(await countFor(c, 'care_records', b.id)).toBe(0);
  });

  it('answers 404 for a customer not on file, and 401 without a session', async () => {
    expectFailure(await recordStep(c, 2_000_000, { step: 'anc-1' }), 404);
    const res = await c.post('/customer/1/care-records', {
      step: 'anc-1',
      date: today(),
      place: 'here',
    });
    expectFailure(res, 401);
  });
});
