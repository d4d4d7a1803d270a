import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { QUERY_CACHE_MAX_AGE_MS } from './query-persistence';

// A client error (4xx) will not get better by asking again.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A list seen earlier in the session stays in memory, so the stored copy keeps it.
        gcTime: QUERY_CACHE_MAX_AGE_MS,
      },
      // A save always reaches the API client, which refuses it while offline
      // ('No internet connection') instead of holding it to send later.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
