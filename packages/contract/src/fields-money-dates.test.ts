import { describe, expect, it } from 'vitest';
import {
  MONEY_FIGURES_HINT,
  MONEY_HINT,
  MONEY_NEGATIVE_HINT,
  MONEY_RANGE_HINT,
  dateField,
  dateProblem,
  idParam,
  isRealDate,
  moneyField,
  optionalDateField,
  optionalMoneyField,
  versionField,
} from './fields.ts';
import { messageOf } from './fields-test-kit.ts';

describe('moneyField', () => {
  const s = moneyField();

  it.each([
    ['250,000', 250000],
    ['250000', 250000],
    [250000, 250000],
    [' 1,250,000 ', 1250000],
    ['UGX 45,000', 45000],
    [0, 0],
  ])('reads %j as %d UGX', (input, n) => {
    expect(s.parse(input)).toBe(n);
  });

  it.each([['12.5'], [12.5], ['1,000.50'], ['.5']])(
    "refuses the fraction %j with 'Amounts are whole UGX, without cents' (ruling 11)",
    (v) => {
      expect(messageOf(s, v)).toBe('Amounts are whole UGX, without cents');
      expect(MONEY_HINT).toBe('Amounts are whole UGX, without cents');
    },
  );

  // issue 38: "-5000" and "abc" get different messages
  it.each([
    ['-5', MONEY_NEGATIVE_HINT],
    [-5, MONEY_NEGATIVE_HINT],
    ['-5,000', MONEY_NEGATIVE_HINT],
    ['(5,000)', MONEY_NEGATIVE_HINT],
    ['abc', MONEY_FIGURES_HINT],
    ['25 000 shillings', MONEY_FIGURES_HINT],
    ['25,00', MONEY_FIGURES_HINT],
    ['', MONEY_FIGURES_HINT],
    ['10,000,000,001', MONEY_RANGE_HINT],
  ])('refuses %j saying %s', (v, message) => {
    expect(messageOf(s, v)).toBe(message);
  });

  it('refuses a missing amount', () => {
    expect(s.safeParse(undefined).success).toBe(false);
    expect(s.safeParse(null).success).toBe(false);
  });
});

describe('optionalMoneyField', () => {
  const s = optionalMoneyField();

  it('reads separators', () => {
    expect(s.parse('250,000')).toBe(250000);
    expect(s.parse(250000)).toBe(250000);
  });

  it.each([[''], [null], [undefined]])('stores %j as null', (v) => {
    expect(s.parse(v)).toBeNull();
  });

  it.each([
    ['12.5', MONEY_HINT],
    [-1, MONEY_NEGATIVE_HINT],
    ['1,2', MONEY_FIGURES_HINT],
  ])('refuses %j saying %s', (v, message) => {
    expect(messageOf(s, v)).toBe(message);
  });
});

describe('isRealDate', () => {
  it.each([['2026-01-31'], ['2024-02-29'], ['2000-02-29'], ['2026-12-31']])('accepts %s', (v) => {
    expect(isRealDate(v)).toBe(true);
  });

  it.each([['2026-02-30'], ['2025-02-29'], ['1900-02-29'], ['2026-04-31'], ['2026-13-01']])(
    'refuses %s',
    (v) => {
      expect(isRealDate(v)).toBe(false);
    },
  );
});

describe('dateField', () => {
  const s = dateField();

  it('accepts a real date, trimmed', () => {
    expect(s.parse(' 2026-11-22 ')).toBe('2026-11-22');
    expect(s.parse('2024-02-29')).toBe('2024-02-29');
  });

  it.each([[''], [undefined], [null]])("refuses %j with 'Field is required'", (v) => {
    expect(messageOf(s, v)).toBe('Field is required');
  });

  it.each([['22-11-2026'], ['2026/11/22'], ['2026-1-2']])('refuses the format of %s', (v) => {
    expect(messageOf(s, v)).toBe('Use a date like 2026-11-22');
  });

  it.each([['2026-02-30'], ['2025-02-29']])('refuses the impossible date %s', (v) => {
    expect(messageOf(s, v)).toBe(dateProblem(v)); // the words: date-problem.test.ts
  });
});

describe('optionalDateField', () => {
  const s = optionalDateField();

  it('keeps a real date and stores empty as null', () => {
    expect(s.parse('2024-02-29')).toBe('2024-02-29');
    expect(s.parse('')).toBeNull();
    expect(s.parse(null)).toBeNull();
    expect(s.parse(undefined)).toBeNull();
  });

  it.each([
    ['2026-02-30', dateProblem('2026-02-30')],
    ['2025-02-29', dateProblem('2025-02-29')],
    ['22-11-2026', 'Use a date like 2026-11-22'],
  ])('refuses %s', (v, message) => {
    expect(messageOf(s, v)).toBe(message);
  });
});

describe('versionField', () => {
  const s = versionField();

  it('accepts an ISO timestamp with or without offset, or nothing', () => {
    expect(s.parse('2026-03-01T10:00:00.123Z')).toBe('2026-03-01T10:00:00.123Z');
    expect(s.parse('2026-03-01T13:00:00+03:00')).toBe('2026-03-01T13:00:00+03:00');
    expect(s.parse(undefined)).toBeUndefined();
  });

  it.each([['yesterday'], ['2026-03-01'], ['']])('refuses %j', (v) => {
    expect(s.safeParse(v).success).toBe(false);
  });
});

describe('idParam', () => {
  it('coerces a path id', () => {
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParam.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['2147483648']])('refuses %s', (id) => {
    expect(idParam.safeParse({ id }).success).toBe(false);
  });
});
