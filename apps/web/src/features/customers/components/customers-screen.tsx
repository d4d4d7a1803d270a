import Box from '@mui/material/Box';
import { Outlet, useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

/** /customers/list: the customer list beside the selected profile (/customers/list/:id). */
export function CustomersScreen() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(240px, 1fr) 3fr' } }}>
      <ComingSoon
        title="Customer profiles"
        description="Customers with an icon by type (parent, expecting, other) and an Add Customer button."
      />
      <Outlet />
    </Box>
  );
}

export function CustomerDetailScreen() {
  const { id = '' } = useParams();
  return (
    <ComingSoon
      title={`Customer profile ${id}`}
      description="Contact card (names, mobile with a message action, work number, e-mail, address, country), children, activation code and join date; Edit Profile, Add Job Card, Add Order, Delete Customer; Customer Jobs and My Orders tables."
    />
  );
}
