import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatName } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { customers, nurses } from '../../db/schema/index.ts';

/** What the history says of a device token that is no known customer's or nurse's. */
export const UNKNOWN_DEVICE = 'Unknown device';

/** Whom a single send goes to: the device token stays on the server. */
export type Addressee = { token: string; name: string; customerId?: number; nurseId?: number };

/**
 * SPEC 3's `receiver`: whose device token it is, for the history (a live
 * customer first, then a live nurse), in one query on the partial indexes of
 * both tables' tokens. A token of no one known is still an addressee, named
 * as such: the send goes out and is recorded.
 */
export async function deviceOwner(db: Db, token: string): Promise<Addressee> {
  const [owner] = await db
    .select({
      rank: sql<number>`0`.as('rank'),
      id: customers.id,
      first: customers.firstname,
      last: customers.lastname,
    })
    .from(customers)
    .where(and(eq(customers.fcmToken, token), isNull(customers.deletedAt)))
    .unionAll(
      db
        .select({
          rank: sql<number>`1`.as('rank'),
          id: nurses.id,
          first: nurses.firstName,
          last: nurses.lastName,
        })
        .from(nurses)
        .where(and(eq(nurses.fcmToken, token), isNull(nurses.deletedAt))),
    )
    .orderBy(sql`rank`, sql`id`)
    .limit(1);
  if (!owner) return { token, name: UNKNOWN_DEVICE };
  const name = formatName(owner.first, owner.last);
  return Number(owner.rank) === 0
    ? { token, name, customerId: owner.id }
    : { token, name, nurseId: owner.id };
}
