import { and, isNull, ne, sql } from 'drizzle-orm';
import { NURSE_DUPLICATE_EMAIL } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { nurses } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * 409 when another (not deleted) nurse has this e-mail, with that nurse's id
 * in `details.existingId` so the client can open the profile. Call it in the
 * saving transaction: the lock lets one save of an address through at a time,
 * so two at once cannot both pass the check.
 */
export async function refuseDuplicateEmail(tx: Db, email: string, exceptId?: number) {
  const address = email.trim().toLowerCase();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`nurse-email:${address}`}))`);
  const [other] = await tx
    .select({ id: nurses.id })
    .from(nurses)
    .where(
      and(
        sql`lower(${nurses.email}) = ${address}`,
        isNull(nurses.deletedAt),
        exceptId === undefined ? undefined : ne(nurses.id, exceptId),
      ),
    )
    .limit(1);
  if (other)
    throw new AppError(409, NURSE_DUPLICATE_EMAIL, {
      email: NURSE_DUPLICATE_EMAIL,
      existingId: String(other.id),
    });
}
