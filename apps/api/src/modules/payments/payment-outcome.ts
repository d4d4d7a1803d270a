import {
  formatUGX,
  PAYMENT_EXPIRY_MINUTES,
  PAYMENT_PROVIDER_LABELS,
  ugandaDate,
  type PaymentEventEntry,
  type PaymentTarget,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { CollectStatus } from '../../integrations/mobile-money.ts';
import type { Actor } from '../../platform/audit.ts';
import type { MessageSubject } from '../../platform/automatic-messages.ts';
import { createPaymentBooksRepo } from './payment-books.repo.ts';
import { createPaymentTargetsRepo, PRODUCT, type TargetState } from './payment-targets.repo.ts';
import { createPaymentsRepo, event } from './payments.repo.ts';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createPaymentsRepo>['lock']>>>;

/** How long a request may be unknown to its provider before it counts as never sent. */
const NOT_FOUND_GRACE_MS = 60_000;

export type OutcomeDeps = {
  db: Db;
  /** Marks the receipt SMS inside the outcome's transaction (the SMS area sends it). */
  receipt: (tx: Db, subject: MessageSubject) => Promise<void>;
  now?: () => Date;
};

/**
 * What a provider's status does to a request (issue 43, ADR 058), in one
 * transaction: the thing it is for locked first, then the request. Only a
 * waiting (or expired) request moves, so a replayed callback, a second
 * check or two servers at once change nothing the second time.
 */
export function createPaymentOutcome(deps: OutcomeDeps) {
  const now = deps.now ?? (() => new Date());

  async function paid(
    tx: Db,
    row: Row,
    t: TargetState | undefined,
    s: Extract<CollectStatus, { state: 'SUCCESSFUL' }>,
    actor: Actor,
    noted: PaymentEventEntry[],
  ) {
    const books = createPaymentBooksRepo(tx);
    const repo = createPaymentsRepo(tx);
    const amount = s.amount > 0 ? s.amount : row.amount;
    const events: PaymentEventEntry[] = [];
    if (amount !== row.amount)
      events.push(
        event('checked', `The provider took ${formatUGX(amount)} (asked ${formatUGX(row.amount)})`),
      );
    const line = await books.lineOf(row.network, s.transactionId);
    let incomeId: number | null = row.target === 'income' ? row.targetId : null;
    let matched = line?.match_state === 'Matched';
    if (matched && row.target !== 'income') {
      // A statement brought it in and staff matched it: that entry is this payment.
      incomeId = line!.income_id;
      events.push(event('checked', 'Already in the books from a statement: no second entry'));
    } else if (!incomeId && (t?.customerId ?? row.customerId)) {
      // Money taken is booked even when its thing was removed meanwhile.
      incomeId =
        (await books.entryByReceipt(s.transactionId)) ??
        (await books.createEntry(
          {
            customerId: (t?.customerId ?? row.customerId)!,
            amount,
            network: row.network,
            transactionId: s.transactionId,
            product: t?.product ?? PRODUCT[row.target],
            station: t?.station ?? null,
            summary: `${row.label}: paid by a prompt on her phone (${PAYMENT_PROVIDER_LABELS[row.provider]})`,
            day: ugandaDate(now()),
          },
          actor,
        ));
    }
    if (incomeId && !matched) {
      const status = row.target === 'income' ? (t?.incomeStatus ?? null) : 'Paid';
      matched = await books.matchLine(
        {
          paymentId: row.id,
          network: row.network,
          transactionId: s.transactionId,
          amount,
          phone: row.phone,
          payerName: t?.customerName ?? null,
          reference: row.label,
        },
        incomeId,
        status,
        line !== undefined,
      );
      if (!matched)
        events.push(event('checked', 'A statement line of this payment was matched before'));
    }
    if (incomeId)
      events.push(
        event('receipt', `In the ledger: entry #${incomeId}, receipt ${s.transactionId}`),
      );
    if (row.target === 'income' && incomeId) await books.settleEntry(incomeId, actor, row.id);
    if (row.target === 'jobcard' && t)
      await books.fillJobCard(row.targetId, amount, s.transactionId, actor);
    if (row.target === 'order' && t) await books.fillOrder(row.targetId, row.network, actor);
    await repo.update(
      row.id,
      {
        state: 'Successful',
        reason: null,
        transactionId: s.transactionId,
        incomeId,
        finishedAt: now(),
        amount,
      },
      // in the order they happened: the callback, the payment, what the books did
      ...noted,
      event('successful', `Paid ${formatUGX(amount)}: receipt ${s.transactionId}`),
      ...events,
    );
    await deps.receipt(tx, { kind: 'payment', id: row.id });
  }

  return {
    /**
     * Applies what the provider says of request `id` now. Answers whether
     * the request moved. `actor`: who the books name (the staff member who
     * answered the stand-in, else the provider). `known`: the request's
     * thing when the caller has read it already; `noted`: timeline entries
     * written with the outcome (a callback's), when it moves.
     */
    settle: (
      id: number,
      s: CollectStatus,
      actor: Actor,
      known?: { target: PaymentTarget; targetId: number },
      noted: PaymentEventEntry[] = [],
    ): Promise<boolean> =>
      deps.db.transaction(async (tx) => {
        const repo = createPaymentsRepo(tx);
        const first = known ?? (await repo.find(id));
        if (!first) return false;
        // The thing first, then the request (the order a new request takes them in).
        const t = await createPaymentTargetsRepo(tx).read(first.target, first.targetId, true);
        const row = await repo.lock(id);
        if (!row || (row.state !== 'Pending' && row.state !== 'Expired')) return false;
        const at = now();
        switch (s.state) {
          case 'SUCCESSFUL':
            await paid(tx, row, t, s, actor, noted);
            return true;
          case 'FAILED':
            await repo.update(
              id,
              { state: 'Failed', reason: s.reason, finishedAt: at },
              ...noted,
              event('failed', s.reason),
            );
            return true;
          case 'NOT_FOUND':
            if (
              row.state !== 'Pending' ||
              at.getTime() - row.createdAt.getTime() < NOT_FOUND_GRACE_MS
            )
              return false;
            await repo.update(
              id,
              {
                state: 'Failed',
                reason: `The request never reached ${PAYMENT_PROVIDER_LABELS[row.provider]}: send it again`,
                finishedAt: at,
              },
              event('failed', 'Not known to the provider'),
            );
            return true;
          case 'PENDING':
            if (row.state !== 'Pending' || at < row.expiresAt) return false;
            await repo.update(
              id,
              {
                state: 'Expired',
                reason: `She did not confirm within ${PAYMENT_EXPIRY_MINUTES} minutes`,
                finishedAt: at,
              },
              event('expired', 'No answer from her phone in time; a late payment is still taken'),
            );
            return true;
          case 'UNKNOWN':
            await repo.note(id, event('checked', `Could not ask the provider: ${s.error}`));
            return false;
        }
      }),
  };
}

export type PaymentOutcome = ReturnType<typeof createPaymentOutcome>;
