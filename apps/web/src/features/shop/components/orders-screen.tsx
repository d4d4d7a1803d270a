import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { InfiniteList } from '../../../components/infinite-list';
import { useSectionSearch } from '../../../lib/search-context';
import { ordersListQuery } from '../api/get-orders';
import { LIST_TABS, tabFromParam, type OrderTab } from '../order-format';
import { OrderCard } from './order-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchScope } from '../../../lib/use-search-scope';

/** The viewport less the top bar, the page padding and the Orders / Sales tabs. */
const LIST_HEIGHT = { xs: 'calc(100dvh - 232px)', md: 'calc(100dvh - 176px)' };

/**
 * /shop/orders (SPEC 2): tabs Pending, Confirmed, Received, Completed,
 * Cancelled and All (?status= keeps the tab), each an infinite list of 40 a
 * page. The top-bar search (3+ characters) finds orders of every status by
 * number, customer or phone (issue 21); a tab picked while searching narrows it.
 */
export function ShopOrdersScreen() {
  useDocumentTitle('Shop orders');
  const [params, setParams] = useSearchParams();
  const term = useSectionSearch();
  const [tab, pick] = useSearchScope<OrderTab>(
    term,
    tabFromParam(params.get('status')),
    'All',
    params.has('status'),
  );
  const query = ordersListQuery(tab, term);
  const label = term ? `${tab} orders matching ${term}` : `${tab} orders`;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Shop orders"
      sx={{ height: LIST_HEIGHT, minHeight: 360, display: 'flex', flexDirection: 'column' }}
    >
      <Tabs
        value={tab}
        onChange={(_event, next: OrderTab) => {
          pick(next);
          setParams({ status: next.toLowerCase() }, { replace: true });
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Order status"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {LIST_TABS.map((t) => (
          <Tab key={t} value={t} label={t} id={`orders-tab-${t}`} aria-controls="orders-panel" />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="orders-panel"
        aria-labelledby={`orders-tab-${tab}`}
        sx={{ flex: 1, minHeight: 0 }}
      >
        <InfiniteList
          // A new tab or term is a new list: scroll position and pages start afresh.
          key={`${tab}:${term}`}
          queryKey={query.queryKey}
          fetchPage={query.fetchPage}
          getKey={(order) => order.id}
          renderItem={(order) => <OrderCard order={order} />}
          aria-label={label}
        />
      </Box>
    </Paper>
  );
}
