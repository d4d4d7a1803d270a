import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../lib/api-client';

/**
 * A call that never reached the server (no network, or the connection
 * dropped): the API client answers those with status 0.
 */
export function isConnectionError(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/** What a paged table shows of its list query (PagedTable's props). */
export type TableQueryState = {
  /** No answer yet (skeleton rows), or the previous page shown while the next loads (dimmed). */
  loading: boolean;
  /** The list cannot load for want of a connection: 'No internet connection' with Retry. */
  offline: boolean;
  error: string | undefined;
  onRetry: () => void;
};

/**
 * The state of a list query as PagedTable shows it (SPEC 8, Lists): a query
 * waiting for the network (TanStack Query pauses it while offline) or failing
 * to reach the server is 'No internet connection', never an endless spinner.
 */
export function tableQueryState(query: UseQueryResult<unknown>): TableQueryState {
  // No answer for what is asked (the first one, or another page) and no network to ask.
  const waiting = (query.isPending && query.fetchStatus !== 'idle') || query.isPlaceholderData;
  const offline = (query.fetchStatus === 'paused' && waiting) || isConnectionError(query.error);
  return {
    loading: waiting,
    offline,
    error: query.isError && !offline ? errorMessage(query.error) : undefined,
    onRetry: () => void query.refetch(),
  };
}
