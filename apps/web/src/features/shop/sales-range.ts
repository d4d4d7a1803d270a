import { formatIsoDate, type SalesSummary } from '@app/contract';

const DAY = 86_400_000;

export type DateRange = { from: string; to: string };

/** The last `days` days up to today, in Uganda's time (YYYY-MM-DD). */
export function lastDays(days: number, now: number = Date.now()): DateRange {
  return { from: formatIsoDate(now - (days - 1) * DAY), to: formatIsoDate(now) };
}

/** The default view (ruling 5 leaves it open): the last 30 days. */
export const DEFAULT_DAYS = 30;

/** ?from=&to= of the URL; the last 30 days when neither is given. */
export function rangeFromParams(params: URLSearchParams, now?: number): DateRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from === null && to === null) return lastDays(DEFAULT_DAYS, now);
  return { from: from ?? '', to: to ?? '' };
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Every day of [from, to] with its sales, 0 on days without; [] for a range the API refuses. */
export function fillDays(range: DateRange, byDay: SalesSummary['byDay']): SalesSummary['byDay'] {
  if (!ISO.test(range.from) || !ISO.test(range.to)) return [];
  const start = Date.parse(range.from);
  const end = Date.parse(range.to);
  if (!(start <= end) || end - start > 366 * DAY) return [];
  const known = new Map(byDay.map((d) => [d.date, d]));
  const days: SalesSummary['byDay'] = [];
  for (let t = start; t <= end; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push(known.get(date) ?? { date, orders: 0, total: 0 });
  }
  return days;
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** A short amount for an axis: 'UGX 1.2M'. */
export const shortUGX = (n: number) => `UGX ${compact.format(n)}`;

/** A round top for the axis above `max`: 1, 2 or 5 times a power of ten. */
export function axisTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}
