import type { AccessAction, AccessRecord, DataSubjectKind } from '@app/contract';
import type { Db } from '../db/client.ts';
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

/** Appends access entries; pass the transaction when the read is part of one. */
export async function recordAccess(
  db: Db,
  actor: Actor,
  entries: AccessEntryInput | readonly AccessEntryInput[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AccessEntryInput];
  if (!list.length) return;
  await db.insert(accessLog).values(
    list.map((e) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      ip: actor.ip ?? null,
      action: e.action,
      record: e.record,
      recordId: e.recordId === undefined || e.recordId === null ? null : String(e.recordId),
      subjectKind: e.subject?.kind ?? null,
      subjectId: e.subject?.id ?? null,
      detail: e.detail ?? null,
    })),
  );
}
