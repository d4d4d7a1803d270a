import type { QueryClient } from '@tanstack/react-query';
import type { Payment, PaymentState } from '@app/contract';
import { JOB_CARD_QUERIES } from '../../../lib/visit-keys';
import { paymentKeys } from './keys';

/**
 * The query-key roots of the areas whose figures change when money comes in
 * (the API marks the entry, card, order or booking paid). A feature may not
 * import another (ADR 031), so the roots are written here as those areas
 * spell them: features/finance/api/keys.ts (the ledger and a customer's
 * orders), features/shop/api/keys.ts (orders and sales),
 * features/bookings/api/keys.ts, the dashboard's figures (income this month)
 * and reconciliation (a paid prompt matches its statement line). Job cards
 * share theirs through lib/visit-keys.ts.
 */
const MONEY_AREAS: readonly (readonly string[])[] = [
  ['finance'],
  JOB_CARD_QUERIES,
  ['shop'],
  ['bookings'],
  ['dashboard'],
  ['reconciliation'],
];

/**
 * The final state each request was last refreshed for, per client: an answer
 * (Accept, Check now) and the poll that then sees the same change refresh the
 * other areas once, not twice.
 */
const settled = new WeakMap<QueryClient, Map<number, PaymentState>>();

function firstTimeSettled(queryClient: QueryClient, payment: Payment): boolean {
  if (payment.state === 'Pending') return false;
  const seen = settled.get(queryClient) ?? new Map<number, PaymentState>();
  settled.set(queryClient, seen);
  if (seen.get(payment.id) === payment.state) return false;
  seen.set(payment.id, payment.state);
  return true;
}

/**
 * A request has moved (sent, checked, answered, seen to change): it is kept
 * as answered, the payments lists and "owed" ask again, and once it is final
 * (paid, refused, expired) so do the areas whose money it concerns.
 */
export function refreshPayments(queryClient: QueryClient, payment: Payment): Promise<unknown> {
  queryClient.setQueryData(paymentKeys.detail(payment.id), payment);
  const roots: (readonly string[])[] = [paymentKeys.lists, paymentKeys.owedAll];
  if (firstTimeSettled(queryClient, payment)) roots.push(...MONEY_AREAS);
  return Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
