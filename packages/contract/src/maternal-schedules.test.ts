import { describe, expect, it } from 'vitest';
import { careStepSchema, careStepsSchema, DEFAULT_CARE_STEPS } from './maternal-schedule-data.ts';
import { careTimeline, type CareTimelineInput } from './maternal-schedules.ts';

const LMP = '2026-01-01';
const BORN = '2026-10-08';

/** Each item as "key target state" (with the baby for a dose), in order. */
const summary = (input: CareTimelineInput) =>
  careTimeline(input).map((i) => [i.key, i.target, i.state, ...(i.baby ? [i.baby] : [])].join(' '));
const targets = (input: CareTimelineInput) =>
  Object.fromEntries(careTimeline(input).map((i) => [i.key, i.target]));
const one = (input: CareTimelineInput, key: string, baby?: string) =>
  careTimeline(input).find((i) => i.key === key && i.baby === baby);

describe('the schedules as data (ADR 054)', () => {
  it('are valid steps with keys used once', () => {
    expect(careStepsSchema.safeParse(DEFAULT_CARE_STEPS).success).toBe(true);
    const kinds = DEFAULT_CARE_STEPS.map((s) => s.kind);
    expect(kinds.filter((k) => k === 'antenatal')).toHaveLength(8);
    expect(kinds.filter((k) => k === 'postnatal')).toHaveLength(4);
  });

  it('refuses a key used twice, and a window that is missed before it is overdue', () => {
    const [first] = DEFAULT_CARE_STEPS;
    const twice = careStepsSchema.safeParse([first, first]);
    expect(twice.error?.issues.map((i) => i.message)).toEqual(['The key anc-1 is used twice']);
    const bad = careStepSchema.safeParse({
      ...first,
      window: { dueFrom: -7, dueUntil: 7, overdueUntil: 3 },
    });
    expect(bad.error?.issues[0]?.message).toBe(
      'A step is overdue only after it stops being due: overdueUntil must be at least dueUntil',
    );
    expect(careStepSchema.safeParse({ ...first, key: 'ANC 1' }).error?.issues[0]?.message).toBe(
      'Use up to 40 lower-case letters, digits and dashes',
    );
  });
});

describe('antenatal contacts: WHO 2016, eight contacts', () => {
  it('fall at 12, 20, 26, 30, 34, 36, 38 and 40 weeks from the LMP', () => {
    expect(targets({ pregnancy: { lmp: LMP }, today: LMP })).toEqual({
      'anc-1': '2026-03-26',
      'anc-2': '2026-05-21',
      'anc-3': '2026-07-02',
      'anc-4': '2026-07-30',
      'anc-5': '2026-08-27',
      'anc-6': '2026-09-10',
      'anc-7': '2026-09-24',
      'anc-8': '2026-10-08',
    });
  });

  it('count from the EDD less 280 days when the LMP is unknown', () => {
    expect(one({ pregnancy: { edd: BORN }, today: LMP }, 'anc-1')?.target).toBe('2026-03-26');
  });

  it('are upcoming, due, overdue, missed or done as the days pass', () => {
    const anc2 = (today: string) => one({ pregnancy: { lmp: LMP }, today }, 'anc-2');
    expect(anc2('2026-05-13')).toMatchObject({
      state: 'upcoming',
      dueFrom: '2026-05-14',
      dueUntil: '2026-05-24',
      overdueUntil: '2026-06-24',
    });
    expect(anc2('2026-05-14')?.state).toBe('due');
    expect(anc2('2026-05-24')?.state).toBe('due');
    expect(anc2('2026-05-25')?.state).toBe('overdue');
    expect(anc2('2026-06-24')?.state).toBe('overdue');
    expect(anc2('2026-06-25')?.state).toBe('missed');
    const done = [{ step: 'anc-2', date: '2026-05-20', where: 'Mulago' }];
    expect(one({ pregnancy: { lmp: LMP }, done, today: '2026-07-01' }, 'anc-2')).toMatchObject({
      state: 'done',
      done: { date: '2026-05-20', where: 'Mulago' },
    });
  });

  it('make the first contact due from the start of the pregnancy to 12+0 weeks', () => {
    const anc1 = (today: string) => one({ pregnancy: { lmp: LMP }, today }, 'anc-1')?.state;
    expect(anc1('2026-02-15')).toBe('due');
    expect(anc1('2026-03-26')).toBe('due');
    expect(anc1('2026-03-27')).toBe('overdue');
    expect(anc1('2026-05-13')).toBe('overdue');
    expect(anc1('2026-05-14')).toBe('missed');
  });
});

