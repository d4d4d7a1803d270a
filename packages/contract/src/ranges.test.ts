import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DATE_RANGE_HINT,
  MAX_DB_INT,
  MAX_UGX,
  MONEY_RANGE_HINT,
  dateField,
  dayField,
  idField,
  moneyField,
  optionalDateField,
  optionalMoneyField,
} from './fields.ts';

// Issue 20, item 6: ids, amounts and dates stop where the database (or any
// sane calendar) does, and the published JSON schema says so.

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]!.message;
}

describe('idField', () => {
  const id = idField('Select a customer');

  it('takes 1 to 2147483647, as a number or its text', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(MAX_DB_INT)).toBe(MAX_DB_INT);
    expect(id.parse(String(MAX_DB_INT))).toBe(MAX_DB_INT);
  });

  it.each([[0], [2_147_483_648], [9_007_199_254_740_991], ['2147483648'], [1.5]])(
    'refuses %j with its message',
    (v) => {
      expect(messageOf(id, v)).toBe('Select a customer');
      expect(messageOf(idField(), v)).toBeDefined();
    },
  );

  it('publishes its range', () => {
    expect(z.toJSONSchema(idField(), { io: 'input', unrepresentable: 'any' })).toMatchObject({
      type: 'integer',
      exclusiveMinimum: 0,
      maximum: MAX_DB_INT,
    });
  });
});

describe('dates', () => {
  it.each([
    ['dateField', dateField()],
    ['dayField', dayField()],
    ['optionalDateField', optionalDateField()],
  ] as const)('%s takes 1900-01-01 to 2099-12-31 and refuses other years', (_name, s) => {
    expect(s.parse('1900-01-01')).toBe('1900-01-01');
    expect(s.parse('2099-12-31')).toBe('2099-12-31');
    for (const v of ['0001-01-01', '0000-01-01', '1899-12-31', '2100-01-01', '9999-12-31'])
      expect(messageOf(s, v), v).toBe(DATE_RANGE_HINT);
    expect(messageOf(s, '22-11-2026')).toBe('Use a date like 2026-11-22');
  });

  it('publishes the years in its pattern', () => {
    for (const s of [dateField(), dayField(), optionalDateField()]) {
      const json = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as {
        pattern?: string;
        anyOf?: { pattern?: string }[];
      };
      const pattern = new RegExp(json.pattern ?? json.anyOf!.find((b) => b.pattern)!.pattern!);
      expect(pattern.test('2026-11-22')).toBe(true);
      expect(pattern.test('0001-01-01')).toBe(false);
      expect(pattern.test('9999-12-31')).toBe(false);
    }
  });
});

describe('money', () => {
  it.each([
    ['moneyField', moneyField()],
    ['optionalMoneyField', optionalMoneyField()],
  ] as const)('%s takes up to UGX 10 billion, as a number or text', (_name, s) => {
    expect(s.parse(MAX_UGX)).toBe(MAX_UGX);
    expect(s.parse('10,000,000,000')).toBe(MAX_UGX);
    expect(messageOf(s, MAX_UGX + 1)).toBe(MONEY_RANGE_HINT);
    expect(messageOf(s, '10,000,000,001')).toBe(MONEY_RANGE_HINT);
    expect(messageOf(s, Number.MAX_SAFE_INTEGER)).toBe(MONEY_RANGE_HINT);
  });
});
