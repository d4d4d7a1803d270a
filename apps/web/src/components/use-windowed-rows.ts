import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { SCROLL_DISTANCE } from './infinite-list';

/** Assumed height of the scrolling box until it can be measured (and in jsdom). */
const FALLBACK_VIEWPORT = 600;

export type Range = { start: number; end: number };

/**
 * The rows to draw (end exclusive): those in view plus `overscan` each side.
 * `offsetTop` is what stands above the first row inside the scrolling box
 * (a sticky header row).
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
  offsetTop = 0,
): Range {
  const top = Math.max(0, scrollTop - offsetTop);
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + viewportHeight) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}

type WindowedRowsOptions = {
  /** Rows loaded so far. */
  count: number;
  /** Every row has this height (px). */
  rowHeight: number;
  overscan: number;
  offsetTop?: number;
  /** More pages exist and none is on its way or failed. */
  canLoadMore: boolean;
  onLoadMore: () => void;
  /** The next page is asked for this far (px) before the end (SPEC 9: 3500). */
  loadDistance?: number;
};

/**
 * A windowed infinite list's state (the nurse list, the week schedule): the
 * scrolling box (its ref and onScroll), its measured height, the rows in
 * view, and the next page asked for when the end comes near.
 */
export function useWindowedRows({
  count,
  rowHeight,
  overscan,
  offsetTop = 0,
  canLoadMore,
  onLoadMore,
  loadDistance = SCROLL_DISTANCE,
}: WindowedRowsOptions) {
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

  const total = count * rowHeight;
  const nearEnd = total - (scrollTop + viewport) < loadDistance;
  useEffect(() => {
    if (nearEnd && canLoadMore) onLoadMore();
  }, [nearEnd, canLoadMore, onLoadMore]);

  /** Back to the first row (another week, other filters). */
  const toTop = useCallback(() => {
    scroller.current?.scrollTo?.({ top: 0 });
    setScrollTop(0);
  }, []);

  return {
    scroller,
    onScroll: (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    toTop,
    total,
    ...visibleRange(scrollTop, viewport, rowHeight, count, overscan, offsetTop),
  };
}
