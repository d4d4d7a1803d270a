import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

/**
 * A column's part in a row's card on a phone (PagedTable): the card's
 * 'title', its 'status' line (beside the title, on the card's first line),
 * its 'actions' (the card's foot), or left 'out'. Any other column is a
 * "label: value" line. A table shows cards on a phone once one column is the title.
 */
export type CardPart = 'title' | 'status' | 'actions' | 'out';

export type Column<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Offer sorting on this column (the caller sorts, usually on the server). */
  sortable?: boolean;
  /** The column's name in the Columns menu when the header is not plain text. */
  label?: string;
  /** Stays in view on the right while the rest scrolls sideways (actions, money). */
  pin?: 'right';
  /** Fixed width in px (with the padding); a pinned column after another needs one. */
  width?: number;
  /**
   * A column of long values (names, addresses, categories): its line grows
   * to at most this width (px), and gives up width down to MIN_CUT_WIDTH,
   * its values cut with an ellipsis (whole on hover), when the table is
   * short of room, so that the table fits its box. Any other column keeps
   * its values whole, cut only past DEFAULT_MAX_WIDTH.
   */
  maxWidth?: number;
  /** May be hidden with the Columns menu (default true). */
  hideable?: boolean;
  /**
   * Hidden until a person shows it with the Columns menu (a field the
   * table does not name, shown by itself); once shown, it stays shown.
   */
  startsHidden?: boolean;
  /** Its part in the row's card on a phone. */
  card?: CardPart;
};

export type Sort = { field: string; order: 'asc' | 'desc' };

/** A cell's line is cut beyond this width unless its column says otherwise. */
export const DEFAULT_MAX_WIDTH = 240;

/** The narrowest a column with a maxWidth becomes when the table is short of room. */
export const MIN_CUT_WIDTH = 48;

/** The name of a column in words (the Columns menu, a card's line, the phone's sort). */
export const columnLabel = (column: { key: string; header: ReactNode; label?: string }) =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.key);

/** What a table body shows in place of rows: nothing (rows), skeletons, why it failed, or 'No data'. */
export type Placeholder = 'loading' | 'failed' | 'empty' | null;

export type TableViewProps<T> = {
  columns: Column<T>[];
  rows: T[];
  getRowId: (row: T) => string | number;
  sort?: Sort | undefined;
  onSortChange?: ((sort: Sort) => void) | undefined;
  onRowClick?: ((row: T) => void) | undefined;
  loading: boolean;
  placeholder: Placeholder;
  /** 'No internet connection' or the error, with Retry. */
  notice: ReactNode;
  rowsPerPage: number;
  'aria-label': string;
};

const CONTROLS = 'a, button, input, select, textarea, [role="button"]';

/** Click, Enter or Space on a row (or a card) opens it; not so on a control inside it. */
export function openProps<T>(row: T, onRowClick: ((row: T) => void) | undefined) {
  if (!onRowClick) return {};
  return {
    tabIndex: 0,
    onClick: (event: MouseEvent) => {
      const control = (event.target as Element).closest(CONTROLS);
      if (control && control !== event.currentTarget) return;
      onRowClick(row);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (event.target !== event.currentTarget) return;
      event.preventDefault();
      onRowClick(row);
    },
  };
}
