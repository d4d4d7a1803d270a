import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { formatUGX, type ErasureBlocker } from '@app/contract';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  incomeTrace,
  jobCards,
  nurseJobs,
  payoutBatches,
  paymentRequests,
  payoutLines,
  shopOrders,
} from '../../db/schema/index.ts';
import type { Scope } from './erasure-scope.ts';

/** Batches still open: their lines may yet be paid from the number they hold. */
const OPEN_BATCH = ['Draft', 'Approved', 'Exported', 'PartlyPaid'] as const;

/**
 * What the law or the books need kept as it is, which blocks an erasure
 * until it is closed (issue 26). A customer: a job card in progress or with
 * a nurse still working, an invoice not paid, a booking confirmed or in
 * progress, a shop order not delivered nor cancelled, a payment prompt
 * waiting on her phone (issue 43). A nurse: a job in
 * progress or booked, a completed job not yet paid, a line in an open
 * payout batch.
 */
export async function erasureBlockers(
  db: Db,
  s: Pick<Scope, 'kind' | 'id' | 'userId'>,
): Promise<ErasureBlocker[]> {
  return s.kind === 'customer' ? customerBlockers(db, s) : nurseBlockers(db, s.id);
}

async function customerBlockers(db: Db, s: { id: number; userId: string }) {
  const out: ErasureBlocker[] = [];
  const working = sql<boolean>`EXISTS (SELECT 1 FROM ${nurseJobs} WHERE ${nurseJobs.jobId} = ${jobCards.id}
    AND ${nurseJobs.deletedAt} IS NULL AND ${nurseJobs.status} IN ('pending', 'ongoing'))`;
  const cards = await db
    .select({ id: jobCards.id, number: jobCards.careCardNumber, status: jobCards.status, working })
    .from(jobCards)
    .where(
      and(
        eq(jobCards.customerId, s.id),
        isNull(jobCards.deletedAt),
        or(eq(jobCards.status, 'ongoing'), and(eq(jobCards.status, 'pending'), working)),
      ),
    )
    .orderBy(jobCards.id);
  for (const c of cards)
    out.push({
      kind: 'job_card',
      id: c.id,
      label: `Job card ${c.id} (${c.number})`,
      reason: c.status === 'ongoing' ? 'the visit is in progress' : 'a nurse is assigned to it',
    });

  const unpaid = await db
    .select({ id: incomeTrace.id, docId: incomeTrace.docId, amount: incomeTrace.amount })
    .from(incomeTrace)
    .where(and(eq(incomeTrace.userId, s.id), ne(incomeTrace.status, 'Paid')))
    .orderBy(incomeTrace.id);
  for (const i of unpaid)
    out.push({
      kind: 'income',
      id: i.id,
      label: `Invoice ${i.docId}`,
      reason: `${formatUGX(i.amount)} not yet paid`,
    });

  const open = await db
    .select({ id: bookings.id, docId: bookings.docId, status: bookings.status })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.customerId, s.id), eq(bookings.clientId, s.userId)),
        isNull(bookings.deletedAt),
        inArray(bookings.status, ['Accepted', 'onGoing']),
      ),
    )
    .orderBy(bookings.id);
  for (const b of open)
    out.push({
      kind: 'booking',
      id: b.id,
      label: `Booking ${b.docId}`,
      reason: b.status === 'onGoing' ? 'the booking is in progress' : 'the booking is confirmed',
    });

  const orders = await db
    .select({ id: shopOrders.id, number: shopOrders.orderNumber, status: shopOrders.status })
    .from(shopOrders)
    .where(
      and(
        or(eq(shopOrders.customerId, s.id), eq(shopOrders.userid, s.userId)),
        inArray(shopOrders.status, ['Pending', 'Confirmed', 'Received']),
      ),
    )
    .orderBy(shopOrders.id);
  for (const o of orders)
    out.push({
      kind: 'shop_order',
      id: o.id,
      label: `Shop order ${o.number}`,
      reason: `the order is ${o.status.toLowerCase()}, not yet delivered`,
    });

  // issue 43: a prompt still waiting on her phone may yet take her money
  const waiting = await db
    .select({
      id: paymentRequests.id,
      label: paymentRequests.label,
      amount: paymentRequests.amount,
    })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.customerId, s.id), eq(paymentRequests.state, 'Pending')))
    .orderBy(paymentRequests.id);
  for (const p of waiting)
    out.push({
      kind: 'payment',
      id: p.id,
      label: `Payment request ${p.id} (${p.label})`,
      reason: `a prompt for ${formatUGX(p.amount)} is waiting on her phone`,
    });
  return out;
}

async function nurseBlockers(db: Db, nurseId: number) {
  const out: ErasureBlocker[] = [];
  const jobs = await db
    .select({
      id: nurseJobs.id,
      status: nurseJobs.status,
      paymentStatus: nurseJobs.paymentStatus,
      number: jobCards.careCardNumber,
    })
    .from(nurseJobs)
    .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
    .where(
      and(
        eq(nurseJobs.nurseId, nurseId),
        isNull(nurseJobs.deletedAt),
        or(
          inArray(nurseJobs.status, ['pending', 'ongoing']),
          and(eq(nurseJobs.status, 'completed'), eq(nurseJobs.paymentStatus, 'UnPaid')),
        ),
      ),
    )
    .orderBy(nurseJobs.id);
  for (const j of jobs)
    out.push({
      kind: 'nurse_job',
      id: j.id,
      label: `Nurse job ${j.id} (${j.number})`,
      reason:
        j.status === 'ongoing'
          ? 'the job is in progress'
          : j.status === 'pending'
            ? 'the job is booked'
            : 'the job is completed but not yet paid',
    });

  const lines = await db
    .select({ id: payoutLines.id, number: payoutBatches.number, state: payoutBatches.state })
    .from(payoutLines)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
    .where(
      and(
        eq(payoutLines.nurseId, nurseId),
        eq(payoutLines.holdsJob, true),
        eq(payoutLines.state, 'Pending'),
        inArray(payoutBatches.state, [...OPEN_BATCH]),
      ),
    )
    .orderBy(payoutLines.id);
  for (const l of lines)
    out.push({
      kind: 'payout',
      id: l.id,
      label: `Payout line ${l.id} (${l.number})`,
      reason: `the payout batch is ${l.state}, not yet paid`,
    });
  return out;
}
