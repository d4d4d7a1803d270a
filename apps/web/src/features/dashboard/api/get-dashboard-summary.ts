import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type DashboardSummary } from '@app/contract';
import { api } from '../../../lib/api-client';

// Query keys of the overview; any screen that changes a figure may invalidate `all`.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => ['dashboard', 'summary'] as const,
};

/** GET /dashboard/summary: every Home figure, computed in the database (ruling 3). */
export function getDashboardSummary(): Promise<DashboardSummary> {
  return api.get<DashboardSummary>(API.dashboard.summary);
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: getDashboardSummary,
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
