import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dateField, dateProblem, dayField, isRealDate, optionalDateField } from './fields.ts';

/** The messages of a refused value. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((issue) => issue.message);
}

describe('dateProblem (issue 38)', () => {
  it.each([
    ['2030-02-31', 'There is no 31 February 2030: February 2030 has 28 days'],
    ['2027-02-29', 'There is no 29 February 2027: February 2027 has 28 days'],
    ['2024-02-30', 'There is no 30 February 2024: February 2024 has 29 days'],
    ['1900-02-29', 'There is no 29 February 1900: February 1900 has 28 days'],
    ['2026-04-31', 'There is no 31 April 2026: April has 30 days'],
    ['2026-11-31', 'There is no 31 November 2026: November has 30 days'],
    ['2026-13-01', 'There is no month 13: the months are 01 to 12'],
    ['2026-00-10', 'There is no month 00: the months are 01 to 12'],
    ['2026-05-00', 'There is no day 00: the days of a month start at 01'],
  ])('says why %s is no date', (value, message) => {
    expect(isRealDate(value)).toBe(false);
    expect(dateProblem(value)).toBe(message);
  });

  it.each([['2030-02-28'], ['2024-02-29'], ['2000-02-29'], ['2026-12-31']])(
    'has nothing to say about the real date %s',
    (value) => {
      expect(dateProblem(value)).toBeNull();
    },
  );

  it.each([['31-02-2030'], ['2030-2-31'], [''], ['tomorrow']])(
    'leaves %j, of another shape, to the shape check',
    (value) => {
      expect(dateProblem(value)).toBeNull();
    },
  );

  it.each([
    ['dateField', dateField()],
    ['optionalDateField', optionalDateField()],
    ['dayField', dayField()],
  ])('%s refuses 2030-02-31 with those words, and only them', (_, schema) => {
    expect(messagesOf(schema, '2030-02-31')).toEqual([
      'There is no 31 February 2030: February 2030 has 28 days',
    ]);
    expect(messagesOf(schema, '2030-02-28')).toEqual([]);
  });
});
