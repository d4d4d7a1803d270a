import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatIsoDate,
  formatName,
  formatPhone,
  formatUGX,
  initials,
  normalizePhone,
  parseUGX,
} from './format.ts';

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

describe('formatDate and formatIsoDate (East Africa Time, UTC+3)', () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('formats DD-MM-YYYY and YYYY-MM-DD', () => {
    expect(formatDate('2026-03-05T09:00:00Z')).toBe('05-03-2026');
    expect(formatIsoDate('2026-03-05T09:00:00Z')).toBe('2026-03-05');
  });

  it('uses the Ugandan calendar day, not the UTC one', () => {
    expect(formatDate('2026-01-31T22:30:00Z')).toBe('01-02-2026');
    expect(formatIsoDate('2026-01-31T22:30:00Z')).toBe('2026-02-01');
    expect(formatDate('2026-01-31T20:59:59Z')).toBe('31-01-2026');
    expect(formatDate('2026-01-31T21:00:00Z')).toBe('01-02-2026');
    expect(formatDate('2025-12-31T21:00:00Z')).toBe('01-01-2026');
    expect(formatIsoDate('2025-12-31T21:00:00Z')).toBe('2026-01-01');
  });

  it('accepts Date objects, ISO strings and epoch milliseconds alike', () => {
    const iso = '2026-01-31T22:30:00Z';
    const d = new Date(iso);
    expect(formatDate(d)).toBe('01-02-2026');
    expect(formatDate(d.getTime())).toBe('01-02-2026');
    expect(formatIsoDate(d)).toBe('2026-02-01');
    expect(formatIsoDate(d.getTime())).toBe('2026-02-01');
  });

  it("does not depend on the process's time zone", () => {
    process.env.TZ = 'America/New_York';
    expect(formatDate('2026-01-31T22:30:00Z')).toBe('01-02-2026');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatIsoDate('2026-01-31T20:00:00Z')).toBe('2026-01-31');
  });

  it("shows 'Not Available' when the date is missing or invalid", () => {
    for (const f of [formatDate, formatIsoDate]) {
      expect(f(null)).toBe('Not Available');
      expect(f(undefined)).toBe('Not Available');
      expect(f('')).toBe('Not Available');
      expect(f('not a date')).toBe('Not Available');
      expect(f(new Date('nope'))).toBe('Not Available');
      expect(f(Number.NaN)).toBe('Not Available');
    }
  });
});

describe('formatName', () => {
  it('shows each part as typed, case kept (issue 21, item 9)', () => {
    expect(formatName('Jane', 'Doe')).toBe('Jane Doe');
    expect(formatName('Agnes-Edited', 'McDonald')).toBe('Agnes-Edited McDonald');
    expect(formatName('mary jane', 'achieng')).toBe('mary jane achieng');
    expect(formatName("O'Brien", 'NAKATO')).toBe("O'Brien NAKATO");
  });

  it('trims, collapses inner spaces and skips missing parts', () => {
    expect(formatName('  Jane  ', null, undefined, '', 'Doe')).toBe('Jane Doe');
    expect(formatName(null, 'McDonald')).toBe('McDonald');
    expect(formatName('Jane   Mary')).toBe('Jane Mary');
  });

  it("gives 'NA' when there is no name (SPEC 5)", () => {
    expect(formatName()).toBe('NA');
    expect(formatName(null, undefined)).toBe('NA');
    expect(formatName('', '   ')).toBe('NA');
  });
});

describe('initials', () => {
  it('gives the capitalised first letters', () => {
    expect(initials('jane', 'doe')).toBe('JD');
    expect(initials('  jane ', ' doe')).toBe('JD');
    expect(initials(null, 'doe')).toBe('D');
  });

  it('gives at most two letters', () => {
    const result = initials('jane', 'mary', 'doe');
    expect(result).toHaveLength(2);
    expect(result.startsWith('J')).toBe(true);
  });

  it('gives an empty string when there is no name', () => {
    expect(initials()).toBe('');
    expect(initials(null, undefined, '', '  ')).toBe('');
  });
});
