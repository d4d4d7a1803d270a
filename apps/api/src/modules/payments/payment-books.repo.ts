import { sql } from 'drizzle-orm';
import type { PaymentNetwork } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { audit, type Actor } from '../../platform/audit.ts';

// Issue 43: the books when she paid by a prompt, inside the outcome's
// transaction (the thing and the request already locked). The payment is a
// statement line of its provider, matched to its ledger entry as it is
// taken: a statement imported later finds the same transaction id already
// there and adds nothing (reconciliation's unique provider and transaction
// id), so the money is never counted twice.

/** The ledger's payment method of each network. */
export const NETWORK_METHOD: Record<PaymentNetwork, string> = {
  MTN: 'Mobile Money',
  Airtel: 'Airtel Account',
};

export type PaidLine = {
  paymentId: number;
  network: PaymentNetwork;
  transactionId: string;
  amount: number;
  phone: string;
  payerName: string | null;
  reference: string;
};

export function createPaymentBooksRepo(db: Db) {
  return {
    /** A statement line already holding this transaction (imported before she was seen paying). */
    async lineOf(network: PaymentNetwork, transactionId: string) {
      return rowsOf<{ id: number; match_state: string; income_id: number | null }>(
        await db.execute(sql`
          SELECT id, match_state, income_id FROM statement_lines
          WHERE provider = ${network} AND transaction_id = ${transactionId} FOR UPDATE`),
      )[0];
    },

    /** An entry whose receipt number is this transaction id (typed by hand when she showed the SMS). */
    async entryByReceipt(transactionId: string) {
      return rowsOf<{ id: number }>(
        await db.execute(
          sql`SELECT id FROM income_trace WHERE lower(doc_id) = lower(${transactionId}) FOR UPDATE`,
        ),
      )[0]?.id;
    },

    /**
     * A Paid entry for a payment of something that is not an entry itself:
     * the transaction id its receipt number, today's date in Kampala, her
     * station (else her last entry's, else Head Office), her last entry's
     * lead source (else Returning). Audited as created by `actor`.
     */
    async createEntry(
      e: {
        customerId: number;
        amount: number;
        network: PaymentNetwork;
        transactionId: string;
        product: string;
        station: string | null;
        summary: string;
        day: string;
      },
      actor: Actor,
    ): Promise<number> {
      const row = rowsOf<{ id: number; entry: Record<string, unknown> }>(
        await db.execute(sql`
          WITH last AS (
            SELECT station, lead_source FROM income_trace WHERE user_id = ${e.customerId}
            ORDER BY txn_date DESC, id DESC LIMIT 1)
          INSERT INTO income_trace (txn_date, product, lead_source, station, payment_method,
            status, amount, doc_id, summary, user_id, created_by)
          SELECT ${e.day}::date, ${e.product}, coalesce((SELECT lead_source FROM last), 'Returning'),
            coalesce(${e.station}, (SELECT station FROM last), 'Head Office'),
            ${NETWORK_METHOD[e.network]}, 'Paid', ${e.amount}, ${e.transactionId}, ${e.summary},
            ${e.customerId}, ${actor.id}::uuid
          RETURNING id, to_jsonb(income_trace.*) - 'created_at' - 'updated_at' AS entry`),
      )[0]!;
      await audit(db, actor, {
        action: 'create',
        entity: 'income_trace',
        entityId: row.id,
        summary: row.entry,
      });
      return row.id;
    },

    /**
     * The payment as its provider's statement line, matched to the entry
     * (kind prompt). A line of the same transaction imported before and not
     * matched yet is taken over; answers false when one was matched already.
     */
    async matchLine(
      l: PaidLine,
      incomeId: number,
      previousStatus: string | null,
      existed: boolean,
    ) {
      const taken = rowsOf<{ id: number }>(
        await db.execute(sql`
          INSERT INTO statement_lines (provider, transaction_id, occurred_at, amount, phone,
            payer_name, reference, match_state, income_id, match_kind, matched_at,
            previous_status, payment_id)
          VALUES (${l.network}, ${l.transactionId}, now(), ${l.amount}, ${l.phone}, ${l.payerName},
            ${l.reference}, 'Matched', ${incomeId}, 'prompt', now(), ${previousStatus}, ${l.paymentId})
          ON CONFLICT (provider, transaction_id) DO UPDATE SET match_state = 'Matched',
            income_id = excluded.income_id, match_kind = 'prompt', matched_at = now(),
            previous_status = excluded.previous_status, payment_id = excluded.payment_id
          WHERE statement_lines.match_state <> 'Matched'
          RETURNING id`),
      )[0];
      // a line imported before had suggestions for a person to confirm: settled now
      if (taken && existed)
        await db.execute(sql`DELETE FROM statement_suggestions WHERE line_id = ${taken.id}`);
      return !!taken;
    },

    /** The entry Paid once the payments matched to it add up to it (audited, as a match is). */
    async settleEntry(incomeId: number, actor: Actor, paymentId: number) {
      const paid = rowsOf<{ id: number; before: string }>(
        await db.execute(sql`
          WITH e AS (SELECT id, status AS before FROM income_trace WHERE id = ${incomeId})
          UPDATE income_trace t SET status = 'Paid', updated_at = now() FROM e
          WHERE t.id = e.id AND t.status <> 'Paid' AND t.amount <=
            (SELECT coalesce(sum(amount), 0) FROM statement_lines WHERE income_id = ${incomeId})
          RETURNING t.id, e.before`),
      )[0];
      if (paid)
        await audit(db, actor, {
          action: 'status',
          entity: 'income_trace',
          entityId: incomeId,
          summary: {
            before: { status: paid.before },
            after: { status: 'Paid' },
            payment: { id: paymentId },
          },
        });
      return !!paid;
    },

    /** A job card's receipt: the amount added, the first transaction id its receipt number. */
    async fillJobCard(id: number, amount: number, transactionId: string, actor: Actor) {
      const r = rowsOf<{ bn: string | null; ba: string | null; an: string | null; aa: string }>(
        await db.execute(sql`
          WITH b AS (SELECT id, receipt_number, receipt_amount FROM job_cards WHERE id = ${id})
          UPDATE job_cards j SET receipt_amount = coalesce(b.receipt_amount, 0) + ${amount},
            receipt_number = coalesce(nullif(b.receipt_number, ''), ${transactionId}),
            updated_at = now()
          FROM b WHERE j.id = b.id
          RETURNING b.receipt_number AS bn, b.receipt_amount AS ba,
            j.receipt_number AS an, j.receipt_amount AS aa`),
      )[0];
      if (!r) return;
      const before: Record<string, unknown> = {
        receiptAmount: r.ba === null ? null : Number(r.ba),
      };
      const after: Record<string, unknown> = { receiptAmount: Number(r.aa) };
      if (r.bn !== r.an) {
        before.receiptNumber = r.bn;
        after.receiptNumber = r.an;
      }
      await audit(db, actor, {
        action: 'update',
        entity: 'job_card',
        entityId: id,
        summary: { before, after },
      });
    },

    /** A shop order's payment method: the network she paid by. */
    async fillOrder(id: number, network: PaymentNetwork, actor: Actor) {
      const r = rowsOf<{ before: string | null }>(
        await db.execute(sql`
          WITH b AS (SELECT id, payment_method FROM shop_orders WHERE id = ${id})
          UPDATE shop_orders o SET payment_method = ${NETWORK_METHOD[network]}, updated_at = now()
          FROM b WHERE o.id = b.id AND b.payment_method IS DISTINCT FROM ${NETWORK_METHOD[network]}
          RETURNING b.payment_method AS before`),
      )[0];
      if (r)
        await audit(db, actor, {
          action: 'update',
          entity: 'shop_order',
          entityId: id,
          summary: {
            before: { paymentMethod: r.before },
            after: { paymentMethod: NETWORK_METHOD[network] },
          },
        });
    },
  };
}

export type PaymentBooksRepo = ReturnType<typeof createPaymentBooksRepo>;
