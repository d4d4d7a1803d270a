// Reads an audit entry's summary: usually {before, after} with the changed
// fields, sometimes other facts ({picture}, {ended}). Pure, so tests read it.

export type Change = {
  field: string;
  /** undefined when the summary has no `before` for this field (a creation). */
  before: string | undefined;
  /** undefined when the summary has no `after` for this field (a deletion). */
  after: string | undefined;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A recorded value as text: empty for null, lists joined, objects as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '(empty)';
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

/** A field name as words: `care_card_number` -> `care card number`. */
export const fieldLabel = (field: string) =>
  field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** Every field the entry recorded, with its value before and after. */
export function changesOf(summary: Record<string, unknown> | null): Change[] {
  if (!summary) return [];
  const before = isRecord(summary.before) ? summary.before : undefined;
  const after = isRecord(summary.after) ? summary.after : undefined;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: Change[] = fields.map((field) => ({
    field,
    before: before && field in before ? valueText(before[field]) : undefined,
    after: after && field in after ? valueText(after[field]) : undefined,
  }));
  for (const [field, value] of Object.entries(summary)) {
    if ((field === 'before' && before) || (field === 'after' && after)) continue;
    changes.push({ field, before: undefined, after: valueText(value) });
  }
  return changes;
}

/** One line for the table: `status: Pending → Accepted; name: Amina`. */
export function changeLine(changes: Change[]): string {
  return changes
    .map(({ field, before, after }) => {
      const label = fieldLabel(field);
      if (before !== undefined && after !== undefined) return `${label}: ${before} → ${after}`;
      return `${label}: ${after ?? before}`;
    })
    .join('; ');
}
