import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DataSubjectKind } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { customers, nurses } from '../../db/schema/index.ts';

const tableOf = (kind: DataSubjectKind) => (kind === 'customer' ? customers : nurses);

/** A person's objection to marketing and the push token of her device; `db` may be a transaction. */
export function createObjectionRepo(db: Db) {
  return {
    /** A live customer's or nurse's objection and device token; undefined when there is none. */
    async find(kind: DataSubjectKind, id: number) {
      const table = tableOf(kind);
      const [row] = await db
        .select({ objectedAt: table.marketingObjectedAt, token: table.fcmToken })
        .from(table)
        .where(and(eq(table.id, id), isNull(table.deletedAt)));
      return row;
    },

    /** Objects (keeping the first time) or withdraws; the time it now holds. */
    async set(kind: DataSubjectKind, id: number, objected: boolean) {
      const table = tableOf(kind);
      const [row] = await db
        .update(table)
        .set({
          marketingObjectedAt: objected ? sql`coalesce(${table.marketingObjectedAt}, now())` : null,
        } as never)
        .where(and(eq(table.id, id), isNull(table.deletedAt)))
        .returning({ objectedAt: table.marketingObjectedAt });
      return row;
    },
  };
}
