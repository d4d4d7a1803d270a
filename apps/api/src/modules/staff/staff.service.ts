import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';

// Staff administration grows here (DECISIONS 4); for now the list the ADMIN sees.
export function createStaffService(deps: { db: Db }) {
  return {
    list: async () => {
      const rows = await deps.db
        .select({
          id: staffUsers.id,
          name: staffUsers.name,
          email: staffUsers.email,
          role: staffUsers.role,
          active: staffUsers.active,
          lastLoginAt: staffUsers.lastLoginAt,
          createdAt: staffUsers.createdAt,
        })
        .from(staffUsers)
        .orderBy(asc(staffUsers.name));
      return rows.map((r) => ({
        ...r,
        lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
