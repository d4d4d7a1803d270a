import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type ReconLinePage } from '@app/contract';
import { api } from '../../../lib/api-client';
import { LINES_PAGE, reconKeys, type LinesView } from './keys';

/** GET /reconciliation/lines?state&month&provider&offset&limit: a month's payments in one match state. */
export function getLines(view: LinesView): Promise<ReconLinePage> {
  return api.get<ReconLinePage>(API.reconciliation.lines, {
    query: {
      state: view.state,
      month: view.month,
      provider: view.provider,
      offset: view.page * LINES_PAGE,
      limit: LINES_PAGE,
    },
  });
}

export const linesQueryOptions = (view: LinesView) =>
  queryOptions({
    queryKey: reconKeys.lines(view),
    queryFn: () => getLines(view),
    placeholderData: keepPreviousData,
  });

export function useLines(view: LinesView) {
  return useQuery(linesQueryOptions(view));
}
