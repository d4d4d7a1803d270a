import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';

type TableScrollBoxProps = TableContainerProps & { label: string };

/**
 * The box a wide table scrolls sideways in on a phone. It takes the focus so
 * the arrow keys scroll it even when no cell holds a button (axe:
 * scrollable-region-focusable), and says whose table it is.
 */
export function TableScrollBox({ label, ...props }: TableScrollBoxProps) {
  return <TableContainer tabIndex={0} role="region" aria-label={`${label} table`} {...props} />;
}
