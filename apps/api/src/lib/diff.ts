/** A date's instant from a Date or its text (an ISO timestamp, a YYYY-MM-DD day); NaN otherwise. */
const instant = (v: unknown) =>
  v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : Number.NaN;

/**
 * Whether a field kept its value: dates by their instant (a Date against a
 * Date or against its ISO text, as a row read and a value written may hold
 * them), anything else by its JSON.
 */
export function sameValue(x: unknown, y: unknown): boolean {
  if (x instanceof Date || y instanceof Date) {
    const t = instant(x);
    return !Number.isNaN(t) && t === instant(y);
  }
  return JSON.stringify(x) === JSON.stringify(y);
}

/** The before/after summary of an update, for the audit log: changed fields only. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  keys: readonly (keyof T)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of keys) {
    const x = before[k];
    const y = after[k];
    if (!sameValue(x, y)) {
      b[k as string] = x ?? null;
      a[k as string] = y ?? null;
    }
  }
  return { before: b, after: a };
}
