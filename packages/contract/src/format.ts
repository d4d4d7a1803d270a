import { MSG } from './messages.ts';
import { ugandaWallClock } from './uganda-time.ts';

// Formatters shared by the web app, the API (PDFs, CSV) and tests.

const UGX = new Intl.NumberFormat('en-UG', { maximumFractionDigits: 0 });

/** Whole UGX with thousands separators, e.g. `UGX 250,000`; 'UGX missing' when absent. */
export function formatUGX(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined) return MSG.ugxMissing;
  const text = typeof amount === 'string' ? amount.trim().replace(/^UGX\s*/i, '') : '';
  if (typeof amount === 'string' && text === '') return MSG.ugxMissing;
  const n = typeof amount === 'number' ? amount : Number(text.replace(/,/g, ''));
  if (!Number.isFinite(n)) return MSG.ugxMissing;
  // `|| 0` folds -0 into 0, so a tiny negative never prints as 'UGX -0'.
  return `UGX ${UGX.format(Math.round(n) || 0)}`;
}

/**
 * Parses a money input in whole UGX (ruling 11): thousands separators and
 * an optional 'UGX' prefix are accepted; fractions, negatives and junk are not.
 */
export function parseUGX(input: string | number): number | undefined {
  if (typeof input === 'number') {
    return Number.isSafeInteger(input) && input >= 0 ? input : undefined;
  }
  const s = input.trim().replace(/^UGX\s*/i, '');
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(s)) return undefined;
  const n = Number(s.replace(/,/g, ''));
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * Normalises a Ugandan phone number to E.164 (`+2567XXXXXXXX`, ruling 12).
 * Accepts `07XXXXXXXX`, `2567XXXXXXXX` and `+2567XXXXXXXX`, with spaces,
 * dashes or brackets. Returns undefined for anything else (landlines included).
 */
export function normalizePhone(input: string): string | undefined {
  const digits = input.replace(/[\s\-().]/g, '');
  const m = /^(?:\+?256|0)(7\d{8})$/.exec(digits);
  return m ? `+256${m[1]}` : undefined;
}

/**
 * Display of a phone number (SPEC 5, ruling 12): a 10-digit local number
 * as `(077) 212-3456`; an E.164 Ugandan number as `+256 772 123 456`;
 * anything else as given; 'Not Available' when absent.
 */
export function formatPhone(input: string | null | undefined): string {
  if (!input || !input.trim()) return MSG.notAvailable;
  const digits = input.replace(/[\s\-().]/g, '');
  let m = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (m) return `(${m[1]}) ${m[2]}-${m[3]}`;
  m = /^\+?256(\d{3})(\d{3})(\d{3})$/.exec(digits);
  if (m) return `+256 ${m[1]} ${m[2]} ${m[3]}`;
  return input;
}

function toDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD-MM-YYYY in Uganda's time (UTC+3, no daylight saving); 'Not Available' when absent. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  if (!d) return MSG.notAvailable;
  const eat = ugandaWallClock(d);
  return `${pad(eat.getUTCDate())}-${pad(eat.getUTCMonth() + 1)}-${eat.getUTCFullYear()}`;
}

/** HH:mm (24 hours) in Uganda's time; 'Not Available' when absent. */
export function formatTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  if (!d) return MSG.notAvailable;
  const eat = ugandaWallClock(d);
  return `${pad(eat.getUTCHours())}:${pad(eat.getUTCMinutes())}`;
}

/** DD-MM-YYYY HH:mm in Uganda's time; 'Not Available' when absent. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  if (!d) return MSG.notAvailable;
  return `${formatDate(d)} ${formatTime(d)}`;
}

/** YYYY-MM-DD in Uganda's time; 'Not Available' when absent. */
export function formatIsoDate(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  if (!d) return MSG.notAvailable;
  const eat = ugandaWallClock(d);
  return `${eat.getUTCFullYear()}-${pad(eat.getUTCMonth() + 1)}-${pad(eat.getUTCDate())}`;
}

/**
 * Full name as typed (issue 21, item 9): each part trimmed, inner runs of
 * spaces collapsed, case kept ('McDonald', 'Agnes-Edited'); 'NA' when no part
 * is present (SPEC 5).
 */
export function formatName(...parts: Array<string | null | undefined>): string {
  const words = parts
    .filter((p): p is string => !!p && p.trim() !== '')
    .flatMap((p) => p.trim().split(/\s+/));
  return words.length ? words.join(' ') : 'NA';
}

/** Up to two initials for an avatar. */
export function initials(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => !!p && p.trim() !== '')
    .map((p) => p.trim().charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}
