import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import { useId, useState } from 'react';

export type CustomerAction = 'edit' | 'addJobCard' | 'addOrder' | 'delete';

/** An entry another area adds to the menu, composed in by app/ (issue 26: personal data). */
export type ExtraMenuAction = {
  key: string;
  label: string;
  onSelect: () => void;
  danger?: boolean;
};

type CustomerActionsMenuProps = {
  onAction: (action: CustomerAction) => void;
  /** Entries left out (an erased customer cannot be edited). */
  hidden?: readonly CustomerAction[];
  /** Entries after the profile's own, below a divider. */
  extraActions?: readonly ExtraMenuAction[];
};

const ITEMS: Array<{ action: CustomerAction; label: string }> = [
  { action: 'edit', label: 'Edit Profile' },
  { action: 'addJobCard', label: 'Add Job Card' },
  { action: 'addOrder', label: 'Add Order' },
  { action: 'delete', label: 'Delete Customer' },
];

/** The profile's Actions menu (SPEC 2). */
export function CustomerActionsMenu({
  onAction,
  hidden = [],
  extraActions = [],
}: CustomerActionsMenuProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: CustomerAction) => {
    setAnchor(null);
    onAction(action);
  };
  const items = ITEMS.filter((item) => !hidden.includes(item.action));
  if (items.length === 0 && extraActions.length === 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Actions
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items.map(({ action, label }) => (
          <MenuItem
            key={action}
            onClick={() => choose(action)}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
          >
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
        {items.length > 0 && extraActions.length > 0 ? <Divider /> : null}
        {extraActions.map((extra) => (
          <MenuItem
            key={extra.key}
            onClick={() => {
              setAnchor(null);
              extra.onSelect();
            }}
            sx={extra.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemText>{extra.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
