import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { useSectionSearch } from '../../lib/search-context';

const TABS = [
  { label: 'Profiles', path: paths.nursesList },
  { label: 'Schedule', path: paths.nursesSchedule },
] as const;

/** The tab a URL belongs to: a nurse's profile is under Profiles. */
function tabOf(pathname: string): string {
  const tab = TABS.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
  return tab?.path ?? paths.nursesList;
}

/**
 * Nurses' two views (issue 27): the profiles (list and profile) and the
 * schedule, each its own URL. The schedule gathers two areas (its own and
 * the nurses' job dialog), so this lives in app/ (ADR 031). The top-bar
 * search finds nurse profiles: a new term typed on the schedule opens them.
 */
export function NursesLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const term = useSectionSearch();
  const lastTerm = useRef(term);

  useEffect(() => {
    if (term === lastTerm.current) return;
    lastTerm.current = term;
    if (term && tabOf(pathname) !== paths.nursesList) void navigate(paths.nursesList);
  }, [term, pathname, navigate]);

  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined">
        <Tabs
          value={tabOf(pathname)}
          aria-label="Nurse views"
          sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 1 } }}
        >
          {TABS.map((t) => (
            <Tab key={t.path} label={t.label} value={t.path} component={Link} to={t.path} />
          ))}
        </Tabs>
      </Paper>
      {/* The tabs stay while the other view's code loads. */}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
