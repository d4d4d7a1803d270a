import { formatIsoDate } from '@app/contract';
import { paths } from '../../config/paths';

// Where each Home figure leads: the list it counts, filtered as the figure is.

/** A date (YYYY-MM-DD) moved by whole days, without time zones getting in the way. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first and last day (YYYY-MM-DD, Uganda time) of this month or of an earlier one. */
export function monthRange(now: Date, monthsBack = 0): { from: string; to: string } {
  const [year, month] = formatIsoDate(now).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  const last = new Date(Date.UTC(year, month - monthsBack, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** The finance ledger's Paid entries between two days (its filters live in the URL). */
export const paidIncomeLink = (from: string, to: string) =>
  withQuery(paths.financeList, { status: 'Paid', from, to });

export const homeLinks = {
  /** The nurse list's Unapproved tab. */
  nursesAwaitingApproval: withQuery(paths.nursesList, { tab: 'unapproved' }),
  /** Bookings > New Bookings (Pending, ruling 18). */
  newBookings: withQuery(paths.bookings, { tab: 'new' }),
  /** Bookings > Job Cards with its status filter. */
  jobCards: (status: 'pending' | 'ongoing') =>
    withQuery(paths.bookings, { tab: 'jobcards', status }),
  /** Shop > Orders, Pending tab (?status= keeps the tab). */
  pendingShopOrders: withQuery(paths.shopOrders, { status: 'pending' }),
  /** Paid income of a month, this one by default. */
  income: (now: Date, monthsBack = 0) => {
    const { from, to } = monthRange(now, monthsBack);
    return paidIncomeLink(from, to);
  },
  /** Paid income of the week starting on a Monday. */
  week: (weekStart: string) => paidIncomeLink(weekStart, addDays(weekStart, 6)),
};
