import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ConnectionBanner } from '../../components/connection-banner';
import { useLogout } from '../../features/auth/api/logout';
import { SearchBox } from './search-box';
import type { Section } from './sections';
import { UserMenu } from './user-menu';

type TopBarProps = {
  section: Section | undefined;
  desktop: boolean;
  onOpenMenu: () => void;
};

export function TopBar({ section, desktop, onOpenMenu }: TopBarProps) {
  const logout = useLogout();
  const title = section?.label ?? 'Main';

  return (
    <AppBar position="sticky" sx={{ bgcolor: 'primary.main' }}>
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: { xs: 0.5, sm: 1 } }}>
        {desktop ? null : (
          <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        {/* The title wraps between words on a phone ('Nurse Profiles / Dashboard'), never cut.
            There it keeps two lines' height whether it needs them or not, so
            the bar's height never changes as the font arrives (the fallback
            font wrapped 'Communication Dashboard', Roboto did not: the whole
            screen moved 5 px, Lighthouse's CLS 0.15). */}
        <Typography
          variant="h6"
          component="h1"
          sx={{
            flex: '1 1 0',
            minWidth: 0,
            fontWeight: 700,
            lineHeight: 1.25,
            fontSize: { xs: '1.125rem', sm: '1.25rem' },
            display: { xs: 'flex', sm: 'block' },
            alignItems: 'center',
            minHeight: { xs: '2.5em', sm: 0 },
          }}
        >
          {title} Dashboard
        </Typography>
        {section?.searchable ? (
          <Box sx={{ order: desktop ? 0 : 1, flexBasis: desktop ? 'auto' : '100%' }}>
            <SearchBox section={section.label} />
          </Box>
        ) : null}
        <UserMenu desktop={desktop} />
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
