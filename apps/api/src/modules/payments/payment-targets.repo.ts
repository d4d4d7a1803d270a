import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type PaymentTarget } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

// Issue 43: what a payment is for (a job card's invoice, a ledger entry, a
// booking, a shop order): what is owed on it, locked while a request or an
// outcome is written, so two staff (or a request and a payment) never count
// the same owed amount twice. Lock order (ADR 058): the thing, then the request.

/** A thing as a request and its outcome see it. */
export type TargetState = {
  label: string;
  customerId: number | null;
  customerName: string | null;
  phone: string | null;
  /** The whole amount; null when it has none yet. */
  total: number | null;
  /** Paid of it (by any means the thing records). */
  paid: number;
  /** Why no request may go now, in words; null when one may. */
  refusal: string | null;
  /** For an entry made when she pays: the ledger's product, station and lead source. */
  product: string;
  station: string | null;
  /** The ledger entry it is (target income). */
  incomeId: number | null;
  incomeStatus: string | null;
};

const customerCols = sql.raw(`c.id AS customer_id,
  nullif(trim(c.firstname || ' ' || coalesce(c.lastname, '')), '') AS customer_name,
  c.phonenumber AS phone, c.station AS station`);

type Raw = {
  label: string;
  customer_id: number | null;
  customer_name: string | null;
  phone: string | null;
  station: string | null;
  total: string | number | null;
  paid: string | number | null;
  closed: string | null;
  income_id?: number | null;
  income_status?: string | null;
};

/** The locking read of each kind of thing; `paidByPrompt` counts what prompts paid (bookings, orders). */
const READS: Record<PaymentTarget, (id: number, lock: boolean) => SQL> = {
  jobcard: (id, lock) => sql`
    SELECT 'Job card ' || j.care_card_number AS label, ${customerCols},
      j.invoice_amount AS total, coalesce(j.receipt_amount, 0) AS paid,
      CASE WHEN j.status = 'cancelled' THEN 'cancelled' END AS closed
    FROM job_cards j JOIN customers c ON c.id = j.customer_id
    WHERE j.id = ${id} AND j.deleted_at IS NULL ${lock ? sql`FOR UPDATE OF j` : sql``}`,
  income: (id, lock) => sql`
    SELECT 'Ledger entry ' || e.doc_id AS label, ${customerCols},
      e.amount AS total,
      CASE WHEN e.status = 'Paid' THEN e.amount
        ELSE (SELECT coalesce(sum(l.amount), 0) FROM statement_lines l WHERE l.income_id = e.id) END AS paid,
      NULL AS closed, e.id AS income_id, e.status AS income_status
    FROM income_trace e JOIN customers c ON c.id = e.user_id
    WHERE e.id = ${id} ${lock ? sql`FOR UPDATE OF e` : sql``}`,
  booking: (id, lock) => sql`
    SELECT 'Booking ' || b.doc_id AS label, ${customerCols},
      coalesce(b.total_cost, b.package_price) AS total,
      (SELECT coalesce(sum(p.amount), 0) FROM payment_requests p
        WHERE p.target = 'booking' AND p.target_id = b.id AND p.state = 'Successful') AS paid,
      CASE WHEN b.status = 'Cancelled' THEN 'cancelled' END AS closed
    FROM bookings b LEFT JOIN customers c ON c.id = b.customer_id AND c.deleted_at IS NULL
    WHERE b.id = ${id} AND b.deleted_at IS NULL ${lock ? sql`FOR UPDATE OF b` : sql``}`,
  order: (id, lock) => sql`
    SELECT 'Shop order ' || o.order_number AS label, ${customerCols},
      o.total AS total,
      (SELECT coalesce(sum(p.amount), 0) FROM payment_requests p
        WHERE p.target = 'order' AND p.target_id = o.id AND p.state = 'Successful') AS paid,
      CASE WHEN o.status = 'Cancelled' THEN 'orderCancelled' END AS closed
    FROM shop_orders o LEFT JOIN customers c ON c.id = o.customer_id AND c.deleted_at IS NULL
    WHERE o.id = ${id} ${lock ? sql`FOR UPDATE OF o` : sql``}`,
};

/** The ledger's product of a payment for each kind of thing. */
export const PRODUCT: Record<PaymentTarget, string> = {
  jobcard: 'PATIENT CARE',
  income: 'PATIENT CARE',
  booking: 'PATIENT CARE',
  order: 'SHOP',
};

function refusalOf(r: Raw, total: number | null, paid: number): string | null {
  if (r.closed === 'cancelled') return PAYMENT_MESSAGES.cancelled;
  if (r.closed === 'orderCancelled') return PAYMENT_MESSAGES.orderCancelled;
  if (r.customer_id === null) return 'It has no customer profile: link her profile first';
  if (!total) return PAYMENT_MESSAGES.noAmount;
  if (paid >= total) return PAYMENT_MESSAGES.nothingOwed;
  return null;
}

export function createPaymentTargetsRepo(db: Db) {
  return {
    /** The thing as it is now; `lock`: held until the transaction ends. */
    async read(target: PaymentTarget, id: number, lock = false): Promise<TargetState | undefined> {
      const r = rowsOf<Raw>(await db.execute(READS[target](id, lock)))[0];
      if (!r) return undefined;
      const total = r.total === null ? null : Number(r.total);
      const paid = Number(r.paid ?? 0);
      return {
        label: r.label,
        customerId: r.customer_id,
        customerName: r.customer_name,
        phone: r.phone,
        total,
        paid,
        refusal: refusalOf(r, total, paid),
        product: PRODUCT[target],
        station: r.station,
        incomeId: r.income_id ?? null,
        incomeStatus: r.income_status ?? null,
      };
    },
  };
}

export type PaymentTargetsRepo = ReturnType<typeof createPaymentTargetsRepo>;
