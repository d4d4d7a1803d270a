import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type CareTimelineStep, type PregnancyOutcomeAnswer } from '@app/contract';
import { accessLog } from '../src/db/schema/index.ts';
import { auditFor, createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import { createPregnancy, lmpAt, outcomeBody, outcomeUrl, today } from './pregnancy-factories.ts';

// Issue 42: what recording an outcome leaves behind (audit entries, access
// entries) and the care timeline answered for known dates.

describe('pregnancy outcome: audit, access log, care timeline', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  const timeline = async (id: number) => {
    const res = await c.read(`/customer/${id}/care-timeline`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CareTimelineStep[];
  };
  const stateOf = (steps: CareTimelineStep[], key: string) =>
    steps.filter((s) => s.key === key).map((s) => s.state);

  it('audits the outcome as an update, each baby as a creation, the customer with the change', async () => {
    const customer = await createCustomer(c, { children: 1 });
    const p = await createPregnancy(c, customer.id, { lmp: lmpAt(38) });
    const born = addDays(today(), -2);
    const res = await c.send(
      outcomeUrl(p.id),
      outcomeBody({
        date: born,
        place: 'Nsambya Hospital',
        babies: [
          { sex: 'Male', birth_weight_grams: 2800 },
          { sex: 'Female', birth_weight_grams: 2700 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data as PregnancyOutcomeAnswer;
    const entries = await auditFor(c, 'pregnancy', p.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['create', c.staffId],
      ['update', c.staffId],
    ]);
    expect(entries[1]!.summary).toEqual({
      before: { status: 'ongoing', outcome: null, outcomeDate: null, outcomePlace: null },
      after: {
        status: 'delivered',
        outcome: 'birth',
        outcomeDate: born,
        outcomePlace: 'Nsambya Hospital',
      },
    });
    for (const [i, baby] of answer.babies.entries()) {
      const [made] = await auditFor(c, 'baby', baby.id);
      expect(made).toMatchObject({ action: 'create', actorId: c.staffId });
      expect(made!.summary).toEqual({
        after: {
          pregnancy_id: p.id,
          sex: i === 0 ? 'Male' : 'Female',
          birth_weight_grams: i === 0 ? 2800 : 2700,
          born_on: born,
        },
      });
    }
    const customerEntries = await auditFor(c, 'customer', customer.id);
    const change = customerEntries.at(-1)!;
    expect(change.action).toBe('update');
    expect(change.summary).toMatchObject({ before: { children: 1 }, after: { children: 3 } });
    expect((change.summary as { after: Record<string, unknown> }).after.userType ?? 'parent').toBe(
      'parent',
    );
  });

  it('accounts for every answer holding her babies or her care timeline in the access log', async () => {
    const { id } = await createCustomer(c);
    // nothing yet: no health data read
    expect((await c.read(`/customer/${id}/babies`)).json().data).toEqual([]);
    expect(await timeline(id)).toEqual([]);
    const p = await createPregnancy(c, id, { lmp: lmpAt(39) });
    await c.send(outcomeUrl(p.id), outcomeBody());
    await c.read(`/customer/${id}/babies`);
    const steps = await timeline(id);
    const entries = await c.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.subjectKind, 'customer'), eq(accessLog.subjectId, id)))
      .orderBy(accessLog.id);
    expect(entries.map((e) => [e.action, e.record, e.recordId, e.detail])).toEqual([
      ['read', 'pregnancy', String(p.id), 'answer to its registration'],
      ['read', 'pregnancy', String(p.id), 'answer to its outcome'],
      ['read', 'baby', null, '1 baby'],
      ['read', 'pregnancy', String(p.id), `care timeline, ${steps.length} steps`],
    ]);
  });

  it('lays the timeline on her dates: antenatal while ongoing; after a birth, postnatal and the baby’s vaccines', async () => {
    const { id } = await createCustomer(c);
    // 21+0 weeks today: contact 1 (by 12 weeks) was missed, contact 2 (20 weeks) is overdue
    // since 20+3, contact 3 (26 weeks) opens at 25+0
    const p = await createPregnancy(c, id, { lmp: lmpAt(21) });
    const ongoing = await timeline(id);
    expect(ongoing.every((s) => s.kind === 'antenatal')).toBe(true);
    expect(ongoing.map((s) => [s.key, s.state]).slice(0, 3)).toEqual([
      ['anc-1', 'missed'],
      ['anc-2', 'overdue'],
      ['anc-3', 'upcoming'],
    ]);
    expect(ongoing.find((s) => s.key === 'anc-2')).toMatchObject({
      target: addDays(p.lmp, 140),
      dueFrom: addDays(p.lmp, 133),
      dueUntil: addDays(p.lmp, 143),
    });

    // another mother: a birth 10 days ago at 37+4 weeks
    const mother = await createCustomer(c);
    const q = await createPregnancy(c, mother.id, { lmp: lmpAt(39) });
    const born = addDays(today(), -10);
    const res = await c.send(outcomeUrl(q.id), outcomeBody({ date: born }));
    expect(res.statusCode, res.body).toBe(201);
    const after = await timeline(mother.id);
    // antenatal steps stop: those whose window had closed are missed, the rest gone
    expect(stateOf(after, 'anc-6')).toEqual(['missed']);
    expect(stateOf(after, 'anc-7')).toEqual([]);
    expect(stateOf(after, 'anc-8')).toEqual([]);
    expect(stateOf(after, 'pnc-24h')).toEqual(['missed']);
    expect(stateOf(after, 'pnc-day-3')).toEqual(['missed']);
    expect(stateOf(after, 'pnc-week-2')).toEqual(['due']);
    expect(stateOf(after, 'pnc-week-6')).toEqual(['upcoming']);
    expect(stateOf(after, 'imm-birth')).toEqual(['overdue']);
    expect(stateOf(after, 'imm-6w')).toEqual(['upcoming']);
    // the malaria vaccine only where given: left out
    expect(stateOf(after, 'imm-malaria-1')).toEqual([]);
    expect(after.find((s) => s.key === 'pnc-week-6')).toMatchObject({
      kind: 'postnatal',
      target: addDays(born, 42),
      dueFrom: addDays(born, 35),
      dueUntil: addDays(born, 49),
    });
  });

  it('is open to any signed-in staff member, to no one signed out; 404 for no such customer', async () => {
    const { id } = await createCustomer(c);
    expectFailure(await c.get(`/customer/${id}/babies`), 401);
    expectFailure(await c.get(`/customer/${id}/care-timeline`), 401);
    expectFailure(await c.post(outcomeUrl(1), outcomeBody()), 401);
    expectFailure(await c.read('/customer/2000000/babies'), 404);
    expectFailure(await c.read('/customer/2000000/care-timeline'), 404);
  });
});
