import Box from '@mui/material/Box';
import { Outlet, useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

/** /bookings, with /bookings/:id below the tabs. */
export function BookingsScreen() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ComingSoon
        title="Bookings"
        description="Tabs New Bookings, On Going Booking, Completed and Job Cards. Booking details offer Confirm, Start, Complete or Cancel request; job cards offer Start, Cancel or Complete Job, Print and Delete Job."
      />
      <Outlet />
    </Box>
  );
}

export function BookingDetailScreen() {
  const { id = '' } = useParams();
  return (
    <ComingSoon
      title={`Booking ${id}`}
      description="Client, phone numbers, service, start date, package, price and extras, drop-off, assigned nurses and the status actions allowed from the current status."
    />
  );
}
