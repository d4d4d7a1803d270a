import { and, eq, isNull } from 'drizzle-orm';
import { formatName } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { customers, nurses } from '../../db/schema/index.ts';

/** What the history says of a device token that is no known customer's or nurse's. */
export const UNKNOWN_DEVICE = 'Unknown device';

/** Whom a single send goes to: the device token stays on the server. */
export type Addressee = { token: string; name: string; customerId?: number; nurseId?: number };

/**
 * SPEC 3's `receiver`: whose device token it is, for the history (a live
 * customer first, then a live nurse). A token of no one known is still an
 * addressee, named as such: the send goes out and is recorded.
 */
export async function deviceOwner(db: Db, token: string): Promise<Addressee> {
  const [customer] = await db
    .select({ id: customers.id, firstname: customers.firstname, lastname: customers.lastname })
    .from(customers)
    .where(and(eq(customers.fcmToken, token), isNull(customers.deletedAt)))
    .orderBy(customers.id)
    .limit(1);
  if (customer)
    return {
      token,
      name: formatName(customer.firstname, customer.lastname),
      customerId: customer.id,
    };
  const [nurse] = await db
    .select({ id: nurses.id, firstName: nurses.firstName, lastName: nurses.lastName })
    .from(nurses)
    .where(and(eq(nurses.fcmToken, token), isNull(nurses.deletedAt)))
    .orderBy(nurses.id)
    .limit(1);
  if (nurse) return { token, name: formatName(nurse.firstName, nurse.lastName), nurseId: nurse.id };
  return { token, name: UNKNOWN_DEVICE };
}
