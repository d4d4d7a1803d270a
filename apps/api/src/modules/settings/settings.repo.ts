import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceSettings } from '../../db/schema/index.ts';

export type SettingsRow = typeof serviceSettings.$inferSelect;
type SettingsValues = Omit<typeof serviceSettings.$inferInsert, 'id'>;

/** The one row of service details (a check constraint keeps it the only one). */
export const SETTINGS_ROW = 1;

/** Drizzle queries of the service details; `db` may be a transaction. */
export function createSettingsRepo(db: Db) {
  return {
    async get(): Promise<SettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(serviceSettings)
        .where(eq(serviceSettings.id, SETTINGS_ROW))
        .limit(1);
      return row;
    },

    async save(values: SettingsValues) {
      await db
        .insert(serviceSettings)
        .values({ id: SETTINGS_ROW, ...values })
        .onConflictDoUpdate({ target: serviceSettings.id, set: values });
    },
  };
}
