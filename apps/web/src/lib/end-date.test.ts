import { describe, expect, it } from 'vitest';
import { endDateFrom, lastDayFrom } from './end-date';

describe('endDateFrom', () => {
  it.each([
    ['2026-03-02', 7, '2026-03-09'],
    ['2026-12-30', 5, '2027-01-04'],
    ['2024-02-27', 2, '2024-02-29'],
  ])('%s plus %d days is %s', (start, days, end) => {
    expect(endDateFrom(start, days)).toBe(end);
  });

  it.each([
    ['', 5],
    ['2026-03-02', null],
    ['2026-03-02', 0],
    ['2026-03-02', 1.5],
    ['02-03-2026', 5],
    // typed, and held by the form, but no date (issue 38): not 3 March
    ['2030-02-31', 5],
    ['YYYY-02-28', 5],
  ])('gives nothing for %j and %j', (start, days) => {
    expect(endDateFrom(start, days)).toBe('');
  });
});

describe("lastDayFrom (a job card's end date, issue 37)", () => {
  it.each([
    ['2026-12-02', 5, '2026-12-06'],
    ['2026-12-30', 3, '2027-01-01'],
    ['2026-03-02', 1, '2026-03-02'],
  ])('%s with %d days of care ends on %s', (start, days, end) => {
    expect(lastDayFrom(start, days)).toBe(end);
    // one day before the nurse job of the same days ends (SPEC 5)
    expect(endDateFrom(start, days) > end).toBe(true);
  });

  it('gives nothing without a start date or whole days', () => {
    expect(lastDayFrom('', 5)).toBe('');
    expect(lastDayFrom('2026-03-02', 0)).toBe('');
    expect(lastDayFrom('2030-02-31', 5)).toBe('');
  });
});
