import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  PREGNANCY_MESSAGES,
  addDays,
  outcomeProblem,
  type CareTimelineStep,
  type PregnancyOutcomeAnswer,
} from '@app/contract';
import { customers } from '../src/db/schema/index.ts';
import { createCustomer, expectFailure, setup, type Ctx } from './factories.ts';
import {
  babiesOf,
  createPregnancy,
  fieldErrors,
  lmpAt,
  outcomeBody,
  outcomeUrl,
  rowsOfCustomer,
  today,
} from './pregnancy-factories.ts';

// Issue 42: POST /pregnancy/{id}/outcome ends a pregnancy: a birth (its
// babies, the mother a parent with her children counted) or a loss; GET
// /customer/{id}/babies; GET /customer/{id}/care-timeline. The date rules,
// a stale or second outcome, a double click and a race.

describe('pregnancy outcome', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await setup();
  });
  afterAll(() => c.close());

  /** A customer marked expecting, with `children`, and her ongoing pregnancy 39 weeks along. */
  async function expectingMother(children: number | null = 2) {
    const customer = await createCustomer(c, { children });
    await c.db
      .update(customers)
      .set({ userType: 'expecting' })
      .where(eq(customers.id, customer.id));
    const pregnancy = await createPregnancy(c, customer.id, { lmp: lmpAt(39) });
    return { id: customer.id, pregnancy };
  }
  const profile = async (id: number) =>
    (await c.read(`/customer/${id}`)).json().data as { user_type: string; children: number };
  const timeline = async (id: number) =>
    (await c.read(`/customer/${id}/care-timeline`)).json().data as CareTimelineStep[];
  const record = (id: number, overrides: Record<string, unknown> = {}, headers = {}) =>
    c.send(outcomeUrl(id), outcomeBody(overrides), headers);

  it('records a birth of one: delivered, the baby hers, she a parent with one more child', async () => {
    const { id, pregnancy } = await expectingMother(2);
    const res = await record(pregnancy.id, { updated_at: pregnancy.updated_at });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data as PregnancyOutcomeAnswer;
    const born = addDays(today(), -1);
    expect(answer.pregnancy).toMatchObject({
      id: pregnancy.id,
      status: 'delivered',
      outcome: 'birth',
      outcome_date: born,
      outcome_place: 'Kawempe National Referral Hospital',
      outcome_notes: null,
      gestational_age: null,
    });
    expect(answer.babies).toEqual([
      {
        id: expect.any(Number),
        customer_id: id,
        pregnancy_id: pregnancy.id,
        name: 'Nakato',
        sex: 'Female',
        birth_weight_grams: 3200,
        born_on: born,
        age: '1 day',
      },
    ]);
    expect(await profile(id)).toMatchObject({ user_type: 'parent', children: 3 });
    expect((await c.read(`/customer/${id}/babies`)).json().data).toEqual(answer.babies);
    const [row] = await rowsOfCustomer(c, id);
    expect(row).toMatchObject({ status: 'delivered', outcome: 'birth', outcomeDate: born });
  });

  it('records twins: two babies, her children capped at the SPEC’s 6', async () => {
    const { id, pregnancy } = await expectingMother(5);
    const babies = [
      { sex: 'Female', birth_weight_grams: 2400 },
      { name: 'Waswa', sex: 'Male', birth_weight_grams: '2650' },
    ];
    const res = await record(pregnancy.id, { babies, date: today() });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data as PregnancyOutcomeAnswer;
    expect(answer.babies.map((b) => [b.name, b.sex, b.birth_weight_grams, b.age])).toEqual([
      [null, 'Female', 2400, '0 days'],
      ['Waswa', 'Male', 2650, '0 days'],
    ]);
    expect(await profile(id)).toMatchObject({ user_type: 'parent', children: 6 });
    // each baby has its own immunisations, the postnatal contacts are once for all
    const steps = await timeline(id);
    const birthDoses = steps.filter((s) => s.key === 'imm-birth');
    expect(birthDoses.map((s) => [s.baby, s.babyName, s.state])).toEqual([
      [String(answer.babies[0]!.id), undefined, 'due'],
      [String(answer.babies[1]!.id), 'Waswa', 'due'],
    ]);
    expect(steps.filter((s) => s.key === 'pnc-24h').map((s) => s.state)).toEqual(['due']);
  });

  it('records a loss: no babies, her type kept, the antenatal steps stop, no postnatal ones', async () => {
    const { id, pregnancy } = await expectingMother(1);
    const date = addDays(today(), -3);
    const res = await record(pregnancy.id, {
      kind: 'loss',
      date,
      babies: [],
      notes: 'Stillbirth',
      place: 'home',
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data as PregnancyOutcomeAnswer;
    expect(answer.babies).toEqual([]);
    expect(answer.pregnancy).toMatchObject({
      status: 'lost',
      outcome: 'loss',
      outcome_date: date,
      outcome_place: 'home',
      outcome_notes: 'Stillbirth',
    });
    expect(await profile(id)).toMatchObject({ user_type: 'expecting', children: 1 });
    expect(await babiesOf(c, id)).toEqual([]);
    const steps = await timeline(id);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((s) => s.kind === 'antenatal' && s.state === 'missed')).toBe(true);
  });

  it('a loss after an earlier birth makes her a parent', async () => {
    const { id, pregnancy } = await expectingMother(0);
    expect((await record(pregnancy.id)).statusCode).toBe(201);
    // marked expecting again, her next pregnancy lost
    await c.db.update(customers).set({ userType: 'expecting' }).where(eq(customers.id, id));
    const second = await createPregnancy(c, id, { lmp: lmpAt(10) });
    const lost = await record(second.id, { kind: 'loss', babies: null });
    expect(lost.statusCode, lost.body).toBe(201);
    expect(await profile(id)).toMatchObject({ user_type: 'parent', children: 1 });
    // the timeline follows the latest pregnancy (lost: no postnatal contacts) and her baby
    const steps = await timeline(id);
    expect(steps.some((s) => s.kind === 'postnatal')).toBe(false);
    expect(steps.filter((s) => s.key === 'imm-birth')).toHaveLength(1);
  });

  it('refuses wrong babies and dates, each with its words', async () => {
    const { id, pregnancy } = await expectingMother();
    const errors = async (overrides: Record<string, unknown>) =>
      fieldErrors(await record(pregnancy.id, overrides));
    const baby = (b: Record<string, unknown>) => ({
      babies: [{ sex: 'Female', birth_weight_grams: 3000, ...b }],
    });
    for (const grams of [299, 6001, 2500.5, 'heavy']) {
      expect(
        (await errors(baby({ birth_weight_grams: grams })))['babies.0.birth_weight_grams'],
      ).toBe(PREGNANCY_MESSAGES.birthWeight);
    }
    expect((await errors(baby({ sex: 'Unknown' })))['babies.0.sex']).toBe(
      PREGNANCY_MESSAGES.babySex,
    );
    expect((await errors({ babies: [] })).babies).toBe(PREGNANCY_MESSAGES.babyRequired);
    const five = Array.from({ length: 5 }, () => ({ sex: 'Male', birth_weight_grams: 2000 }));
    expect((await errors({ babies: five })).babies).toBe(PREGNANCY_MESSAGES.tooManyBabies);
    expect((await errors({ kind: 'loss' })).babies).toBe(PREGNANCY_MESSAGES.noBabiesForLoss);
    expect((await errors({ kind: 'miscarriage' })).kind).toBe(PREGNANCY_MESSAGES.outcomeKind);
    expect((await errors({ place: ' ' })).place).toBe(PREGNANCY_MESSAGES.outcomePlace);
    const tomorrow = addDays(today(), 1);
    expect((await errors({ date: tomorrow })).date).toBe(
      outcomeProblem('birth', tomorrow, today()),
    );
    // before her LMP: the API knows it, the same rule's words
    const early = addDays(pregnancy.lmp, -2);
    const res = await record(pregnancy.id, { date: early });
    const words = outcomeProblem('birth', early, today(), pregnancy.lmp)!;
    expect(expectFailure(res, 400)).toMatchObject({ error: words, details: { date: words } });
    const lossDay = addDays(pregnancy.lmp, 0);
    expect((await errors({ kind: 'loss', babies: [], date: lossDay })).date).toBe(
      outcomeProblem('loss', lossDay, today(), pregnancy.lmp),
    );
    expect(await babiesOf(c, id)).toEqual([]);
    expect((await rowsOfCustomer(c, id))[0]!.status).toBe('ongoing');
  });

  it('409 when already recorded, 409 on a stale version; 404 for no such pregnancy', async () => {
    const { id, pregnancy } = await expectingMother();
    const stale = await record(pregnancy.id, { updated_at: '2020-01-01T00:00:00.000Z' });
    expect(expectFailure(stale, 409).error).toBe(MSG.staleRecord);
    expect((await record(pregnancy.id)).statusCode).toBe(201);
    const again = await record(pregnancy.id, { kind: 'loss', babies: [] });
    expect(expectFailure(again, 409).error).toBe(PREGNANCY_MESSAGES.outcomeAlreadyRecorded);
    expect(await babiesOf(c, id)).toHaveLength(1);
    expect(expectFailure(await record(2_000_000), 404).error).toBe(PREGNANCY_MESSAGES.notFound);
  });

  it('a double click with one Idempotency-Key records one outcome: the same answer again', async () => {
    const { id, pregnancy } = await expectingMother(0);
    const key = { 'idempotency-key': `outcome-${pregnancy.id}` };
    const first = await record(pregnancy.id, {}, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await record(pregnancy.id, {}, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // without a key, the second is refused
    expectFailure(await record(pregnancy.id), 409);
    expect(await babiesOf(c, id)).toHaveLength(1);
    expect(await profile(id)).toMatchObject({ children: 1 });
  });

  it('two outcomes at once: one 201, one 409, the babies counted once', async () => {
    const { id, pregnancy } = await expectingMother(1);
    const twins = {
      babies: [
        { sex: 'Female', birth_weight_grams: 2300 },
        { sex: 'Female', birth_weight_grams: 2350 },
      ],
    };
    const [a, b] = await Promise.all([record(pregnancy.id, twins), record(pregnancy.id, twins)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().error).toBe(
      PREGNANCY_MESSAGES.outcomeAlreadyRecorded,
    );
    expect(await babiesOf(c, id)).toHaveLength(2);
    expect(await profile(id)).toMatchObject({ user_type: 'parent', children: 3 });
  });
});
