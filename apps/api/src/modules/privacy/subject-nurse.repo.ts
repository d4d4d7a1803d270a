import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  jobCards,
  notifications,
  smsReplies,
  nurseAcademics,
  nurseAccountStatus,
  nurseJobs,
  nurseWork,
  nurses,
  payoutBatches,
  payoutLines,
  reviews,
} from '../../db/schema/index.ts';
import { accessAbout, messagesTo, repliesFrom, type Person } from './subject.repo.ts';

/** Everything held about a nurse, section by section. */
export async function nurseData(db: Db, p: Person) {
  const [profile] = await db.select().from(nurses).where(eq(nurses.id, p.id));
  const [account] = await db
    .select()
    .from(nurseAccountStatus)
    .where(eq(nurseAccountStatus.nurseId, p.id));
  return {
    profile: { ...(profile as Record<string, unknown>), accountStatus: account ?? null },
    work: await db
      .select()
      .from(nurseWork)
      .where(eq(nurseWork.nurseId, p.id))
      .orderBy(asc(nurseWork.id)),
    academics: await db
      .select()
      .from(nurseAcademics)
      .where(eq(nurseAcademics.nurseId, p.id))
      .orderBy(asc(nurseAcademics.id)),
    nurseJobs: await db
      .select({
        id: nurseJobs.id,
        careCardNumber: jobCards.careCardNumber,
        service: jobCards.service,
        startDate: nurseJobs.startDate,
        endDate: nurseJobs.endDate,
        days: nurseJobs.days,
        nights: nurseJobs.nights,
        duration: nurseJobs.duration,
        rate: nurseJobs.rate,
        amount: nurseJobs.amount,
        status: nurseJobs.status,
        paymentStatus: nurseJobs.paymentStatus,
        rating: nurseJobs.rating,
        createdAt: nurseJobs.createdAt,
      })
      .from(nurseJobs)
      .innerJoin(jobCards, eq(jobCards.id, nurseJobs.jobId))
      .where(eq(nurseJobs.nurseId, p.id))
      .orderBy(asc(nurseJobs.startDate), asc(nurseJobs.id)),
    payoutLines: await db
      .select({
        id: payoutLines.id,
        batchNumber: payoutBatches.number,
        batchState: payoutBatches.state,
        nurseJobId: payoutLines.nurseJobId,
        nurseName: payoutLines.nurseName,
        msisdn: payoutLines.msisdn,
        days: payoutLines.days,
        rate: payoutLines.rate,
        amount: payoutLines.amount,
        state: payoutLines.state,
        channel: payoutLines.channel,
        providerTxnId: payoutLines.providerTxnId,
        paidAt: payoutLines.paidAt,
      })
      .from(payoutLines)
      .innerJoin(payoutBatches, eq(payoutBatches.id, payoutLines.batchId))
      .where(eq(payoutLines.nurseId, p.id))
      .orderBy(asc(payoutLines.id)),
    bookings: await db
      .select()
      .from(bookings)
      .where(
        and(
          isNotNull(bookings.nurseNames),
          sql`strpos(lower(${bookings.nurseNames}), lower(${p.name})) > 0`,
        ),
      )
      .orderBy(asc(bookings.id)),
    reviews: await db
      .select()
      .from(reviews)
      .where(eq(reviews.nurseId, p.id))
      .orderBy(asc(reviews.id)),
    messages: await messagesTo(db, notifications.nurseId, p.id, p.phones),
    replies: await repliesFrom(db, smsReplies.nurseId, p.id, p.phones),
    accessLog: await accessAbout(db, 'nurse', p.id),
  };
}

export type NurseData = Awaited<ReturnType<typeof nurseData>>;
