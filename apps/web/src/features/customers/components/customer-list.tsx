import Avatar from '@mui/material/Avatar';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router';
import { formatName, formatPhone, type Customer } from '@app/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { useSectionSearch } from '../../../lib/search-context';
import { pathTo } from '../../../config/paths';
import { customersListQuery } from '../api/get-customers';
import { customerSearchQuery } from '../api/search-customers';
import { CustomerTypeIcon } from './customer-type-icon';

const TYPE_COLORS = {
  parent: 'primary.main',
  expecting: 'secondary.main',
  other: 'grey.600',
} as const;

function CustomerListItem({ customer, selected }: { customer: Customer; selected: boolean }) {
  return (
    <ListItemButton
      component={Link}
      to={pathTo.customer(customer.id)}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{ borderRadius: 1, mx: 0.5 }}
    >
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <Avatar
          sx={{ bgcolor: TYPE_COLORS[customer.user_type] ?? 'grey.600', width: 36, height: 36 }}
        >
          <CustomerTypeIcon type={customer.user_type} fontSize="small" />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={formatName(customer.firstname, customer.lastname)}
        secondary={formatPhone(customer.phonenumber)}
        slotProps={{
          primary: { noWrap: true, title: formatName(customer.firstname, customer.lastname) },
          secondary: { noWrap: true },
        }}
      />
    </ListItemButton>
  );
}

/**
 * The customers, newest first, 40 at a time; while the top-bar search holds a
 * term (3+ characters) the search results instead (SPEC 2, ruling 7).
 */
export function CustomerList({ selectedId }: { selectedId: number | undefined }) {
  const term = useSectionSearch();
  const query = term ? customerSearchQuery(term) : customersListQuery();
  return (
    <InfiniteList
      // A new term is a new list: scroll position and pages start afresh.
      key={term}
      queryKey={query.queryKey}
      fetchPage={query.fetchPage}
      getKey={(customer) => customer.id}
      renderItem={(customer) => (
        <CustomerListItem customer={customer} selected={customer.id === selectedId} />
      )}
      aria-label={term ? `Customers matching ${term}` : 'Customers'}
    />
  );
}
