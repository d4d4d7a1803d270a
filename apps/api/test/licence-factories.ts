import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { nurses } from '../src/db/schema/index.ts';
import type { TestContext } from './helpers.ts';

// Issue 27: nurses with licences straight in the table, for Home's licence
// card and the daily digest (the practice form is tested on its own).

let serial = 0;

export type LicenceNurse = { id: number; name: string; careNumber: string; expiry: string | null };

/** A nurse, approved unless told otherwise, whose licence's last valid day is `expiry` (null: none). */
export async function licenceNurse(
  c: Pick<TestContext, 'db'>,
  first: string,
  expiry: string | null,
  o: { approved?: boolean; deleted?: boolean; erased?: boolean } = {},
): Promise<LicenceNurse> {
  const n = ++serial;
  const careNumber = `CN-L${String(n).padStart(5, '0')}`;
  const last = 'Namusoke';
  const [row] = await c.db
    .insert(nurses)
    .values({
      userId: randomUUID(),
      firstName: first,
      lastName: last,
      username: `${first} ${last}`,
      email: `licence.nurse.${n}.${randomUUID().slice(0, 8)}@example.ug`,
      phoneNumber: `+25670160${String(n).padStart(4, '0')}`,
      qualification: 'Registered Nurse',
      graduationYear: 2018,
      careNumber,
      verified: o.approved ?? true,
      licenceExpiry: expiry,
      licenceNumber: expiry ? `PL-2026-${String(n).padStart(5, '0')}` : null,
      deletedAt: o.deleted ? sql`now()` : undefined,
      erasedAt: o.erased ? sql`now()` : undefined,
    })
    .returning();
  return { id: row!.id, name: `${first} ${last}`, careNumber, expiry };
}
