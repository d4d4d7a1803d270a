/** The before/after summary of an update, for the audit log: changed fields only. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  keys: (keyof T)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of keys) {
    const x = before[k];
    const y = after[k];
    const same =
      x instanceof Date && y instanceof Date
        ? x.getTime() === y.getTime()
        : JSON.stringify(x) === JSON.stringify(y);
    if (!same) {
      b[k as string] = x ?? null;
      a[k as string] = y ?? null;
    }
  }
  return { before: b, after: a };
}
