import { describe, expect, it } from 'vitest';
import { formatPhone, formatUGX, normalizePhone, parseUGX } from './format.ts';

// SPEC 5 and 9, ruling 11 and 12.

describe('formatUGX', () => {
  it('reads an amount typed with its UGX prefix the way parseUGX does', () => {
    expect(formatUGX('UGX 1,000')).toBe('UGX 1,000');
  });

  it('writes whole UGX with comma thousands separators', () => {
    expect(formatUGX(0)).toBe('UGX 0');
    expect(formatUGX(999)).toBe('UGX 999');
    expect(formatUGX(1000)).toBe('UGX 1,000');
    expect(formatUGX(250000)).toBe('UGX 250,000');
    expect(formatUGX(1000000)).toBe('UGX 1,000,000');
    expect(formatUGX(1234567890)).toBe('UGX 1,234,567,890');
  });

  it('accepts amounts given as strings, with or without separators', () => {
    expect(formatUGX('250000')).toBe('UGX 250,000');
    expect(formatUGX('250,000')).toBe('UGX 250,000');
    expect(formatUGX('0')).toBe('UGX 0');
  });

  it('rounds a fractional amount to whole shillings', () => {
    expect(formatUGX(1234.4)).toBe('UGX 1,234');
    expect(formatUGX(1234.5)).toBe('UGX 1,235');
    expect(formatUGX(999.6)).toBe('UGX 1,000');
    expect(formatUGX('999.6')).toBe('UGX 1,000');
    expect(formatUGX(0.4)).toBe('UGX 0');
  });

  it('never shows a negative zero when an amount rounds to nothing', () => {
    expect(formatUGX(-0.4)).toBe('UGX 0');
    expect(formatUGX(-0)).toBe('UGX 0');
  });

  it("reads 'UGX missing' when the amount is absent or not a number", () => {
    expect(formatUGX(null)).toBe('UGX missing');
    expect(formatUGX(undefined)).toBe('UGX missing');
    expect(formatUGX('')).toBe('UGX missing');
    expect(formatUGX(Number.NaN)).toBe('UGX missing');
    expect(formatUGX('abc')).toBe('UGX missing');
    expect(formatUGX(Number.POSITIVE_INFINITY)).toBe('UGX missing');
  });

  it("reads 'UGX missing' for a blank string, not 'UGX 0'", () => {
    expect(formatUGX('   ')).toBe('UGX missing');
  });
});

