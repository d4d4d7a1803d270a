import {
  VISIT_CHECK_REPLIES as SAY,
  addDays,
  ugandaClock,
  type VisitExceptionReason,
} from '@app/contract';
import { createVisitsRepo, type VisitCheckRow } from './visits.repo.ts';
import type { CheckOutcome, Found, VisitReply, VisitsDeps } from './visits.types.ts';

/** The reply SMS to the sender of a check. */
export const replyTo = (f: Found, message: string, dedupeKey: string): VisitReply => ({
  phone: f.phone!,
  message,
  nurseId: f.nurse?.id ?? null,
  name: f.nurse ? `${f.nurse.firstName} ${f.nurse.lastName}` : null,
  dedupeKey,
});

/**
 * A check refused: kept as an exception, with a reply SMS saying why, at most
 * one an hour per number (refusals only: a stranger cannot run up the bill).
 */
export function createRefusals(deps: VisitsDeps) {
  /** The words of a refusal. */
  function refusalText(f: Found, reason: VisitExceptionReason, when: Date | null): string {
    const ref = f.code ?? f.job?.code ?? f.job?.card ?? '';
    const time = when && ugandaClock(when);
    switch (reason) {
      case 'unknown_phone':
        return SAY.unknownPhone();
      case 'other_nurse':
        return SAY.otherNurse(ref);
      case 'outside_days':
        return SAY.outsideDays(ref, f.job!.card, f.job!.startDate, addDays(f.job!.endDate, -1));
      case 'twice':
        return SAY.twice(f.req.kind, ref, time);
      case 'checked_out':
        return SAY.afterCheckOut(ref, time);
      default:
        return SAY.unknownCode(f.code);
    }
  }

  /** Keeps the exception and, by SMS, tells the sender why: once an hour per number at most. */
  async function refuse(
    f: Found,
    reason: VisitExceptionReason,
    when: Date | null = null,
  ): Promise<CheckOutcome> {
    const message = refusalText(f, reason, when);
    const values = {
      at: f.at,
      channel: f.req.channel,
      phone: f.phone ?? f.req.phone?.trim() ?? null,
      text: f.text,
      reason,
      kind: f.req.kind,
      code: f.code,
      nurseId: f.nurse?.id ?? null,
      nurseJobId: f.job?.id ?? null,
      day: f.day,
      messageId: f.req.messageId ?? null,
    };
    const repo = createVisitsRepo(deps.db);
    // The hour's reply first (one atomic upsert): a refusal with no reply to
    // send is then one statement, not a transaction (a stranger's flood of
    // refusals costs the least). A retried message finds the slot taken by
    // its first coming, so it is never answered twice.
    let slot = false;
    if (f.req.channel === 'sms' && f.phone) {
      const off = f.nurse ? f.nurse.optedOut : await repo.numberOptedOut(f.phone);
      slot = !off && (await repo.takeReplySlot(f.phone));
    }
    if (!slot) {
      const exceptionId = await repo.insertException(values);
      if (exceptionId === undefined) return { result: 'repeated' };
      return { result: 'refused', reason, exceptionId, message, replied: false };
    }
    return deps.db.transaction(async (tx) => {
      const exceptionId = await createVisitsRepo(tx).insertException(values);
      if (exceptionId === undefined) return { result: 'repeated' as const };
      await deps.replies.send(tx, replyTo(f, message, `visit-exception:${exceptionId}`));
      return { result: 'refused' as const, reason, exceptionId, message, replied: true };
    });
  }

  /** The same check again: a retried message is nothing new; anything else is "twice". */
  const again = (f: Found, existing: VisitCheckRow | undefined) =>
    f.req.messageId && existing?.messageId === f.req.messageId
      ? Promise.resolve<CheckOutcome>({ result: 'repeated' })
      : refuse(f, 'twice', existing?.at ?? null);

  return { refuse, again };
}
