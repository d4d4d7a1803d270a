import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useCallback, useMemo, useState } from 'react';
import { useTablePreference } from './table-preferences';

const parseKeys = (value: unknown) =>
  Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : undefined;
const noKeys = (keys: string[]) => keys.length === 0;

/**
 * The keys of the columns hidden in a table: those a person hid, and those
 * that start hidden (`startsHidden`) unless the person showed them. Both
 * choices are remembered in this browser apart, per table (`columns`: the
 * hidden; `columns-shown`: the shown of those that start hidden), so a column
 * that starts hidden stays shown on the next visit once shown.
 */
export function useHiddenColumns(table: string | undefined, startsHidden: readonly string[] = []) {
  const [hid, setHid] = useTablePreference<string[]>('columns', table, [], parseKeys, noKeys);
  const [shown, setShown] = useTablePreference<string[]>(
    'columns-shown',
    table,
    [],
    parseKeys,
    noKeys,
  );
  const startKey = startsHidden.join('\n');
  const starts = useMemo(() => (startKey ? startKey.split('\n') : []), [startKey]);
  const hidden = useMemo(
    () => [...hid.filter((k) => !starts.includes(k)), ...starts.filter((k) => !shown.includes(k))],
    [hid, shown, starts],
  );
  const update = useCallback(
    (next: string[]) => {
      setHid(next.filter((k) => !starts.includes(k)));
      setShown([
        ...shown.filter((k) => !starts.includes(k)),
        ...starts.filter((k) => !next.includes(k)),
      ]);
    },
    [setHid, setShown, shown, starts],
  );
  return [hidden, update] as const;
}

export type ColumnChoice = { key: string; label: string };

type TableColumnsMenuProps = {
  /** The table's name, for the button's accessible name. */
  table: string;
  /** The columns a person may hide, in order. */
  columns: ColumnChoice[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
};

/** 'Columns': tick the columns to show; the choice is kept per table (useHiddenColumns). */
export function TableColumnsMenu({ table, columns, hidden, onChange }: TableColumnsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hiddenHere = columns.filter((c) => hidden.includes(c.key)).length;
  const toggle = (key: string) =>
    onChange(hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key]);
  const menuId = `columns-menu-${table.replace(/\W+/g, '-').toLowerCase()}`;

  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<ViewColumn />}
        aria-label={`Columns of ${table}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {hiddenHere ? `Columns (${hiddenHere} hidden)` : 'Columns'}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { dense: true, 'aria-label': `Columns of ${table}` } }}
      >
        {columns.map((column) => {
          const shown = !hidden.includes(column.key);
          return (
            <MenuItem
              key={column.key}
              role="menuitemcheckbox"
              aria-checked={shown}
              onClick={() => toggle(column.key)}
            >
              <ListItemIcon>
                {shown ? (
                  <CheckBox fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlank fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText primary={column.label} />
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem disabled={hiddenHere === 0} onClick={() => onChange([])}>
          <ListItemText inset primary="Show all columns" />
        </MenuItem>
      </Menu>
    </>
  );
}
