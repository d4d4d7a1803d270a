import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatPhone, formatUGX, networkOf, type PaymentEventEntry } from '@app/contract';
import { rowsOf } from '../rows.ts';
import { paymentRequests, standInPrompts } from '../schema/index.ts';
import type { Seeder } from './types.ts';

// Issue 43: the demo's payment prompts, as the local stand-in took them in
// the last days: two job cards and a ledger entry paid by the customer on
// her phone (booked as a payment is: receipt, entry, statement line), one
// she declined, one she left to expire. It runs after the ledger and the
// statements, so it moves nothing of theirs.

type Thing = {
  kind: 'jobcard' | 'income';
  id: number;
  label: string;
  customerId: number;
  phone: string;
  owed: number;
};

const at = (now: Date, hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
const entry = (
  when: Date,
  event: PaymentEventEntry['event'],
  detail: string | null,
): PaymentEventEntry => ({
  at: when.toISOString(),
  event,
  detail,
});

export const seedPayments: Seeder = {
  name: 'payments',
  async run({ db, r, now, ports }) {
    const cards = rowsOf<Omit<Thing, 'kind'>>(
      await db.execute(sql`
        SELECT j.id, 'Job card ' || j.care_card_number AS label, c.id AS "customerId",
          c.phonenumber AS phone, j.invoice_amount::float8 AS owed
        FROM job_cards j JOIN customers c ON c.id = j.customer_id
        WHERE j.deleted_at IS NULL AND c.deleted_at IS NULL AND j.status IN ('pending', 'ongoing')
          AND j.invoice_amount > 0 AND coalesce(j.receipt_amount, 0) = 0
        ORDER BY j.id DESC LIMIT 12`),
    ).filter((t) => networkOf(t.phone));
    const entries = rowsOf<Omit<Thing, 'kind'>>(
      await db.execute(sql`
        SELECT e.id, 'Ledger entry ' || e.doc_id AS label, c.id AS "customerId",
          c.phonenumber AS phone, e.amount::float8 AS owed
        FROM income_trace e JOIN customers c ON c.id = e.user_id
        WHERE e.status = 'UnPaid' AND c.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM statement_lines l WHERE l.income_id = e.id)
        ORDER BY e.id DESC LIMIT 6`),
    ).filter((t) => networkOf(t.phone));
    const things: Thing[] = [
      ...cards.slice(0, 4).map((t) => ({ ...t, kind: 'jobcard' as const })),
      ...entries.slice(0, 1).map((t) => ({ ...t, kind: 'income' as const })),
    ];
    const outcomes = ['paid', 'paid', 'declined', 'expired', 'paid'] as const;
    const [staff] = rowsOf<{ id: string; email: string }>(
      await db.execute(
        sql`SELECT id, email FROM staff_users WHERE role = 'STAFF' ORDER BY created_at LIMIT 1`,
      ),
    );
    let made = 0;
    for (const [i, t] of things.entries()) {
      const outcome = outcomes[i]!;
      const network = networkOf(t.phone)!;
      const asked = new Date(at(now, 6 + 20 * i + r.int(0, 5)).getTime());
      const amount = outcome === 'paid' && i === 1 ? Math.round(t.owed / 2) : t.owed;
      const reference = randomUUID();
      const txn = `SI${String(asked.getTime()).slice(-8)}${String(r.int(100000, 999999))}`;
      const [row] = await db
        .insert(paymentRequests)
        .values({
          target: t.kind,
          targetId: t.id,
          label: t.label,
          customerId: t.customerId,
          amount,
          phone: t.phone,
          network,
          provider: 'stand-in',
          state: 'Pending',
          reference,
          expiresAt: new Date(asked.getTime() + 15 * 60_000),
          requestedBy: staff?.id ?? null,
          createdAt: asked,
          updatedAt: asked,
          timeline: [
            entry(
              asked,
              'requested',
              `${formatUGX(amount)} from ${formatPhone(t.phone)} (Local stand-in)`,
            ),
            entry(asked, 'prompted', 'Local stand-in prompted her phone'),
          ],
        })
        .returning({ id: paymentRequests.id });
      const answered = new Date(asked.getTime() + r.int(40, 300) * 1000);
      await db.insert(standInPrompts).values({
        reference,
        amount,
        msisdn: t.phone,
        note: `Maternal & Home Care: ${t.label}`,
        decision: outcome === 'paid' ? 'accepted' : outcome === 'declined' ? 'declined' : null,
        transactionId: outcome === 'paid' ? txn : null,
        decidedBy: outcome === 'expired' ? null : (staff?.id ?? null),
        decidedAt: outcome === 'expired' ? null : answered,
        createdAt: asked,
      });
      // she answered through the stand-in, which a member of staff played
      const actor = { id: staff?.id ?? null, email: staff?.email ?? null };
      const finished = outcome === 'expired' ? new Date(asked.getTime() + 15 * 60_000) : answered;
      if (outcome === 'paid')
        await ports.settlePayment(
          db,
          row!.id,
          { state: 'SUCCESSFUL', transactionId: txn, amount },
          actor,
        );
      else if (outcome === 'declined')
        await ports.settlePayment(
          db,
          row!.id,
          { state: 'FAILED', reason: 'She declined the prompt (stand-in)' },
          actor,
        );
      else
        await db.execute(sql`UPDATE payment_requests SET state = 'Expired',
          reason = 'She did not confirm within 15 minutes' WHERE id = ${row!.id}`);
      // The outcome's moments are the demo's past, not the seeding's clock.
      await db.execute(sql`
        UPDATE payment_requests SET finished_at = ${finished.toISOString()}::timestamptz,
          updated_at = ${finished.toISOString()}::timestamptz,
          timeline = (SELECT jsonb_agg(CASE WHEN (e->>'at')::timestamptz > ${asked.toISOString()}::timestamptz
            THEN jsonb_set(e, '{at}', to_jsonb(${finished.toISOString()}::text)) ELSE e END)
            FROM jsonb_array_elements(timeline) e)
        WHERE id = ${row!.id}`);
      await db.execute(sql`
        UPDATE income_trace SET created_at = ${finished.toISOString()}::timestamptz,
          updated_at = ${finished.toISOString()}::timestamptz, txn_date = (${finished.toISOString()}::timestamptz AT TIME ZONE 'Africa/Kampala')::date
        WHERE doc_id = ${txn}`);
      if (t.kind === 'income')
        await db.execute(sql`UPDATE income_trace SET updated_at = ${finished.toISOString()}::timestamptz
          WHERE id = ${t.id} AND updated_at > ${now.toISOString()}::timestamptz`);
      await db.execute(sql`
        UPDATE statement_lines SET occurred_at = ${finished.toISOString()}::timestamptz,
          matched_at = ${finished.toISOString()}::timestamptz WHERE transaction_id = ${txn}`);
      await db.execute(sql`
        UPDATE job_cards SET updated_at = ${finished.toISOString()}::timestamptz
        WHERE id = ${t.kind === 'jobcard' ? t.id : -1} AND updated_at > ${now.toISOString()}::timestamptz`);
      made++;
    }
    return made;
  },
};
