import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { STAFF_MESSAGES, type Role, type Staff } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, sessions, staffUsers } from '../../db/schema/index.ts';
import { audit, type Actor } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';

type StaffRow = typeof staffUsers.$inferSelect;

const liveSessions = (db: Db) =>
  db
    .select({ userId: sessions.userId, n: count().as('n') })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .groupBy(sessions.userId)
    .as('live');

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

const isUniqueViolation = (err: unknown) => {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++, e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
};

/** Staff administration (ruling 4): every write is ADMIN-only at the route and audited here. */
export function createStaffService(deps: {
  db: Db;
  revokeSessions: (userId: string) => Promise<number>;
  /** After a change to a staff member commits: their sessions kept by this server are dropped. */
  staffChanged: (userId: string) => void;
}) {
  async function mustGet(id: string, db: Db = deps.db) {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
    if (!row) throw notFound(STAFF_MESSAGES.notFound);
    return row;
  }

  async function one(id: string) {
    const [row] = await list(eq(staffUsers.id, id));
    if (!row) throw notFound(STAFF_MESSAGES.notFound);
    return row;
  }

  async function list(where?: SQL) {
    const live = liveSessions(deps.db);
    const rows = await deps.db
      .select({ staff: staffUsers, n: live.n })
      .from(staffUsers)
      .leftJoin(live, eq(live.userId, staffUsers.id))
      .where(where)
      .orderBy(desc(staffUsers.active), asc(staffUsers.name));
    return rows.map((r) => toStaff(r.staff, Number(r.n ?? 0)));
  }

  return {
    list: () => list(),

    async create(
      input: { name: string; email: string; role: Role; password: string },
      actor: Actor,
    ) {
      const passwordHash = await hashPassword(input.password);
      try {
        const id = await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(staffUsers)
            // a temporary password: changed at the first sign-in (issue 20.12)
            .values({
              name: input.name,
              email: input.email,
              role: input.role,
              passwordHash,
              mustChangePassword: true,
            })
            .returning({ id: staffUsers.id });
          await audit(tx, actor, {
            action: 'create',
            entity: 'staff_user',
            entityId: row!.id,
            summary: { after: { name: input.name, email: input.email, role: input.role } },
          });
          return row!.id;
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
    async update(
      id: string,
      input: { role?: Role; active?: boolean; name?: string },
      actor: Actor,
    ) {
      if (input.active === false && id === actor.id) throw badRequest(STAFF_MESSAGES.self);
      await deps.db.transaction(async (tx) => {
        // Lock every active ADMIN (the target too) in one order before
        // deciding: two admins demoting each other then queue instead of
        // deadlocking, and the second sees the first's change.
        const admins = await tx
          .select({ id: staffUsers.id })
          .from(staffUsers)
          .where(and(eq(staffUsers.role, 'ADMIN'), eq(staffUsers.active, true)))
          .orderBy(asc(staffUsers.id))
          .for('update');
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
        await tx
          .update(staffUsers)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(staffUsers.id, id));
        if (input.active === false) {
          await tx
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        }
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
        await tx
          .update(staffUsers)
          .set({
            passwordHash,
            passwordChangedAt: sql`now()`,
            // chosen by an admin for someone else: that person changes it
            mustChangePassword: id !== actor.id,
            updatedAt: sql`now()`,
          })
          .where(eq(staffUsers.id, id));
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
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
    async auditLog(q: {
      actorId?: string;
      entity?: string;
      from?: string;
      to?: string;
      offset: number;
      limit: number;
    }) {
      const where = and(
        q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
        q.entity ? eq(auditLog.entity, q.entity) : undefined,
        q.from ? sql`${auditLog.at} >= (${q.from}::date - interval '3 hours')` : undefined,
        q.to ? sql`${auditLog.at} < (${q.to}::date + interval '21 hours')` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(q.offset)
          .limit(q.limit),
        deps.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, at: r.at.toISOString(), summary: r.summary ?? null })),
        count: total?.n ?? 0,
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
