import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, pathOf, type ReconImport } from '@app/contract';
import { api } from '../../../lib/api-client';
import { reconKeys } from './keys';

/** While an import runs, its progress is asked this often. */
export const IMPORT_POLL_MS = 500;

/** Whether an import has ended, well or not: then nothing more is asked. */
export const importEnded = (row: ReconImport | undefined) =>
  row?.state === 'Done' || row?.state === 'Failed';

/** GET /reconciliation/imports/{id}: the state and counts of one import. */
export function getImport(id: number): Promise<ReconImport> {
  return api.get<ReconImport>(pathOf(API.reconciliation.import, { id }));
}

export const importQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reconKeys.import(id),
    queryFn: () => getImport(id),
    refetchInterval: (query) => (importEnded(query.state.data) ? false : IMPORT_POLL_MS),
    // A progress figure is news only now: it is not kept for offline reading.
    meta: { persist: false },
  });

/** Polls an import until it is Done or Failed; asks nothing without an id. */
export function useImport(id: number | undefined) {
  return useQuery({ ...importQueryOptions(id ?? 0), enabled: id !== undefined });
}
