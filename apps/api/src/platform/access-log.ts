import type { AccessAction, AccessRecord, DataSubjectKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedSql } from '../db/prepared-sql.ts';
import { accessLog } from '../db/schema/index.ts';
import type { Actor } from './audit.ts';

/** One read of health data or one bulk export (issue 26): whose, what, by whom, from where. */
export type AccessEntryInput = {
  action: AccessAction;
  record: AccessRecord;
  recordId?: string | number | null;
  /** Whose personal data it was; leave out for an export of many people's data. */
  subject?: { kind: DataSubjectKind; id: number } | null;
  /** What an export held ("1,204 entries, Kampala, 2026-11"): never personal data. */
  detail?: string | null;
};

/**
 * The entries, however many, in one prepared statement of one parameter (a
 * page of the Care due list or of job cards is 40 reads): building a
 * multi-row INSERT of 10 columns a row cost more than the page itself.
 */
const append = preparedSql<{
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  entries: string;
}>(
  'access_log_append',
  () => sql`INSERT INTO ${accessLog}
      (actor_id, actor_email, ip, action, record, record_id, subject_kind, subject_id, detail)
    SELECT ${sql.placeholder('actorId')}::uuid, ${sql.placeholder('actorEmail')}::text,
      ${sql.placeholder('ip')}::text, e.action, e.record, e.record_id, e.subject_kind, e.subject_id, e.detail
    FROM json_to_recordset(${sql.placeholder('entries')}::json)
      AS e(action text, record text, record_id text, subject_kind text, subject_id int, detail text)`,
);

/** Appends access entries, in their order; pass the transaction when the read is part of one. */
export async function recordAccess(
  db: Db,
  actor: Actor,
  entries: AccessEntryInput | readonly AccessEntryInput[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AccessEntryInput];
  if (!list.length) return;
  await append(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip ?? null,
    entries: JSON.stringify(
      list.map((e) => ({
        action: e.action,
        record: e.record,
        record_id: e.recordId === undefined || e.recordId === null ? null : String(e.recordId),
        subject_kind: e.subject?.kind ?? null,
        subject_id: e.subject?.id ?? null,
        detail: e.detail ?? null,
      })),
    ),
  });
}
