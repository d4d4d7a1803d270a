import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatIsoDate, formatName, initials } from './format.ts';

// SPEC 5 and 9, ruling 11 and 12.

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
