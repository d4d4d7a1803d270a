import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type Actor = { id: string | null; email: string | null; ip?: string | null };

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  summary?: Record<string, unknown>;
};

/** Appends one entry; pass the transaction so the entry commits with the change. */
export async function audit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary ?? null,
  });
}
