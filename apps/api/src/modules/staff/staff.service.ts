import { STAFF_MESSAGES, type Role, type Staff } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { createStaffRepo, type AuditQuery, type StaffChange, type StaffRow } from './staff.repo.ts';

const toStaff = (r: StaffRow, activeSessions: number): Staff => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role as Role,
  active: r.active,
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  activeSessions,
});

/** Staff administration (ruling 4): every write is ADMIN-only at the route and audited here. */
export function createStaffService(deps: {
  db: Db;
  revokeSessions: (userId: string) => Promise<number>;
  /** After a change to a staff member commits: their sessions kept by this server are dropped. */
  staffChanged: (userId: string) => void;
}) {
  const repo = createStaffRepo(deps.db);

  async function mustGet(id: string, db: Db = deps.db) {
    const row = await createStaffRepo(db).get(id);
    if (!row) throw notFound(STAFF_MESSAGES.notFound);
    return row;
  }

  async function one(id: string) {
    const found = await repo.one(id);
    if (!found) throw notFound(STAFF_MESSAGES.notFound);
    return toStaff(found.row, found.activeSessions);
  }

  return {
    list: async () => (await repo.list()).map((r) => toStaff(r.row, r.activeSessions)),

    async create(
      input: { name: string; email: string; role: Role; password: string },
      actor: Actor,
    ) {
      const passwordHash = await hashPassword(input.password);
      try {
        const id = await deps.db.transaction(async (tx) => {
          const id = await createStaffRepo(tx).insert({
            name: input.name,
            email: input.email,
            role: input.role,
            passwordHash,
            // a temporary password: changed at the first sign-in (issue 20.12)
            mustChangePassword: true,
          });
          await audit(tx, actor, {
            action: 'create',
            entity: 'staff_user',
            entityId: id,
            summary: { after: { name: input.name, email: input.email, role: input.role } },
          });
          return id;
        });
        return one(id);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(STAFF_MESSAGES.duplicate);
        throw err;
      }
    },

    /**
     * Role, name, active. Deactivating ends that person's sessions at once.
     * The last active ADMIN can be neither demoted nor deactivated: the
     * active admins are locked while this is decided, so two admins demoting
     * each other at once cannot both succeed.
     */
    async update(id: string, input: StaffChange, actor: Actor) {
      if (input.active === false && id === actor.id) throw badRequest(STAFF_MESSAGES.self);
      await deps.db.transaction(async (tx) => {
        const txRepo = createStaffRepo(tx);
        // Lock every active ADMIN (the target too) in one order before
        // deciding: two admins demoting each other then queue instead of
        // deadlocking, and the second sees the first's change.
        const admins = await txRepo.lockActiveAdmins();
        const before = await mustGet(id, tx);
        const losesAdmin =
          before.role === 'ADMIN' &&
          before.active &&
          (input.role === 'STAFF' || input.active === false);
        if (losesAdmin && admins.filter((a) => a.id !== id).length === 0)
          throw conflict(STAFF_MESSAGES.lastAdmin);
        const values = {
          ...(input.role ? { role: input.role } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
          ...(input.name ? { name: input.name } : {}),
        };
        await txRepo.update(id, values);
        if (input.active === false) await txRepo.revokeSessions(id);
        await audit(tx, actor, {
          action:
            input.active === undefined ? 'update' : input.active ? 'reactivate' : 'deactivate',
          entity: 'staff_user',
          entityId: id,
          summary: {
            before: Object.fromEntries(
              Object.keys(values).map((k) => [k, before[k as keyof StaffRow]]),
            ),
            after: values,
          },
        });
      });
      deps.staffChanged(id);
      return one(id);
    },

    /** A new temporary password, to be changed at the next sign-in; the person's sessions end. */
    async resetPassword(id: string, password: string, actor: Actor) {
      await mustGet(id);
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        const txRepo = createStaffRepo(tx);
        // chosen by an admin for someone else: that person changes it
        await txRepo.setPassword(id, passwordHash, id !== actor.id);
        await txRepo.revokeSessions(id);
        await audit(tx, actor, { action: 'password_reset', entity: 'staff_user', entityId: id });
      });
      deps.staffChanged(id);
      return one(id);
    },

    async endSessions(id: string, actor: Actor) {
      await mustGet(id);
      const ended = await deps.revokeSessions(id);
      await audit(deps.db, actor, {
        action: 'end_sessions',
        entity: 'staff_user',
        entityId: id,
        summary: { after: { ended } },
      });
      return { ended };
    },

    /** The audit log, newest first (append-only: nothing here changes it). */
    async auditLog(q: AuditQuery) {
      const { rows, count } = await repo.auditPage(q);
      return {
        rows: rows.map((r) => ({ ...r, at: r.at.toISOString(), summary: r.summary ?? null })),
        count,
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
