import type { SxProps, Theme } from '@mui/material/styles';

/** What pinning needs of a column (PagedTable's Column). */
type Pinnable = { pin?: 'right'; width?: number };

const EDGE_SHADOW = '-6px 0 6px -6px rgba(0, 0, 0, 0.35)';

/**
 * The style of each column's cells: a column pinned on the right stays in
 * view while the others scroll sideways beneath it (the actions, the money).
 * Its right offset is the width of the pinned columns after it, so those
 * need a `width`. On a phone only the last pinned column (the actions) stays.
 */
export function pinnedCellStyles(columns: Pinnable[]): (SxProps<Theme> | undefined)[] {
  const first = columns.findIndex((c) => c.pin === 'right');
  return columns.map((column, index) => {
    const fixed = column.width
      ? { width: column.width, minWidth: column.width, maxWidth: column.width }
      : {};
    if (column.pin !== 'right') return fixed;
    const right = columns
      .slice(index + 1)
      .filter((c) => c.pin === 'right')
      .reduce((sum, c) => sum + (c.width ?? 0), 0);
    const phone = right === 0;
    return (theme: Theme) => {
      const line = `inset 0 -1px 0 ${theme.palette.divider}`;
      const shadow = index === first ? `${line}, ${EDGE_SHADOW}` : line;
      const tint = theme.palette.action.hover;
      return {
        ...fixed,
        position: { xs: phone ? 'sticky' : 'static', sm: 'sticky' },
        right,
        zIndex: 1,
        bgcolor: 'background.paper',
        // Its line and edge shadow only while columns do scroll beneath it
        // (TableScrollBox says so); a table that fits draws its own lines.
        '[data-overflowing] &': { boxShadow: { xs: phone ? shadow : 'none', sm: shadow } },
        // The row's hover tint over the opaque pinned cell.
        '.MuiTableRow-hover:hover > &': { backgroundImage: `linear-gradient(${tint}, ${tint})` },
      };
    };
  });
}
