import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';
import { useEffect, useRef } from 'react';

type TableScrollBoxProps = TableContainerProps & { label: string };

/**
 * The box a wide table scrolls sideways in on a phone. It takes the focus so
 * the arrow keys scroll it even when no cell holds a button (axe:
 * scrollable-region-focusable), and says whose table it is. While its table
 * is wider than it, it carries `data-overflowing` (the pinned columns'
 * shadow shows then only).
 */
export function TableScrollBox({ label, ...props }: TableScrollBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      box.toggleAttribute('data-overflowing', box.scrollWidth > box.clientWidth + 1),
    );
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer ref={ref} tabIndex={0} role="region" aria-label={`${label} table`} {...props} />
  );
}