describe('a loss', () => {
  it('stops the antenatal steps: nothing more due or overdue, and no postnatal steps', () => {
    const loss = (date: string, done: CareTimelineInput['done'] = []) => ({
      pregnancy: { lmp: LMP, outcome: { kind: 'loss' as const, date } },
      done,
      today: '2026-07-30',
    });
    // At 17+1 weeks: the first contact was overdue then, so missed; the rest are left out.
    expect(summary(loss('2026-05-01'))).toEqual(['anc-1 2026-03-26 missed']);
    expect(summary(loss('2026-05-01', [{ step: 'anc-1', date: '2026-03-10' }]))).toEqual([
      'anc-1 2026-03-26 done',
    ]);
    // The contact due on the day of the loss is left out, not missed.
    expect(summary(loss('2026-05-20', [{ step: 'anc-1', date: '2026-03-10' }]))).toEqual([
      'anc-1 2026-03-26 done',
    ]);
  });
});

describe('postnatal contacts: WHO 2022', () => {
  const birth = { pregnancy: { lmp: LMP, outcome: { kind: 'birth' as const, date: BORN } } };

  it('fall within 24 hours, on day 3, from day 7 and at 6 weeks after the birth', () => {
    const all = targets({ ...birth, today: BORN });
    expect(all).toMatchObject({
      'pnc-24h': '2026-10-08',
      'pnc-day-3': '2026-10-11',
      'pnc-week-2': '2026-10-15',
      'pnc-week-6': '2026-11-19',
    });
  });

  it('move from due to overdue to missed', () => {
    const first = (today: string) => one({ ...birth, today }, 'pnc-24h')?.state;
    expect(first('2026-10-08')).toBe('due');
    expect(first('2026-10-09')).toBe('due');
    expect(first('2026-10-10')).toBe('overdue');
    expect(first('2026-10-11')).toBe('missed');
    expect(one({ ...birth, today: '2026-10-07' }, 'pnc-week-2')?.state).toBe('upcoming');
  });

  it('end the antenatal steps at the birth: those ahead left out, those past missed', () => {
    const early = {
      pregnancy: { lmp: LMP, outcome: { kind: 'birth' as const, date: '2026-09-30' } },
      done: ['anc-1', 'anc-2', 'anc-3', 'anc-4', 'anc-5', 'anc-6'].map((step) => ({
        step,
        date: LMP,
      })),
      today: '2026-10-01',
    };
    const antenatal = careTimeline(early).filter((i) => i.kind === 'antenatal');
    expect(antenatal.map((i) => `${i.key} ${i.state}`)).toEqual([
      ...['anc-1', 'anc-2', 'anc-3', 'anc-4', 'anc-5', 'anc-6'].map((k) => `${k} done`),
      'anc-7 missed',
    ]);
    expect(one(early, 'pnc-24h')?.target).toBe('2026-09-30');
  });

  it('count from the first baby when no pregnancy is recorded', () => {
    expect(one({ babies: [{ born: BORN }], today: BORN }, 'pnc-day-3')?.target).toBe('2026-10-11');
  });
});

