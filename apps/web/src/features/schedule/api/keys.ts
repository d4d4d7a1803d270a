import type { NurseJobShift, STATIONS } from '@app/contract';
import type { ScheduleFilters } from '../filters';

// Query keys of the schedule; booking a nurse job invalidates `all`.
export const scheduleKeys = {
  all: ['schedule'] as const,
  week: (from: string, filters: ScheduleFilters) => ['schedule', 'week', from, filters] as const,
  month: (from: string, to: string, filters: ScheduleFilters) =>
    ['schedule', 'month', from, to, filters] as const,
  free: (query: FreeNursesAsk | null) => ['schedule', 'free', query] as const,
  jobCardSearch: (term: string) => ['schedule', 'jobcard-search', term] as const,
};

export type { Page } from '../../../lib/api-client';

/** The panel's search, as GET /schedule/free-nurses takes it (end_date the last day). */
export type FreeNursesAsk = {
  start_date: string;
  end_date: string;
  shift: NurseJobShift;
  jobId?: number;
  station?: (typeof STATIONS)[number];
};
