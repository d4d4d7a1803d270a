import { describe, expect, it } from 'vitest';
import {
  addMonths,
  babyAge,
  babyAgeText,
  daysFrom,
  eddFromLmp,
  eddProblem,
  formatGestationalAge,
  gestationalAge,
  gestationalAgeText,
  lmpFromEdd,
  lmpProblem,
  outcomeDateProblem,
} from './maternal-dates.ts';

describe('EDD and LMP, 280 days apart (issue 42)', () => {
  it.each([
    ['2026-01-01', '2026-10-08'],
    ['2025-12-31', '2026-10-07'],
    // Across 29 February: a leap year's extra day is counted.
    ['2023-05-25', '2024-02-29'],
    ['2023-05-24', '2024-02-28'],
    ['2024-02-29', '2024-12-05'],
    ['2027-06-10', '2028-03-16'],
  ])('an LMP of %s gives an EDD of %s, and back', (lmp, edd) => {
    expect(eddFromLmp(lmp)).toBe(edd);
    expect(lmpFromEdd(edd)).toBe(lmp);
  });
});

describe('gestational age', () => {
  it.each([
    ['2026-01-01', { weeks: 0, days: 0 }, '0+0 weeks'],
    ['2026-01-07', { weeks: 0, days: 6 }, '0+6 weeks'],
    ['2026-01-08', { weeks: 1, days: 0 }, '1+0 weeks'],
    ['2026-03-26', { weeks: 12, days: 0 }, '12+0 weeks'],
    ['2026-08-17', { weeks: 32, days: 4 }, '32+4 weeks'],
    ['2026-10-08', { weeks: 40, days: 0 }, '40+0 weeks'],
    ['2026-11-05', { weeks: 44, days: 0 }, '44+0 weeks'],
  ])('from an LMP of 2026-01-01, on %s is %j, "%s"', (on, age, text) => {
    expect(gestationalAge('2026-01-01', on)).toEqual(age);
    expect(formatGestationalAge(age)).toBe(text);
    expect(gestationalAgeText('2026-01-01', on)).toBe(text);
  });

  it('has none before the LMP, or without one', () => {
    expect(gestationalAge('2026-01-01', '2025-12-31')).toBeNull();
    expect(gestationalAgeText('2026-01-01', '2025-12-31')).toBe('Not Available');
    expect(gestationalAgeText(null, '2026-01-01')).toBe('Not Available');
  });

  it('counts across a leap day', () => {
    expect(gestationalAge('2024-02-01', '2024-03-07')).toEqual({ weeks: 5, days: 0 });
  });
});

describe('day and month arithmetic', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-05-31', 1, '2026-06-30'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-08-31', 18, '2028-02-29'],
    ['2026-08-31', 0, '2026-08-31'],
  ])('addMonths(%s, %i) is %s, the end of a shorter month clamped', (day, n, result) => {
    expect(addMonths(day, n)).toBe(result);
  });

  it('counts the days from one date to another', () => {
    expect(daysFrom('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysFrom('2026-01-31', '2026-01-01')).toBe(-30);
    expect(daysFrom('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysFrom('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe("a baby's age", () => {
  it('counts calendar months, clamped as addMonths is', () => {
    expect(babyAge('2026-01-31', '2026-02-27')).toEqual({ days: 27, weeks: 3, months: 0 });
    expect(babyAge('2026-01-31', '2026-02-28')).toEqual({ days: 28, weeks: 4, months: 1 });
    expect(babyAge('2026-01-15', '2026-07-14')?.months).toBe(5);
    expect(babyAge('2026-01-15', '2026-07-15')?.months).toBe(6);
    expect(babyAge('2026-01-15', '2026-01-14')).toBeNull();
  });

  it.each([
    ['2026-01-01', '0 days'],
    ['2026-01-02', '1 day'],
    ['2026-01-14', '13 days'],
    ['2026-01-15', '2 weeks'],
    ['2026-03-31', '12 weeks'],
    ['2026-04-01', '3 months'],
    ['2027-01-01', '12 months'],
    ['2027-12-31', '23 months'],
    ['2028-01-01', '2 years'],
    ['2028-04-01', '2 years 3 months'],
    ['2025-12-31', 'Not Available'],
  ])('born 2026-01-01, on %s reads "%s"', (on, text) => {
    expect(babyAgeText('2026-01-01', on)).toBe(text);
  });
});

describe('the date checks, in the staff words', () => {
  it('refuses an LMP after today', () => {
    expect(lmpProblem('2026-06-16', '2026-06-15')).toBe(
      'The last menstrual period (16-06-2026) is after today: check the date',
    );
    expect(lmpProblem('2026-06-15', '2026-06-15')).toBeNull();
  });

  it('refuses an ongoing pregnancy past 44 weeks, but not an ended one', () => {
    expect(lmpProblem('2026-01-01', '2026-11-05')).toBeNull();
    expect(lmpProblem('2026-01-01', '2026-11-06')).toBe(
      'The last menstrual period (01-01-2026) was 44+1 weeks ago, past 44 weeks: check the date, or record how the pregnancy ended',
    );
    expect(lmpProblem('2026-01-01', '2026-11-06', false)).toBeNull();
  });

  it('refuses an EDD more than 300 days away', () => {
    expect(eddProblem('2026-10-28', '2026-01-01')).toBeNull();
    expect(eddProblem('2026-10-29', '2026-01-01')).toBe(
      'The expected delivery date (29-10-2026) is more than 300 days away, and a pregnancy lasts about 280 days: check the year',
    );
  });

  it('refuses an EDD not after the LMP, or more than 44 weeks after it', () => {
    expect(eddProblem('2026-03-01', '2026-03-05', '2026-03-01')).toBe(
      'The expected delivery date (01-03-2026) must come after the last menstrual period (01-03-2026)',
    );
    expect(eddProblem('2026-11-05', '2026-02-01', '2026-01-01')).toBeNull();
    expect(eddProblem('2026-11-06', '2026-02-01', '2026-01-01')).toBe(
      'The expected delivery date (06-11-2026) is 44+1 weeks after the last menstrual period (01-01-2026), more than 44 weeks: check both dates',
    );
  });

  it('refuses an EDD so far past that an ongoing pregnancy would be beyond 44 weeks', () => {
    expect(eddProblem('2026-10-08', '2026-11-05')).toBeNull();
    expect(eddProblem('2026-10-08', '2026-11-06')).toBe(
      'The expected delivery date (08-10-2026) was 4+1 weeks ago, so she would be past 44 weeks: check the date, or record how the pregnancy ended',
    );
    expect(eddProblem('2026-10-08', '2026-11-06', null, false)).toBeNull();
  });

  it('refuses a birth or a loss after today, or not after the LMP', () => {
    expect(outcomeDateProblem('2026-06-16', '2026-06-15')).toBe(
      'The date of birth (16-06-2026) is after today: check the date',
    );
    expect(
      outcomeDateProblem('2026-02-01', '2026-06-15', '2026-03-01', 'The day of the loss'),
    ).toBe(
      'The day of the loss (01-02-2026) must come after the last menstrual period (01-03-2026): check both dates',
    );
    expect(outcomeDateProblem('2026-06-15', '2026-06-15', '2025-09-10')).toBeNull();
  });
});
