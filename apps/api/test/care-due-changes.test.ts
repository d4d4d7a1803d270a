import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@app/contract';
import { careSteps } from '../src/db/schema/index.ts';
import { rebuildCareSteps } from '../src/modules/maternal/care-steps.service.ts';
import { editBody, lmpAt, patchPregnancy, today } from './pregnancy-factories.ts';
import {
  allCareDue,
  countFor,
  counts,
  expectingMother,
  motherAfter,
  recordStep,
  stepName,
  stepsOf,
  storedNames,
  timeline,
  toDoNames,
} from './care-factories.ts';
import { TO_DO, careDueSetup } from './care-due-kit.ts';

// Issue 42: the Care due worklist follows what moves a mother's timeline (a
// record, a pregnancy edited, a window closing), her station, and her
// deletion or erasure: her rows (care_steps) are rewritten in the
// transaction that changed it, and the next answer shows it.

describe('Care due follows her', () => {
  let s: Awaited<ReturnType<typeof careDueSetup>>;
  beforeAll(async () => {
    s = await careDueSetup();
  });
  afterAll(() => s.c.close());

  it('follows her timeline: a record, a pregnancy edited, a step whose window has closed', async () => {
    const due = s.mothers.get('due')!;
    const listed = async () =>
      (await allCareDue(s.c)).filter((r) => r.customer_id === due.id).map(stepName);
    expect(await listed()).toContain('anc-2');
    const before = await counts(s.c);
    expect((await recordStep(s.c, due.id, { step: 'anc-2' })).statusCode).toBe(201);
    expect(await listed()).not.toContain('anc-2');
    expect((await counts(s.c)).due).toBe(before.due - 1);

    // her LMP corrected two weeks earlier: 22+3 weeks, the 26-week contact nearer
    const edited = await patchPregnancy(
      s.c,
      due.pregnancy.id,
      editBody(due.pregnancy, { lmp: lmpAt(22, 3), edd: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storedNames(s.c, due.id)).toEqual(toDoNames(await timeline(s.c, due.id)));

    // a row whose window closed yesterday (a step now missed) is never answered
    await s.c.db.insert(careSteps).values({
      customerId: due.id,
      stepKey: 'anc-closed',
      kind: 'antenatal',
      label: 'Closed',
      target: addDays(today(), -10),
      dueFrom: addDays(today(), -12),
      dueUntil: addDays(today(), -8),
      overdueUntil: addDays(today(), -1),
      station: 'Kikubo',
    });
    expect(await listed()).not.toContain('anc-closed');
    expect(
      (await allCareDue(s.c, { from: addDays(today(), -30) })).map((r) => r.step),
    ).not.toContain('anc-closed');
    await s.c.db.delete(careSteps).where(eq(careSteps.stepKey, 'anc-closed'));
  });

  it('follows her station when it changes', async () => {
    const m = s.mothers.get('overdue')!;
    const read = (await s.c.read(`/customer/${m.id}`)).json().data as Record<string, unknown>;
    const { station: _s, ...profile } = read;
    const res = await s.c.put(`/customer/${m.id}`, { ...profile, station: 'Head Office' });
    expect(res.statusCode, res.body).toBe(200);
    s.stations.set(m.id, 'Head Office');
    expect((await stepsOf(s.c, m.id)).every((x) => x.station === 'Head Office')).toBe(true);
    const rows = await allCareDue(s.c, { station: 'Head Office' });
    expect(new Set(rows.map((r) => r.customer_id))).toEqual(new Set([m.id]));
    expect((await allCareDue(s.c, { station: 'Mutungo' })).map((r) => r.customer_id)).not.toContain(
      m.id,
    );
  });

  it('leaves out a deleted customer, and an erased one (her records and rows gone)', async () => {
    const deleted = await s.add('deleted', expectingMother(s.c, 20, 3, 'Kikubo'), 'Kikubo');
    const erased = await s.add('erased', motherAfter(s.c, 2, 1, 'Kikubo'), 'Kikubo');
    expect((await recordStep(s.c, erased.id, { step: 'imm-birth' })).statusCode).toBe(201);
    const ids = async () => new Set((await allCareDue(s.c)).map((r) => r.customer_id));
    expect(await ids()).toContain(deleted.id);
    expect(await ids()).toContain(erased.id);

    expect((await s.c.del(`/customer/${deleted.id}`)).statusCode).toBe(200);
    s.live.delete(deleted.id);
    expect(await ids()).not.toContain(deleted.id);
    expect(await countFor(s.c, 'care_steps', deleted.id)).toBe(0);

    await s.c.createStaff({ email: 'admin@care.ug', role: 'ADMIN', name: 'Admin' });
    const admin = await s.c.signIn('admin@care.ug');
    const res = await s.c.post(
      `/privacy/customer/${erased.id}/erasure`,
      { confirmName: 'Amina Nakato' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    s.live.delete(erased.id);
    expect(await ids()).not.toContain(erased.id);
    expect(await countFor(s.c, 'care_steps', erased.id)).toBe(0);
    expect(await countFor(s.c, 'care_records', erased.id)).toBe(0);
    const left = await s.c.db.execute(
      sql`SELECT (SELECT count(*) FROM babies WHERE customer_id = ${erased.id})::int AS babies`,
    );
    expect((left as unknown as { rows: { babies: number }[] }).rows[0]!.babies).toBe(0);
    // the counts agree with the timelines of those left
    const steps = [...(await s.timelines()).values()].flat().filter((x) => TO_DO.has(x.state));
    expect((await counts(s.c)).due).toBe(steps.filter((x) => x.state === 'due').length);
  });

  it('the nightly rebuild lays every mother’s rows again from her timeline', async () => {
    const before = new Map<number, string[]>();
    for (const id of s.live) before.set(id, await storedNames(s.c, id));
    await s.c.db.delete(careSteps);
    expect(await allCareDue(s.c)).toEqual([]);
    expect(await rebuildCareSteps(s.c.db)).toBe(s.live.size);
    for (const id of s.live) {
      expect(await storedNames(s.c, id)).toEqual(before.get(id));
      expect(await storedNames(s.c, id)).toEqual(toDoNames(await timeline(s.c, id)));
    }
  });
});
