import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from './schedule.ts';
import { eddFromLmp, eddProblem, lmpProblem } from './maternal-dates.ts';
import {
  PREGNANCY_MESSAGES,
  ageOn,
  ageRisk,
  datesDisagree,
  gravidaParityText,
  pregnancyDateProblem,
  pregnancyFormSchema,
  pregnancyUpdateSchema,
} from './pregnancies.ts';

// Issue 42: how a pregnancy's form combines the date rules of
// maternal-dates.ts, gravida and parity, and the age risk.

const TODAY = '2026-12-01';

const issues = (input: unknown) => {
  const r = pregnancyFormSchema.safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('pregnancy form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 10:00 in Kampala
    vi.setSystemTime(new Date('2026-12-01T07:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('computes the EDD from the LMP and the LMP from the EDD (280 days)', () => {
    expect(pregnancyFormSchema.parse({ lmp: '2026-05-10', gravida: '2', parity: '1' })).toEqual({
      lmp: '2026-05-10',
      edd: '2027-02-14',
      gravida: 2,
      parity: 1,
      risks: [],
      risk_notes: null,
      facility: null,
    });
    const byEdd = pregnancyFormSchema.parse({ lmp: '', edd: '2027-02-14', gravida: 1, parity: 0 });
    expect(byEdd.lmp).toBe('2026-05-10');
  });

  it('keeps both dates when they agree within a day, and names them when they do not', () => {
    const ok = pregnancyFormSchema.parse({
      lmp: '2026-05-10',
      edd: '2027-02-15',
      gravida: 1,
      parity: 0,
    });
    expect(ok.edd).toBe('2027-02-15');
    expect(issues({ lmp: '2026-05-10', edd: '2027-02-20', gravida: 1, parity: 0 })).toEqual({
      edd: datesDisagree('2026-05-10', '2027-02-20'),
    });
    expect(datesDisagree('2026-05-10', '2027-02-20')).toBe(
      'The dates do not agree: a last menstrual period of 10-05-2026 gives an expected delivery date of 14-02-2027, not 20-02-2027. Correct the one that is wrong, or clear one of them',
    );
  });

  it('asks for one date at least, and checks gravida and parity, all at once', () => {
    expect(issues({ gravida: 0, parity: -1 })).toEqual({
      lmp: PREGNANCY_MESSAGES.datesRequired,
      gravida: PREGNANCY_MESSAGES.gravida,
      parity: PREGNANCY_MESSAGES.parity,
    });
    expect(issues({ lmp: '2026-10-01', gravida: 2, parity: 2 })).toEqual({
      parity: PREGNANCY_MESSAGES.parityBelowGravida,
    });
    expect(issues({ lmp: '2026-10-01', gravida: 'two', parity: 0 })).toEqual({
      gravida: PREGNANCY_MESSAGES.gravida,
    });
    expect(issues({ lmp: '2026-10-01', gravida: 31, parity: 0 })).toEqual({
      gravida: PREGNANCY_MESSAGES.tooMany,
    });
    // no form at all: refused, not a crash of the checks across fields
    expect(pregnancyFormSchema.safeParse(null).success).toBe(false);
    expect(pregnancyUpdateSchema.safeParse([]).success).toBe(false);
  });

  it('keeps the risks of the list, once each and in its order; limits the free text', () => {
    const p = pregnancyFormSchema.parse({
      lmp: '2026-10-01',
      gravida: 1,
      parity: 0,
      risks: ['diabetes', 'hiv', 'diabetes'],
      risk_notes: '  ',
      facility: ' Mulago ',
    });
    expect(p).toMatchObject({ risks: ['hiv', 'diabetes'], risk_notes: null, facility: 'Mulago' });
    expect(issues({ lmp: '2026-10-01', gravida: 1, parity: 0, risks: ['smoking'] })).toEqual({
      'risks.0': PREGNANCY_MESSAGES.unknownRisk,
    });
    const long = { lmp: '2026-10-01', gravida: 1, parity: 0, risk_notes: 'x'.repeat(501) };
    expect(issues(long)).toEqual({ risk_notes: 'Max 500 characters' });
    expect(issues({ ...long, risk_notes: null, facility: 'x'.repeat(121) })).toEqual({
      facility: 'Max 120 characters',
    });
  });

  it("refuses dates that cannot be with the date rules' words, on the field to fix", () => {
    const tomorrow = addDays(TODAY, 1);
    expect(issues({ lmp: tomorrow, gravida: 1, parity: 0 })).toEqual({
      lmp: lmpProblem(tomorrow, TODAY),
    });
    expect(issues({ lmp: TODAY, gravida: 1, parity: 0 })).toEqual({});
    const far = addDays(TODAY, 301);
    expect(issues({ edd: far, gravida: 1, parity: 0 })).toEqual({ edd: eddProblem(far, TODAY) });
    const past = addDays(TODAY, -29);
    expect(issues({ edd: past, gravida: 1, parity: 0 })).toEqual({ edd: eddProblem(past, TODAY) });
    expect(eddProblem(past, TODAY)).not.toBeNull();
  });

  it('an edit takes the version it was based on', () => {
    const edit = pregnancyUpdateSchema.parse({
      lmp: '2026-10-01',
      gravida: 1,
      parity: 0,
      updated_at: '2026-11-30T10:00:00.000Z',
    });
    expect(edit).toMatchObject({
      edd: eddFromLmp('2026-10-01'),
      updated_at: '2026-11-30T10:00:00.000Z',
    });
  });
});

describe('pregnancyDateProblem', () => {
  it('says which date to fix, or null', () => {
    expect(pregnancyDateProblem('2026-06-01', null, TODAY)).toBeNull();
    expect(pregnancyDateProblem('2026-06-01', eddFromLmp('2026-06-01'), TODAY)).toBeNull();
    expect(pregnancyDateProblem('2027-01-01', null, TODAY)?.field).toBe('lmp');
    expect(pregnancyDateProblem('2025-12-01', null, TODAY)?.field).toBe('lmp');
    // more than 44 weeks after the LMP
    expect(pregnancyDateProblem('2026-06-01', '2027-04-10', TODAY)?.field).toBe('edd');
    expect(pregnancyDateProblem(null, '2026-10-01', TODAY)?.field).toBe('edd');
    // an ended pregnancy's past EDD is no slip
    expect(pregnancyDateProblem(null, '2026-10-01', TODAY, false)).toBeNull();
  });
});

describe('age risk and G/P', () => {
  it('counts completed years: under 18, over 35, none between, none unknown', () => {
    expect(ageOn('2008-12-02', TODAY)).toBe(17);
    expect(ageOn('2008-12-01', TODAY)).toBe(18);
    expect(ageRisk('2008-12-02', TODAY)).toBe('under_18');
    expect(ageRisk('2008-12-01', TODAY)).toBeNull();
    expect(ageRisk('1990-12-01', TODAY)).toBe('over_35');
    expect(ageRisk('1990-12-02', TODAY)).toBeNull();
    expect(ageRisk(null, TODAY)).toBeNull();
  });

  it('writes gravida and parity as the notes do', () => {
    expect(gravidaParityText({ gravida: 3, parity: 2 })).toBe('G3 P2');
  });
});
