import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useSectionSearch } from '../lib/search-context';
import { PageLoader } from './page-loader';

/** One view of a section with its own URL; a URL under `path` (a record) is on this tab. */
export type RouteTab = { readonly label: string; readonly path: string };

/** The tab a URL belongs to: its own path or one under it; the first tab otherwise. */
export function routeTabOf(tabs: readonly RouteTab[], pathname: string): string {
  const tab = tabs.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
  return (tab ?? tabs[0]!).path;
}

type RouteTabsLayoutProps = {
  tabs: readonly RouteTab[];
  /** The tab list's accessible name ("Finance views"). */
  label: string;
  /** The tab whose list the top-bar search filters: a new term typed on another tab opens it. */
  searchTab: string;
  /** Lower tabs and a smaller gap, for a view that fills the window's height (the nurse list). */
  dense?: boolean;
};

/**
 * A section made of views with their own URLs (Finance: ledger, payroll,
 * reconciliation; Nurses: profiles, schedule): the tab bar, then the
 * current view, whose code may still be loading while the tabs stay.
 */
export function RouteTabsLayout({ tabs, label, searchTab, dense = false }: RouteTabsLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const term = useSectionSearch();
  const lastTerm = useRef(term);
  const current = routeTabOf(tabs, pathname);

  useEffect(() => {
    if (term === lastTerm.current) return;
    lastTerm.current = term;
    if (term && current !== searchTab) void navigate(searchTab);
  }, [term, current, searchTab, navigate]);

  return (
    <Box sx={{ display: 'grid', gap: dense ? 1.5 : 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined">
        <Tabs
          value={current}
          aria-label={label}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={dense ? { minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 1 } } : undefined}
        >
          {tabs.map((t) => (
            <Tab key={t.path} label={t.label} value={t.path} component={Link} to={t.path} />
          ))}
        </Tabs>
      </Paper>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
