import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { columnLabel, type Column, type Sort } from './table-column';

const ORDER_WORDS = { asc: 'ascending', desc: 'descending' } as const;

type CardSortProps<T> = {
  columns: Column<T>[];
  sort: Sort | undefined;
  onSortChange: (sort: Sort) => void;
};

/**
 * The cards' stand-in for the sortable headers: one list of each sortable
 * column, ascending and descending ("Receipt No, descending").
 */
export function CardSort<T>({ columns, sort, onSortChange }: CardSortProps<T>) {
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  const value = sort ? `${sort.field}:${sort.order}` : '';
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) => {
        const [field = '', order] = event.target.value.split(':');
        onSortChange({ field, order: order === 'desc' ? 'desc' : 'asc' });
      }}
      sx={{ m: 1.5, mb: 0.5, width: 'calc(100% - 24px)' }}
    >
      {sortable.flatMap((column) =>
        (['asc', 'desc'] as const).map((order) => (
          <MenuItem key={`${column.key}:${order}`} value={`${column.key}:${order}`}>
            {`${columnLabel(column)}, ${ORDER_WORDS[order]}`}
          </MenuItem>
        )),
      )}
    </TextField>
  );
}
