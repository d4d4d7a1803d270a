import { ugandaDate } from '@app/contract';

// The months reconciliation is viewed by (YYYY-MM), in Kampala time.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const label = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month it is now in Kampala. */
export const currentMonth = (now: Date = new Date()): string => ugandaDate(now).slice(0, 7);

export const isMonth = (value: string | null | undefined): value is string =>
  !!value && MONTH.test(value);

/** 'November 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return label.format(new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1)));
}

/** `count` months back from `from` (newest first), `from` included. */
export function recentMonths(from: string, count: number): string[] {
  const [year = 1970, m = 1] = from.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, m - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
