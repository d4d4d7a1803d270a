import { MSG } from '@app/contract';
import type { Db } from '../db/client.ts';
import { changedFields } from '../lib/diff.ts';
import { conflict } from '../lib/errors.ts';
import { audit, type Actor } from './audit.ts';

// The one rule of an area's update (issue 41): a guarded write (the version
// the client saw, the status it was read in), a 409 when it wrote nothing,
// and its audit entry with the fields that changed, committed together.
// The areas pass their repository's functions: nothing here touches a table
// but the audit log's.

/**
 * A guarded write's row, or the 409 saying why it wrote nothing: `why`
 * reads the record again to name the reason (it may throw its own 404),
 * and without a reason the record changed since it was read (MSG.staleRecord).
 */
export async function writtenOr409<W>(
  written: W | undefined,
  why?: () => Promise<string | null | undefined>,
): Promise<W> {
  if (written !== undefined && written !== null) return written;
  throw conflict((await why?.()) ?? MSG.staleRecord);
}

type Row = Record<string, unknown>;

export type AuditedUpdate<B extends Row, W> = {
  /** The entry's action: 'update' unless given ('status' for a move). */
  action?: string;
  entity: string;
  /** The record's id, or how the written row names it (a booking by its docId). */
  entityId: string | number | ((written: W) => string | number);
  /** The record as it was read, before the caller's checks. */
  before: B;
  /** The fields the entry compares, before and after. */
  fields: readonly (keyof B)[];
  /** The repository's guarded write in `tx`: the written row, or undefined when it matched nothing. */
  write: (tx: Db) => Promise<W | undefined>;
  /** Why the write matched nothing, read in `tx`; MSG.staleRecord when it names no reason. */
  refused?: (tx: Db) => Promise<string | null | undefined>;
  /** The record's fields after the write, when the written row does not hold them. */
  after?: (written: W) => Partial<B>;
  /** The entry's summary, when it is not the changed fields. */
  summary?: (before: B, written: W) => Record<string, unknown>;
};

/**
 * Updates one record and appends its audit entry, in transaction `tx` (the
 * caller's: what else it writes commits with them). Dates compare by value
 * (lib/diff.ts): a date saved unchanged is no change. Answers the written row.
 */
export async function updateWithAudit<B extends Row, W>(
  tx: Db,
  actor: Actor,
  u: AuditedUpdate<B, W>,
): Promise<W> {
  const { refused } = u;
  const written = await writtenOr409(await u.write(tx), refused && (() => refused(tx)));
  const after = { ...u.before, ...(u.after ? u.after(written) : (written as Partial<B>)) };
  await audit(tx, actor, {
    action: u.action ?? 'update',
    entity: u.entity,
    entityId: typeof u.entityId === 'function' ? u.entityId(written) : u.entityId,
    summary: u.summary ? u.summary(u.before, written) : changedFields(u.before, after, u.fields),
  });
  return written;
}
