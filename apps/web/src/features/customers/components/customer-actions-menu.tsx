import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export type CustomerAction = 'edit' | 'addJobCard' | 'addOrder' | 'delete';

const ITEMS: Array<{ action: CustomerAction; label: string }> = [
  { action: 'edit', label: 'Edit Profile' },
  { action: 'addJobCard', label: 'Add Job Card' },
  { action: 'addOrder', label: 'Add Order' },
  { action: 'delete', label: 'Delete Customer' },
];

/** The profile's Actions menu (SPEC 2). */
export function CustomerActionsMenu({ onAction }: { onAction: (action: CustomerAction) => void }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: CustomerAction) => {
    setAnchor(null);
    onAction(action);
  };
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
        {ITEMS.map(({ action, label }) => (
          <MenuItem
            key={action}
            onClick={() => choose(action)}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
          >
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
