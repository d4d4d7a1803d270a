import PrivacyTip from '@mui/icons-material/PrivacyTip';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { usePrivacyActions, type PrivacyAction } from './privacy-actions';

/** The personal-data actions as an icon button and its menu (where a profile has no menu). */
export function PrivacyMenu({ items }: { items: PrivacyAction[] }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (items.length === 0) return null;
  return (
    <>
      <Tooltip title="Personal data">
        <IconButton
          aria-label="Personal data"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? `${id}-menu` : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <PrivacyTip />
        </IconButton>
      </Tooltip>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              setAnchor(null);
              item.onSelect();
            }}
            sx={item.danger ? { color: 'error.main' } : undefined}
          >
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

type PrivacyControlsProps = Parameters<typeof usePrivacyActions>[0];

/** The personal-data menu and its erase dialog, for a profile without a menu of its own. */
export function PrivacyControls(props: PrivacyControlsProps) {
  const { items, dialog } = usePrivacyActions(props);
  return (
    <>
      <PrivacyMenu items={items} />
      {dialog}
    </>
  );
}
