import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DataSubjectKind } from '@app/contract';

// The vocabulary of erasure-tables.repo.ts: the placeholders, what a rule knows of
// the person, the shape of a rule, and the forms a phone number takes.

/** Placeholders: neutral, not real, the same for everyone erased. */
export const ERASED = {
  first: 'Erased',
  last: 'person',
  name: 'Erased person',
  text: 'Erased',
  /** Not a phone number: no SMS can go to it. */
  phone: 'erased',
} as const;

/** What a rule needs of the person, read before anything changes. */
export type Scope = {
  kind: DataSubjectKind;
  id: number;
  /** The customer app / nurse app account id, as it was. */
  userId: string;
  /** Her numbers, each as stored, E.164, 256… and 07…. */
  phones: string[];
  /** Her device token (pushes to her carry it as the receiver). */
  fcmToken: string | null;
  /** Her full name as the profiles show it (a nurse's name in booking texts). */
  fullName: string;
  now: Date;
};

/**
 * One table's rule: the rows that hold the person's data (`where`), the
 * audit entity their entries are filed under, and either what each personal
 * column becomes (`set`) or that the rows are deleted.
 */
export type TableRule = {
  table: PgTable;
  /** The audit log's entity for these rows (their entries are scrubbed too). */
  entity: string | null;
  /** The row's key, to name the rows in the audit log and to count them. */
  key: PgColumn;
  where: (s: Scope) => SQL | undefined;
  set?: (s: Scope) => Record<string, unknown>;
  delete?: true;
};

export const rule = <T extends PgTable>(
  table: T,
  r: {
    entity: string | null;
    key: PgColumn;
    where: (s: Scope) => SQL | undefined;
    set?: (s: Scope) => PgUpdateSetSource<T>;
    delete?: true;
  },
): TableRule => ({ table, ...r }) as TableRule;

export function escapeRegex(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A stored number in the forms it may be written elsewhere: +256…, 256…, 07…. */
export function phoneForms(...phones: (string | null | undefined)[]): string[] {
  const out = new Set<string>();
  for (const p of phones) {
    const v = p?.trim();
    if (!v || v === ERASED.phone) continue;
    out.add(v);
    const m = /^\+?256(\d{9})$/.exec(v) ?? /^0(\d{9})$/.exec(v);
    if (m) for (const f of [`+256${m[1]}`, `256${m[1]}`, `0${m[1]}`]) out.add(f);
  }
  return [...out];
}
