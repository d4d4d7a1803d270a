import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PHONE_HINT,
  PHONE_LETTERS_HINT,
  PHONE_LONG_HINT,
  numeric,
  optionalEmail,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
} from './fields.ts';
import { messageOf } from './fields-test-kit.ts';

describe('numeric', () => {
  const count = numeric(
    z.number({ error: 'Select a customer' }).int().positive('Select a customer'),
  );

  it('reads a number or a form text as a number', () => {
    expect(count.parse(5)).toBe(5);
    expect(count.parse('5')).toBe(5);
    expect(count.parse(' 12 ')).toBe(12);
  });

  it('refuses what z.coerce.number() would have read as a number: true, [5], {}, null', () => {
    for (const value of [true, false, [5], ['7'], {}, null])
      expect(messageOf(count, value), JSON.stringify(value)).toBe('Select a customer');
  });

  it('keeps the messages a form shows for empty, wrong and fractional text', () => {
    expect(messageOf(count, '')).toBe('Select a customer');
    expect(messageOf(count, 'abc')).toBe('Select a customer');
    expect(messageOf(count, undefined)).toBe('Select a customer');
    expect(count.safeParse('1.5').success).toBe(false);
  });

  it('leaves null and a missing value to .nullish()', () => {
    const children = numeric(z.number().int().min(0).max(6)).nullish();
    expect(children.parse(null)).toBeNull();
    expect(children.parse(undefined)).toBeUndefined();
    expect(children.safeParse(true).success).toBe(false);
  });
});

describe('requiredText', () => {
  const s = requiredText(10);

  it('trims the value', () => {
    expect(s.parse('  Amina  ')).toBe('Amina');
  });

  it.each([[''], ['   '], [undefined], [null]])("refuses %j with 'Field is required'", (v) => {
    expect(messageOf(s, v)).toBe('Field is required');
  });

  it('refuses more than the maximum, counted after trimming', () => {
    expect(messageOf(s, 'a'.repeat(11))).toBe('Max 10 characters');
    expect(s.parse(`  ${'a'.repeat(10)}  `)).toBe('a'.repeat(10));
  });

  it('takes a custom message', () => {
    expect(messageOf(requiredText(10, 'Name please'), ' ')).toBe('Name please');
  });
});

describe('optionalText', () => {
  const s = optionalText(5);

  it('trims and keeps a value', () => {
    expect(s.parse(' Kla ')).toBe('Kla');
  });

  it.each([[''], ['   '], [null], [undefined]])('stores %j as null', (v) => {
    expect(s.parse(v)).toBeNull();
  });

  it('refuses more than the maximum', () => {
    expect(messageOf(s, 'abcdef')).toBe('Max 5 characters');
  });
});

describe('phoneField', () => {
  const s = phoneField();

  it.each([
    ['0772123456', '+256772123456'],
    ['0772 123 456', '+256772123456'],
    ['(0772) 123-456', '+256772123456'],
    ['256772123456', '+256772123456'],
    ['+256772123456', '+256772123456'],
    ['+256 701 234 567', '+256701234567'],
  ])('stores %s as E.164 %s', (input, e164) => {
    expect(s.parse(input)).toBe(e164);
  });

  it.each([[''], ['  '], [undefined], [null]])(
    "refuses %j with 'Phone number is required'",
    (v) => {
      expect(messageOf(s, v)).toBe('Phone number is required');
    },
  );

  it.each([['12345'], ['0414123456'], ['+254712345678'], ['07721234567']])(
    'refuses %s with the hint',
    (v) => {
      expect(messageOf(s, v)).toBe(PHONE_HINT);
    },
  );

  // issue 38: each problem in its own words
  it.each([
    ['phone', PHONE_LETTERS_HINT],
    ['0772 12a 456', PHONE_LETTERS_HINT],
    ['0772123456712345', PHONE_LONG_HINT],
    ['x'.repeat(41), PHONE_LONG_HINT],
  ])('refuses %s saying %s', (v, message) => {
    expect(messageOf(s, v)).toBe(message);
  });

  it('takes a custom required message', () => {
    expect(messageOf(phoneField('Contact is required'), '')).toBe('Contact is required');
  });
});

describe('optionalPhoneField', () => {
  const s = optionalPhoneField();

  it('stores a number as E.164', () => {
    expect(s.parse('0701 234 567')).toBe('+256701234567');
  });

  it.each([[''], [null], [undefined]])('stores %j as null', (v) => {
    expect(s.parse(v)).toBeNull();
  });

  it('refuses a wrong number with the hint', () => {
    expect(messageOf(s, '0414 123 456')).toBe(PHONE_HINT);
  });
});

describe('optionalEmail', () => {
  const s = optionalEmail();

  it('trims and lower-cases', () => {
    expect(s.parse('  Amina.Nakato@Example.UG ')).toBe('amina.nakato@example.ug');
  });

  it.each([[''], [null], [undefined]])('stores %j as null', (v) => {
    expect(s.parse(v)).toBeNull();
  });

  it.each([['amina'], ['amina@example'], ['a b@example.ug'], ['@example.ug']])(
    "refuses %s with 'E-mail must be valid'",
    (v) => {
      expect(messageOf(s, v)).toBe('E-mail must be valid');
    },
  );
});
