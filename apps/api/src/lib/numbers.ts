import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Sequence = 'care_card_seq' | 'booking_seq' | 'shop_order_seq';

/** A readable number such as CC-2026-000123, unique by its database sequence. */
export async function nextNumber(db: Db, sequence: Sequence, prefix: string): Promise<string> {
  const result = await db.execute<{ n: string | number }>(
    sql`select nextval(${sequence}::regclass) as n`,
  );
  const n = (result as unknown as { rows: { n: string | number }[] }).rows[0]!.n;
  return `${prefix}-${new Date().getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}
