import { describe, expect, it } from 'vitest';
import { DATE_RANGE_HINT } from '@app/contract';
import {
  handedOn,
  isWholeDate,
  shownDate,
  typedKind,
  typedOf,
  typedProblem,
  wholeDateHint,
} from './typed-date';

const sections = (day: string, month: string, year: string) => [
  { type: 'day', value: day },
  { type: 'month', value: month },
  { type: 'year', value: year },
];

describe('a date field’s text (issue 38)', () => {
  it.each([
    ['', 'empty'],
    ['2026-12-25', 'date'],
    ['2030-02-31', 'impossible'],
    ['2027-02-29', 'impossible'],
    ['0002-12-25', 'year'],
    ['YYYY-02-31', 'partial'],
    ['2030-MM-DD', 'partial'],
  ])('%j is %s', (text, kind) => {
    expect(typedKind(text)).toBe(kind);
    expect(isWholeDate(text)).toBe(kind === 'date');
  });

  it('reads MUI X’s sections in the wire’s order, and shows the text as typed', () => {
    expect(typedOf(sections('31', '02', '2030'))).toBe('2030-02-31');
    expect(typedOf(sections('31', '02', ''))).toBe('YYYY-02-31');
    expect(typedOf(sections('', '', ''))).toBe('');
    expect(shownDate('2030-02-31')).toBe('31-02-2030');
    expect(shownDate('YYYY-02-31')).toBe('31-02-YYYY');
    expect(shownDate('')).toBe('');
  });

  it('names what a half-typed date lacks', () => {
    expect(wholeDateHint('YYYY-02-31')).toBe(
      'Enter the whole date as DD-MM-YYYY: the year is missing',
    );
    expect(wholeDateHint('YYYY-MM-31')).toBe(
      'Enter the whole date as DD-MM-YYYY: the month and the year are missing',
    );
    expect(wholeDateHint('31/02')).toBe('Enter the whole date as DD-MM-YYYY');
  });

  it('says at once that a date does not exist, the rest once the field is left', () => {
    const none = {};
    expect(typedProblem('2030-02-31', none, false)).toBe(
      'There is no 31 February 2030: February 2030 has 28 days',
    );
    expect(typedProblem('YYYY-02-31', none, false)).toBeNull();
    expect(typedProblem('0002-12-25', none, false)).toBeNull();
    expect(typedProblem('0002-12-25', none, true)).toBe(DATE_RANGE_HINT);
    expect(typedProblem('2026-12-25', none, true)).toBeNull();
    expect(typedProblem('2026-03-15', { max: '2026-03-10' }, false)).toBe(
      'Choose 10-03-2026 or an earlier day',
    );
    expect(typedProblem('2026-03-01', { min: '2026-03-10' }, false)).toBe(
      'Choose 10-03-2026 or a later day',
    );
  });

  it('hands a filter only whole dates, and a form what was typed', () => {
    expect(handedOn('2026-12-25', false, false)).toBe('2026-12-25');
    expect(handedOn('', false, false)).toBe('');
    expect(handedOn('2030-02-31', false, true)).toBeUndefined();
    expect(handedOn('0002-12-25', false, true)).toBeUndefined();
    expect(handedOn('YYYY-02-31', false, true)).toBe('');
    expect(handedOn('2030-02-31', true, false)).toBe('2030-02-31');
    expect(handedOn('YYYY-02-31', true, false)).toBeUndefined();
    expect(handedOn('YYYY-02-31', true, true)).toBe('YYYY-02-31');
    expect(handedOn('0002-12-25', true, false)).toBeUndefined();
    expect(handedOn('0002-12-25', true, true)).toBe('0002-12-25');
  });
});
