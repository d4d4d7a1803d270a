import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** The shop's two views: orders and the sales summary. */
export function ShopLayout() {
  const { pathname } = useLocation();
  const tab = pathname.startsWith(paths.shopSales) ? paths.shopSales : paths.shopOrders;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs value={tab} aria-label="Shop views">
        <Tab label="Orders" value={paths.shopOrders} component={Link} to={paths.shopOrders} />
        <Tab label="Sales" value={paths.shopSales} component={Link} to={paths.shopSales} />
      </Tabs>
      <Outlet />
    </Box>
  );
}
