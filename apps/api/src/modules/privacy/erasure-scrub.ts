import { ERASED } from './erasure-scope.ts';

// Issue 26: the JSON that copies a person's values (audit entries' before
// and after, idempotent requests' stored answers) is rewritten value by
// value: every string that equals or contains one of her values becomes the
// placeholder, and her coordinates and children under their keys become
// null. The entry itself stays (who did what, when, to which record).
// The statements that read and rewrite them: erasure-scrub.repo.ts.

/** Values a scrub looks for, lower case. */
export type PersonalValues = {
  /** Identify her anywhere: numbers, e-mail, full name, tokens, account ids. */
  strong: string[];
  /** Everything her rows held (names, addresses, medical fields, texts). */
  all: string[];
  /** Her personal fields' names (as the tables and the API name them). */
  keys: Set<string>;
};

/** Numbers that are personal under these keys (in entries about her). */
const PERSONAL_NUMBER_KEYS = new Set(['latitude', 'longitude', 'children', 'lat', 'lng']);

/** Values as a scrub compares them: trimmed, lower case, long enough to mean something. */
export function personalValues(
  strong: Iterable<unknown>,
  all: Iterable<unknown>,
  keys: Iterable<string>,
): PersonalValues {
  const clean = (xs: Iterable<unknown>) => {
    const out = new Set<string>();
    for (const x of xs) {
      const parts = Array.isArray(x) ? x : [x];
      for (const p of parts) {
        if (typeof p !== 'string') continue;
        const v = p.trim().toLowerCase();
        if (v.length >= 3 && v !== 'global' && v !== ERASED.text.toLowerCase()) out.add(v);
      }
    }
    return out;
  };
  const s = clean(strong);
  const a = clean(all);
  for (const v of s) a.add(v);
  return { strong: [...s], all: [...a], keys: new Set(keys) };
}

/**
 * The value with her strings replaced; `changed` says whether anything was.
 * Under `keys` (her personal fields, in an entry about her) every value goes,
 * whatever it was: an old address edited away is still hers.
 */
export function scrubJson(
  value: unknown,
  values: readonly string[],
  keys: ReadonlySet<string> = new Set(),
): { value: unknown; changed: boolean } {
  let changed = false;
  const walk = (v: unknown, key?: string): unknown => {
    if (key && keys.has(key) && v !== null && v !== '' && typeof v !== 'boolean') {
      if (typeof v === 'object' && !Array.isArray(v))
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
      changed = true;
      return typeof v === 'string' ? ERASED.text : null;
    }
    if (typeof v === 'string') {
      const low = v.toLowerCase();
      if (values.some((x) => low.includes(x))) {
        changed = true;
        return ERASED.text;
      }
      return v;
    }
    if (typeof v === 'number' && key && PERSONAL_NUMBER_KEYS.has(key)) {
      changed = true;
      return null;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  const out = walk(value);
  return { value: out, changed };
}

/** A text with each of her values in it replaced (a message to someone else that names her). */
export function scrubText(text: string, values: readonly string[]): string {
  let out = text;
  for (const v of [...values].sort((a, b) => b.length - a.length)) {
    const at = new RegExp(v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    out = out.replace(at, ERASED.text);
  }
  return out;
}
