import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_RECORD_MESSAGES, type CareRecord } from '@app/contract';
import { auditFor, expectFailure, setup, type Ctx } from './factories.ts';
import {
  careDue,
  expectingMother,
  motherAfter,
  recordStep,
  recordsOf,
  stepName,
  storedNames,
  timeline,
  toDoNames,
} from './care-factories.ts';

// Issue 42: a care record saved twice (a double click with one idempotency
// key, two staff at once) is one record; a mistaken one removed puts the
// step back on her timeline and the Care due worklist.

describe('care records: double submissions, races, removal', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  it('a double submission with one idempotency key records once and answers the first again', async () => {
    const m = await expectingMother(c, 20, 3);
    const key = { 'idempotency-key': `care-${m.id}` };
    const first = await recordStep(c, m.id, { step: 'anc-2' }, key);
    const second = await recordStep(c, m.id, { step: 'anc-2' }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await recordsOf(c, m.id)).toHaveLength(1);
    // without the key, a second record of the step is refused
    const third = expectFailure(await recordStep(c, m.id, { step: 'anc-2' }), 409);
    expect(third.error).toBe(CARE_RECORD_MESSAGES.alreadyRecorded);
    expect(await recordsOf(c, m.id)).toHaveLength(1);
  });

  it('two records of the same step at once: one recorded, the other 409', async () => {
    const m = await motherAfter(c, 1);
    const answers = await Promise.all([
      recordStep(c, m.id, { step: 'imm-birth' }),
      recordStep(c, m.id, { step: 'imm-birth', place: 'elsewhere', facility: 'Kiswa HC III' }),
      recordStep(c, m.id, { step: 'pnc-24h' }),
    ]);
    const doses = answers
      .slice(0, 2)
      .map((r) => r.statusCode)
      .sort();
    expect(doses).toEqual([201, 409]);
    expect(answers[2]!.statusCode, answers[2]!.body).toBe(201);
    expect((await recordsOf(c, m.id)).map((r) => r.stepKey).sort()).toEqual([
      'imm-birth',
      'pnc-24h',
    ]);
    // her worklist rows agree with her timeline after both writes
    expect(await storedNames(c, m.id)).toEqual(toDoNames(await timeline(c, m.id)));
  });

  it('a mistaken record removed: audited, the step to do again, on the worklist again', async () => {
    const m = await expectingMother(c, 20, 3);
    const made = (await recordStep(c, m.id, { step: 'anc-2' })).json().data as CareRecord;
    expect(await storedNames(c, m.id)).not.toContain('anc-2');

    const res = await c.del(`/care-record/${made.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(await recordsOf(c, m.id)).toEqual([]);
    expect((await timeline(c, m.id)).find((s) => s.key === 'anc-2')?.state).toBe('due');
    expect(await storedNames(c, m.id)).toContain('anc-2');
    const listed = (await careDue(c, { limit: 100 })).rows.filter((r) => r.customer_id === m.id);
    expect(listed.map(stepName)).toContain('anc-2');
    const entries = await auditFor(c, 'care_record', made.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(entries[1]!.summary).toMatchObject({ before: { step: 'anc-2', customer_id: m.id } });

    expectFailure(await c.del(`/care-record/${made.id}`), 404);
    // recorded again afterwards
    expect((await recordStep(c, m.id, { step: 'anc-2' })).statusCode).toBe(201);
  });
});
