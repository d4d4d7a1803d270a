import { UGANDA_OFFSET } from '@app/contract';

// The date and time of a statement line. Exports write them many ways:
// '2026-11-03 14:22:05', '2026-11-03T14:22:05+03:00', '03/11/2026 14:22',
// '3-Nov-2026 2:22 PM'. Numeric dates are read day first, as Uganda writes
// them; a time without a zone is Kampala's.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const TIME = String.raw`(?:[T\s,]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*([AaPp][Mm])?)?\s*(Z|[+-]\d{2}:?\d{2})?`;
const ISO = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME}$`);
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})${TIME}$`);
const NAMED = new RegExp(String.raw`^(\d{1,2})[-\s/]([A-Za-z]{3,9})[-\s/,]+(\d{2}|\d{4})${TIME}$`);

const pad = (n: number) => String(n).padStart(2, '0');

function build(
  year: number,
  month: number,
  day: number,
  time: (string | undefined)[],
): Date | undefined {
  const [h, min, s, ampm, zone] = time;
  let hour = h ? Number(h) : 0;
  if (ampm) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (/p/i.test(ampm) ? 12 : 0);
  }
  const minute = min ? Number(min) : 0;
  const second = s ? Number(s) : 0;
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const check = new Date(Date.UTC(2000, month - 1, day));
  if (check.getUTCMonth() !== month - 1) return undefined;
  // February 29th of a year that has none
  if (month === 2 && day === 29 && new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1)
    return undefined;
  const offset = !zone
    ? UGANDA_OFFSET
    : zone === 'Z'
      ? 'Z'
      : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const d = new Date(
    `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`,
  );
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** The instant a statement's date and time stand for, or undefined when not understood. */
export function statementInstant(text: string): Date | undefined {
  const t = text.trim();
  let m = ISO.exec(t);
  if (m) return build(Number(m[1]), Number(m[2]), Number(m[3]), m.slice(4));
  m = DAY_FIRST.exec(t);
  if (m) return build(fullYear(m[3]!), Number(m[2]), Number(m[1]), m.slice(4));
  m = NAMED.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1;
    if (month === 0) return undefined;
    return build(fullYear(m[3]!), month, Number(m[1]), m.slice(4));
  }
  return undefined;
}
