import { describe, expect, it } from 'vitest';
import { endDateFrom } from './end-date';

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
  ])('gives nothing for %j and %j', (start, days) => {
    expect(endDateFrom(start, days)).toBe('');
  });
});
