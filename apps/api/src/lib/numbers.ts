import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Sequence =
  'care_card_seq' | 'booking_seq' | 'shop_order_seq' | 'nurse_seq' | 'payout_batch_seq';

async function nextval(db: Db, sequence: Sequence): Promise<string> {
  const result = await db.execute(sql`select nextval(${sequence}::regclass) as n`);
  return String((result as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
}

/** A readable number such as CC-2026-000123, unique by its database sequence. */
export async function nextNumber(db: Db, sequence: Sequence, prefix: string): Promise<string> {
  return `${prefix}-${new Date().getUTCFullYear()}-${(await nextval(db, sequence)).padStart(6, '0')}`;
}

/** A nurse's care number, CN-000123: it stays with the nurse, so no year in it. */
export async function nextCareNumber(db: Db): Promise<string> {
  return `CN-${(await nextval(db, 'nurse_seq')).padStart(6, '0')}`;
}
