import type { CareDueQuery } from '@app/contract';

/** The Care due worklist's filters, as sent (the window always given). */
export type CareDueFilter = Omit<CareDueQuery, 'offset' | 'limit'> & { from: string; to: string };

// Query keys of the maternal area (issue 42); a save refreshes her pregnancies,
// an outcome also her babies and her care timeline, a step recorded as done
// her timeline and every Care due list and count.
export const maternalKeys = {
  all: ['maternal'] as const,
  pregnancies: (customerId: number) => ['maternal', 'pregnancies', customerId] as const,
  babies: (customerId: number) => ['maternal', 'babies', customerId] as const,
  careTimeline: (customerId: number) => ['maternal', 'care-timeline', customerId] as const,
  /** Every customer's timeline (a new care schedule lays every step again). */
  careTimelines: ['maternal', 'care-timeline'] as const,
  /** Admin > Care schedule: the steps in force (ADR 059). */
  careSchedule: ['maternal', 'care-schedule'] as const,
  careDue: ['maternal', 'care-due'] as const,
  careDueList: (filter: CareDueFilter, page: number, pageSize: number) =>
    ['maternal', 'care-due', 'list', filter, page, pageSize] as const,
  careDueCounts: ['maternal', 'care-due', 'counts'] as const,
};
