import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { DRAWER_WIDTH } from '../../theme';
import { FeatureSlots } from '../feature-slots';
import { SearchProvider } from '../../lib/search-context';
import { sectionForPath, type Section } from './sections';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

type AppShellProps = {
  /** Content instead of the matched child route (the signed-in 404 page). */
  children?: ReactNode;
};

/** Side menu, top bar and the current screen (SPEC 2, Shell). */
export function AppShell({ children }: AppShellProps) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  // On a phone the menu is first built when first opened, then kept: a hidden
  // drawer built with the page measures itself and blocks the first paint.
  const [menuBuilt, setMenuBuilt] = useState(false);
  // Choosing a menu entry remounts the section: search, list and selection start afresh.
  const [visit, setVisit] = useState(0);
  const { pathname } = useLocation();
  const section = sectionForPath(pathname);

  const choose = (_section: Section) => {
    setVisit((n) => n + 1);
    setMobileOpen(false);
  };

  const menu = <SideMenu current={section} onChoose={choose} />;
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      {desktop ? (
        <Drawer
          variant="permanent"
          sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
          slotProps={{ paper: { sx: paper } }}
        >
          {menu}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: menuBuilt }}
          slotProps={{ paper: { sx: paper } }}
        >
          {menu}
        </Drawer>
      )}
      <SearchProvider key={`${section?.key ?? 'none'}:${visit}`}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar
            section={section}
            desktop={desktop}
            onOpenMenu={() => {
              setMenuBuilt(true);
              setMobileOpen(true);
            }}
          />
          <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
            <FeatureSlots>
              <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
            </FeatureSlots>
          </Box>
        </Box>
      </SearchProvider>
    </Box>
  );
}
