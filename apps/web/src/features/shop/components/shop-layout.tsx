import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useSectionSearch } from '../../../lib/search-context';
import { paths } from '../../../config/paths';

/**
 * The shop's two views: orders and the sales summary. A new top-bar search
 * term typed on an order or on Sales shows the matching orders (ruling 7).
 */
export function ShopLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const term = useSectionSearch();
  const lastTerm = useRef(term);
  const tab = pathname.startsWith(paths.shopSales) ? paths.shopSales : paths.shopOrders;

  useEffect(() => {
    if (term === lastTerm.current) return;
    lastTerm.current = term;
    if (term && pathname !== paths.shopOrders) void navigate(paths.shopOrders);
  }, [term, pathname, navigate]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs value={tab} aria-label="Shop views">
        <Tab label="Orders" value={paths.shopOrders} component={Link} to={paths.shopOrders} />
        <Tab label="Sales" value={paths.shopSales} component={Link} to={paths.shopSales} />
      </Tabs>
      <Outlet />
    </Box>
  );
}