describe("a baby's immunisations: UNEPI", () => {
  it('fall at birth, 6, 10 and 14 weeks, 9 and 18 months; malaria where given', () => {
    const baby = { babies: [{ born: BORN }], today: BORN };
    const all = careTimeline({ ...baby, conditions: ['malaria-vaccine'] }).filter(
      (i) => i.kind === 'immunisation',
    );
    expect(all.map((i) => `${i.key} ${i.target}`)).toEqual([
      'imm-birth 2026-10-08',
      'imm-6w 2026-11-19',
      'imm-10w 2026-12-17',
      'imm-14w 2027-01-14',
      'imm-malaria-1 2027-04-08',
      'imm-malaria-2 2027-05-08',
      'imm-malaria-3 2027-06-08',
      'imm-9m 2027-07-08',
      'imm-18m 2028-04-08',
      'imm-malaria-4 2028-04-08',
    ]);
    expect(all[0]?.vaccines).toEqual(['BCG', 'OPV 0', 'Hepatitis B birth dose']);
    expect(all[3]?.vaccines).toEqual(['OPV 3', 'DPT-HepB-Hib 3', 'PCV 3', 'IPV']);
    const without = careTimeline(baby).map((i) => i.key);
    expect(without.filter((k) => k.startsWith('imm-malaria'))).toEqual([]);
  });

  it('clamp a month step to the end of a shorter month', () => {
    const baby = { babies: [{ born: '2026-08-31' }], today: '2026-08-31' };
    expect(targets({ ...baby, conditions: ['malaria-vaccine'] })).toMatchObject({
      'imm-malaria-1': '2027-02-28',
      'imm-9m': '2027-05-31',
      'imm-18m': '2028-02-29',
    });
  });

  it('are never due before the age, and due, overdue then missed after it', () => {
    const at = (today: string) => one({ babies: [{ born: BORN }], today }, 'imm-6w', '0')?.state;
    expect(at('2026-11-18')).toBe('upcoming');
    expect(at('2026-11-19')).toBe('due');
    expect(at('2026-12-02')).toBe('due');
    expect(at('2026-12-03')).toBe('overdue');
    expect(at('2026-12-16')).toBe('overdue');
    expect(at('2026-12-17')).toBe('missed');
  });

  it('give twins a set each, with one set of postnatal contacts', () => {
    const twins: CareTimelineInput = {
      pregnancy: { lmp: LMP, outcome: { kind: 'birth', date: BORN } },
      babies: [
        { id: 'b1', born: BORN, name: 'Amara' },
        { id: 'b2', born: BORN, name: 'Amani' },
      ],
      done: [{ step: 'imm-birth', date: BORN, where: 'Kawempe', baby: 'b1' }],
      today: '2026-10-10',
    };
    const items = careTimeline(twins);
    expect(items.filter((i) => i.kind === 'postnatal')).toHaveLength(4);
    expect(items.filter((i) => i.kind === 'immunisation' && i.baby === 'b1')).toHaveLength(6);
    expect(items.filter((i) => i.kind === 'immunisation' && i.baby === 'b2')).toHaveLength(6);
    expect(one(twins, 'imm-birth', 'b1')).toMatchObject({ state: 'done', babyName: 'Amara' });
    expect(one(twins, 'imm-birth', 'b2')).toMatchObject({ state: 'overdue', babyName: 'Amani' });
    // In order on the day of birth: the mother's contact, then each baby's doses.
    expect(summary(twins).filter((line) => line.includes(` ${BORN} `))).toEqual([
      'pnc-24h 2026-10-08 overdue',
      'imm-birth 2026-10-08 done b1',
      'imm-birth 2026-10-08 overdue b2',
    ]);
  });

  it('take a dose with no baby named as the only baby’s', () => {
    const done = [{ step: 'imm-birth', date: BORN }];
    expect(one({ babies: [{ born: BORN }], done, today: BORN }, 'imm-birth', '0')?.state).toBe(
      'done',
    );
  });
});

describe('steps an ADMIN has changed', () => {
  it('are the ones laid out when passed', () => {
    const steps = [
      careStepSchema.parse({
        key: 'anc-16w',
        label: 'Antenatal contact (16 weeks)',
        kind: 'antenatal',
        at: { amount: 16, unit: 'weeks' },
        window: { dueFrom: -7, dueUntil: 7, overdueUntil: 14 },
      }),
    ];
    expect(summary({ pregnancy: { lmp: LMP }, steps, today: '2026-04-20' })).toEqual([
      'anc-16w 2026-04-23 due',
    ]);
  });
});
