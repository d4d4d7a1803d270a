import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MSG } from '@app/contract';
import { SCROLL_DISTANCE } from '../../../components/infinite-list';
import { useWindowedRows } from '../../../components/use-windowed-rows';
import { ListNotice } from '../../../components/list-notice';
import { errorMessage } from '../../../lib/api-client';

/** Rows drawn above and below the visible ones, so a fast scroll shows no gap. */
export const OVERSCAN = 6;

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
  const { scroller, onScroll, total, start, end } = useWindowedRows({
    count: items.length,
    rowHeight,
    overscan,
    canLoadMore: hasMore && !loading && !error,
    onLoadMore,
    loadDistance,
  });
  const rows = items.slice(start, end);

  let footer: ReactNode = null;
  if (loading) {
    footer = <CircularProgress size={24} aria-label="Loading" />;
  } else if (error) {
    footer = <ListNotice error={errorMessage(error)} onRetry={onRetry} />;
  } else if (items.length === 0) {
    footer = <Typography color="text.secondary">{MSG.noData}</Typography>;
  } else if (!hasMore) {
    footer = <Typography color="text.secondary">{MSG.noMoreData}</Typography>;
  }

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
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
