import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSectionSearch } from '../../lib/search-context';

const TABS = [
  { label: 'Ledger', path: paths.financeList },
  { label: 'Payroll', path: paths.financePayroll },
  { label: 'Reconciliation', path: paths.financeReconciliation },
] as const;

/** The tab a URL belongs to: a payout batch is under Payroll. */
function tabOf(pathname: string): string {
  const tab = TABS.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
  return tab?.path ?? paths.financeList;
}

/**
 * Finance's three views (issue 25): the income ledger, nurse payroll and the
 * mobile money reconciliation, each its own URL. It gathers two areas
 * (finance, payroll and reconciliation), so it lives in app/ (ADR 031). The
 * top-bar search finds ledger entries: a new term typed elsewhere opens the
 * ledger, as the shop's search opens its orders.
 */
export function FinanceLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const term = useSectionSearch();
  const lastTerm = useRef(term);

  useEffect(() => {
    if (term === lastTerm.current) return;
    lastTerm.current = term;
    if (term && pathname !== paths.financeList) void navigate(paths.financeList);
  }, [term, pathname, navigate]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper variant="outlined">
        <Tabs
          value={tabOf(pathname)}
          aria-label="Finance views"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((t) => (
            <Tab key={t.path} label={t.label} value={t.path} component={Link} to={t.path} />
          ))}
        </Tabs>
      </Paper>
      <Outlet />
    </Box>
  );
}
