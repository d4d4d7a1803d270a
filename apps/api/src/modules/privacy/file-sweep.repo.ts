import { isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, nurses, shopOrderItems } from '../../db/schema/index.ts';

const PICTURE_NAME = /[a-f0-9]{64}\.webp/g;

/**
 * The stored files some row still names: the pictures of customers, nurses
 * and shop products (an order's product may show one of our pictures) and
 * the nurses' licence copies. Everything else in the store is nobody's.
 */
export async function filesInUse(db: Db): Promise<Set<string>> {
  const [people, staff, products] = await Promise.all([
    db.select({ v: customers.photoUrl }).from(customers).where(isNotNull(customers.photoUrl)),
    db.select({ v: nurses.profilePicture }).from(nurses).where(ne(nurses.profilePicture, '')),
    db
      .select({ v: shopOrderItems.productImage })
      .from(shopOrderItems)
      .where(isNotNull(shopOrderItems.productImage)),
  ]);
  const used = new Set<string>();
  const pictures = (text: string | null) => {
    for (const name of text?.match(PICTURE_NAME) ?? []) used.add(`pictures/${name}`);
  };
  for (const r of people) pictures(r.v);
  for (const r of products) pictures(r.v);
  for (const r of staff) pictures(r.v);
  const licences = await db
    .select({ v: nurses.licenceFile })
    .from(nurses)
    .where(isNotNull(nurses.licenceFile));
  for (const r of licences) used.add(`licences/${r.v}`);
  return used;
}
