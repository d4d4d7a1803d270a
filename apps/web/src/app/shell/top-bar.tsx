import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ConnectionBanner } from '../../components/connection-banner';
import { useLogout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session';
import { SearchBox } from './search-box';
import type { Section } from './sections';

type TopBarProps = {
  section: Section | undefined;
  desktop: boolean;
  onOpenMenu: () => void;
};

export function TopBar({ section, desktop, onOpenMenu }: TopBarProps) {
  const session = useSession();
  const logout = useLogout();
  const title = section?.label ?? 'Main';

  return (
    <AppBar position="sticky" sx={{ bgcolor: 'primary.main' }}>
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: 1 }}>
        {desktop ? null : (
          <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{ flex: '1 1 0', minWidth: 0, fontWeight: 700 }}
        >
          {title} Dashboard
        </Typography>
        {section?.searchable ? (
          <Box sx={{ order: desktop ? 0 : 1, flexBasis: desktop ? 'auto' : '100%' }}>
            <SearchBox section={section.label} />
          </Box>
        ) : null}
        {desktop && session ? (
          <Chip
            label={`${session.user.name} · ${session.user.role}`}
            size="small"
            variant="outlined"
            sx={{ borderColor: 'rgba(255,255,255,0.7)', color: 'inherit' }}
          />
        ) : null}
        {desktop ? (
          <Button
            color="inherit"
            startIcon={<Logout />}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            Log out
          </Button>
        ) : (
          <IconButton
            color="inherit"
            aria-label="Log out"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <Logout />
          </IconButton>
        )}
      </Toolbar>
      <ConnectionBanner />
    </AppBar>
  );
}
