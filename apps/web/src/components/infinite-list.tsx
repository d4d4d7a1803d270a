import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { MSG, PAGE_SIZE } from '@app/contract';
import { errorMessage } from '../lib/api-client';
import { ListNotice } from './list-notice';
import { isConnectionError } from './list-status';

/** SPEC 9: the next page is asked for this far (px) before the end. */
export const SCROLL_DISTANCE = 3500;

type InfiniteListProps<T> = {
  queryKey: QueryKey;
  /** One page: `offset` items skipped, at most `limit` answered. */
  fetchPage: (offset: number, limit: number) => Promise<T[]>;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  pageSize?: number;
  /** Height of the scrolling area; defaults to filling its parent. */
  height?: number | string;
  'aria-label'?: string;
};

/** Offset of the next page, or undefined once a page comes back short (API.md). */
export function nextOffset<T>(lastPage: T[], pages: T[][], pageSize: number): number | undefined {
  return lastPage.length < pageSize ? undefined : pages.length * pageSize;
}

export function InfiniteList<T>({
  queryKey,
  fetchPage,
  renderItem,
  getKey,
  pageSize = PAGE_SIZE,
  height = '100%',
  'aria-label': ariaLabel,
}: InfiniteListProps<T>) {
  const query = useInfiniteQuery({
    queryKey: [...queryKey, { pageSize }],
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, pageSize),
  });
  const { data: answered, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  // Pages that have just arrived are drawn in a transition, a few milliseconds
  // at a time, so a phone is never blocked while they are built; until then
  // the list reads as still loading.
  const data = useDeferredValue(answered);
  const settling = data !== answered;
  const isPending = query.isPending || (settling && !data);
  const items = useMemo(() => data?.pages.flat() ?? [], [data]);
  // SPEC 8, Lists: nothing to show while waiting for a network (a paused query),
  // or the server out of reach for the list or its next page. Items already
  // loaded stay readable when a refresh cannot reach it (the banner says why).
  const unreachable = isConnectionError(error);
  const offline =
    items.length === 0
      ? query.fetchStatus === 'paused' || unreachable
      : unreachable && query.isFetchNextPageError;
  const rootRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !settling && !error && !offline;

  useEffect(() => {
    const end = endRef.current;
    if (!canLoadMore || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { root: rootRef.current, rootMargin: `0px 0px ${SCROLL_DISTANCE}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage]);

  let footer: ReactNode = null;
  if (offline || (error && !unreachable && !isFetchingNextPage)) {
    // Retry asks again for what is missing: the next page, or the whole list.
    const retry = () => void (items.length && hasNextPage ? fetchNextPage() : refetch());
    footer = (
      <ListNotice
        offline={offline}
        error={error ? errorMessage(error) : undefined}
        onRetry={retry}
      />
    );
  } else if (isPending || isFetchingNextPage || settling) {
    footer = <CircularProgress size={24} aria-label="Loading" />;
  } else if (items.length === 0) {
    footer = <Typography color="text.secondary">{MSG.noData}</Typography>;
  } else if (!hasNextPage) {
    footer = <Typography color="text.secondary">{MSG.noMoreData}</Typography>;
  } else if (typeof IntersectionObserver === 'undefined') {
    footer = <Button onClick={() => void fetchNextPage()}>Load more</Button>;
  }

  return (
    <Box ref={rootRef} sx={{ height, overflowY: 'auto' }}>
      <List aria-label={ariaLabel} aria-busy={isPending || isFetchingNextPage || settling}>
        {items.map((item) => (
          // A list holds list items only (axe: list): each entry sits in its own <li>.
          <ListItem key={getKey(item)} disablePadding>
            {renderItem(item)}
          </ListItem>
        ))}
      </List>
      <Box ref={endRef} role="status" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        {footer}
      </Box>
    </Box>
  );
}
