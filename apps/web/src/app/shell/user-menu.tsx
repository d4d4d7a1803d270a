import AccountCircle from '@mui/icons-material/AccountCircle';
import Key from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useSession } from '../../lib/session';

// Loaded when opened: the form's schema would otherwise join the shell's JS.
const ChangePasswordDialog = lazy(() =>
  import('../../features/auth/components/change-password-dialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

/** The signed-in person (name and role) and what they do to their own account. */
export function UserMenu({ desktop }: { desktop: boolean }) {
  const session = useSession();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  if (!session) return null;

  const opener = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? `${id}-menu` : undefined,
    'aria-expanded': anchor ? true : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  return (
    <>
      {desktop ? (
        <Button
          {...opener}
          color="inherit"
          variant="outlined"
          size="small"
          // the visible words first, as axe (label-content-name-mismatch) asks
          aria-label={`${session.user.name} · ${session.user.role}, your account`}
          startIcon={<AccountCircle />}
          sx={{ textTransform: 'none', borderColor: 'rgba(255,255,255,0.7)', borderRadius: 4 }}
        >
          {`${session.user.name} · ${session.user.role}`}
        </Button>
      ) : (
        <IconButton {...opener} color="inherit" aria-label={`Your account, ${session.user.name}`}>
          <AccountCircle />
        </IconButton>
      )}
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChanging(true);
          }}
        >
          <ListItemIcon>
            <Key fontSize="small" />
          </ListItemIcon>
          Change password
        </MenuItem>
      </Menu>
      {changing ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