describe('parseUGX', () => {
  it('accepts whole amounts with or without thousands separators', () => {
    expect(parseUGX('250,000')).toBe(250000);
    expect(parseUGX('250000')).toBe(250000);
    expect(parseUGX('1,000,000')).toBe(1000000);
    expect(parseUGX('999')).toBe(999);
    expect(parseUGX('0')).toBe(0);
  });

  it("accepts an optional 'UGX' prefix and surrounding spaces", () => {
    expect(parseUGX('UGX 1,000')).toBe(1000);
    expect(parseUGX('UGX 250000')).toBe(250000);
    expect(parseUGX('  250,000  ')).toBe(250000);
  });

  it('accepts whole non-negative numbers', () => {
    expect(parseUGX(250000)).toBe(250000);
    expect(parseUGX(0)).toBe(0);
  });

  it('refuses misplaced separators', () => {
    expect(parseUGX('1,00')).toBeUndefined();
    expect(parseUGX('1,0000')).toBeUndefined();
    expect(parseUGX(',100')).toBeUndefined();
    expect(parseUGX('100,')).toBeUndefined();
    expect(parseUGX('1,,000')).toBeUndefined();
  });

  it('refuses fractional amounts (ruling 11)', () => {
    expect(parseUGX('12.5')).toBeUndefined();
    expect(parseUGX('1,000.50')).toBeUndefined();
    expect(parseUGX(12.5)).toBeUndefined();
  });

  it('refuses negative amounts', () => {
    expect(parseUGX('-5')).toBeUndefined();
    expect(parseUGX('UGX -5')).toBeUndefined();
    expect(parseUGX(-5)).toBeUndefined();
  });

  it('refuses junk and empty input', () => {
    expect(parseUGX('abc')).toBeUndefined();
    expect(parseUGX('')).toBeUndefined();
    expect(parseUGX('   ')).toBeUndefined();
    expect(parseUGX('UGX')).toBeUndefined();
    expect(parseUGX('12abc')).toBeUndefined();
    expect(parseUGX('1e6')).toBeUndefined();
    expect(parseUGX(Number.NaN)).toBeUndefined();
    expect(parseUGX(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('refuses amounts beyond the safe integer range', () => {
    expect(parseUGX(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseUGX('9007199254740993')).toBeUndefined();
    expect(parseUGX('9,007,199,254,740,993')).toBeUndefined();
    expect(parseUGX('99999999999999999999')).toBeUndefined();
    expect(parseUGX(2 ** 53)).toBeUndefined();
  });
});

describe('normalizePhone', () => {
  it('stores the three accepted forms as E.164 (ruling 12)', () => {
    expect(normalizePhone('0772123456')).toBe('+256772123456');
    expect(normalizePhone('256772123456')).toBe('+256772123456');
    expect(normalizePhone('+256772123456')).toBe('+256772123456');
    expect(normalizePhone('0701234567')).toBe('+256701234567');
  });

  it('accepts spaced, dashed and bracketed forms', () => {
    expect(normalizePhone('0772 123 456')).toBe('+256772123456');
    expect(normalizePhone('0772-123-456')).toBe('+256772123456');
    expect(normalizePhone('(0772) 123456')).toBe('+256772123456');
    expect(normalizePhone('+256 772 123 456')).toBe('+256772123456');
    expect(normalizePhone('256-772-123-456')).toBe('+256772123456');
    expect(normalizePhone('  0772123456  ')).toBe('+256772123456');
  });

  it('refuses numbers that are too short or too long', () => {
    expect(normalizePhone('077212345')).toBeUndefined();
    expect(normalizePhone('07721234567')).toBeUndefined();
    expect(normalizePhone('25677212345')).toBeUndefined();
    expect(normalizePhone('+25677212345')).toBeUndefined();
    expect(normalizePhone('+2567721234567')).toBeUndefined();
    expect(normalizePhone('772123456')).toBeUndefined();
  });

  it('refuses foreign numbers', () => {
    expect(normalizePhone('+254712345678')).toBeUndefined();
    expect(normalizePhone('254712345678')).toBeUndefined();
    expect(normalizePhone('+1 202 555 0143')).toBeUndefined();
    expect(normalizePhone('+447911123456')).toBeUndefined();
  });

  it('refuses junk', () => {
    expect(normalizePhone('')).toBeUndefined();
    expect(normalizePhone('abc')).toBeUndefined();
    expect(normalizePhone('0772123abc')).toBeUndefined();
    expect(normalizePhone('0772+123456')).toBeUndefined();
  });

  it('refuses a trunk 0 after the country code (never a valid Ugandan number)', () => {
    expect(normalizePhone('0012345678')).toBeUndefined();
    expect(normalizePhone('+256012345678')).toBeUndefined();
    expect(normalizePhone('256012345678')).toBeUndefined();
  });

  it('refuses numbers outside the stored form +2567XXXXXXXX (ruling 12)', () => {
    expect(normalizePhone('0414123456')).toBeUndefined();
    expect(normalizePhone('+256414123456')).toBeUndefined();
    expect(normalizePhone('0312345678')).toBeUndefined();
  });

  it('only ever answers the stored form +2567XXXXXXXX', () => {
    for (const input of ['0772123456', '256 701 234 567', '+256-780-000-111', '(075) 123-4567']) {
      expect(normalizePhone(input)).toMatch(/^\+2567\d{8}$/);
    }
  });
});

describe('formatPhone', () => {
  it("shows 'Not Available' for a blank number", () => {
    expect(formatPhone('   ')).toBe('Not Available');
  });

  it('shows a 10-digit local number as (077) 212-3456', () => {
    expect(formatPhone('0772123456')).toBe('(077) 212-3456');
    expect(formatPhone('0772 123 456')).toBe('(077) 212-3456');
    expect(formatPhone('0772-123-456')).toBe('(077) 212-3456');
  });

  it('shows an E.164 Ugandan number as +256 772 123 456', () => {
    expect(formatPhone('+256772123456')).toBe('+256 772 123 456');
    expect(formatPhone('256772123456')).toBe('+256 772 123 456');
  });

  it('shows any other value as given', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+254712345678')).toBe('+254712345678');
    expect(formatPhone('ask reception')).toBe('ask reception');
  });

  it("shows 'Not Available' when the number is missing", () => {
    expect(formatPhone(null)).toBe('Not Available');
    expect(formatPhone(undefined)).toBe('Not Available');
    expect(formatPhone('')).toBe('Not Available');
  });

  it('round-trips with normalizePhone', () => {
    const stored = normalizePhone('0772 123 456');
    expect(stored).toBeDefined();
    expect(formatPhone(stored)).toBe('+256 772 123 456');
  });
});
