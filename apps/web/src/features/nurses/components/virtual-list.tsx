import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { MSG } from '@app/contract';
import { SCROLL_DISTANCE } from '../../../components/infinite-list';
import { errorMessage } from '../../../lib/api-client';

/** Rows drawn above and below the visible ones, so a fast scroll shows no gap. */
export const OVERSCAN = 6;
/** Assumed height of the scrolling area until it can be measured (and in jsdom). */
const FALLBACK_VIEWPORT = 600;

export type Range = { start: number; end: number };

/** The rows to draw: those in view plus `overscan` each side (end exclusive). */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number = OVERSCAN,
): Range {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}

type VirtualListProps<T> = {
  items: T[];
  /** Every row has this height (px); only the rows in view are in the DOM. */
  rowHeight: number;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** More pages exist on the server. */
  hasMore: boolean;
  /** The first page or the next one is on its way. */
  loading: boolean;
  error?: unknown;
  onLoadMore: () => void;
  onRetry: () => void;
  /** The next page is asked for this far (px) before the end (SPEC 9: 3500). */
  loadDistance?: number;
  overscan?: number;
  'aria-label': string;
};

/**
 * A windowed infinite list: a spacer as tall as all rows, with only the
 * visible rows (plus overscan) positioned in it, so thousands of entries
 * scroll smoothly. Asks for the next page when the end comes near.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  getKey,
  renderItem,
  hasMore,
  loading,
  error,
  onLoadMore,
  onRetry,
  loadDistance = SCROLL_DISTANCE,
  overscan = OVERSCAN,
  'aria-label': ariaLabel,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setViewport(el.clientHeight || FALLBACK_VIEWPORT);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const total = items.length * rowHeight;
  const nearEnd = total - (scrollTop + viewport) < loadDistance;
  useEffect(() => {
    if (nearEnd && hasMore && !loading && !error) onLoadMore();
  }, [nearEnd, hasMore, loading, error, onLoadMore]);

  const { start, end } = visibleRange(scrollTop, viewport, rowHeight, items.length, overscan);
  const rows = items.slice(start, end);

  let footer: ReactNode = null;
  if (loading) {
    footer = <CircularProgress size={24} aria-label="Loading" />;
  } else if (error) {
    footer = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  } else if (items.length === 0) {
    footer = <Typography color="text.secondary">{MSG.noData}</Typography>;
  } else if (!hasMore) {
    footer = <Typography color="text.secondary">{MSG.noMoreData}</Typography>;
  }

  return (
    <Box
      ref={scroller}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid="virtual-list-scroller"
      sx={{ height: '100%', overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <List
        aria-label={ariaLabel}
        aria-busy={loading}
        disablePadding
        sx={{ position: 'relative' }}
        style={{ height: total }}
      >
        {rows.map((item, i) => (
          <ListItem
            key={getKey(item)}
            disablePadding
            aria-setsize={hasMore ? -1 : items.length}
            aria-posinset={start + i + 1}
            sx={{ position: 'absolute', left: 0, right: 0 }}
            // Inline, not sx: a class for every offset would pile up in the style sheet.
            style={{ top: (start + i) * rowHeight, height: rowHeight }}
          >
            {renderItem(item)}
          </ListItem>
        ))}
      </List>
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        {footer}
      </Box>
    </Box>
  );
}
