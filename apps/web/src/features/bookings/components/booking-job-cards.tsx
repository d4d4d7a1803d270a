import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, type Booking } from '@app/contract';
import { StatusChip } from '../../../components/status-chip';
import { paths } from '../../../config/paths';
import { jobCardQueryOptions } from '../../jobcards/api/get-job-card';
import { STATUS_LABELS } from '../../jobcards/job-status';
import { JobCardDialog } from '../../jobcards/components/job-card-dialog';
import { BOOKING_MSG } from '../messages';
import { BookingSection } from './booking-section';

function JobCardItem({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  const { data: card } = useQuery(jobCardQueryOptions(id));
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={() => onOpen(id)}
        sx={{ gap: 1.5, flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {card ? `Job card ${card.care_card_number}` : `Job card #${id}`}
          </Typography>
          {card ? (
            <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
              {card.service} from {formatDate(card.start_date)}
            </Typography>
          ) : null}
        </Box>
        {card ? (
          <StatusChip kind="job" value={card.status} label={STATUS_LABELS[card.status]} />
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The job cards made from this booking (each opens the job card dialog), or
 * why none can be made yet: the client is not a customer.
 */
export function BookingJobCards({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState<number | null>(null);
  const ids = booking.jobCardIds;
  return (
    <BookingSection title="Job cards">
      {booking.customerId === null ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={paths.customersList} color="inherit" size="small">
              Customer Profiles
            </Button>
          }
          sx={{ mb: ids.length ? 1 : 0 }}
        >
          {BOOKING_MSG.noCustomer}
        </Alert>
      ) : null}
      {ids.length > 0 ? (
        <List aria-label="Job cards of this booking" sx={{ display: 'grid', gap: 1, py: 0 }}>
          {ids.map((id) => (
            <JobCardItem key={id} id={id} onOpen={setOpen} />
          ))}
        </List>
      ) : booking.customerId !== null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No job card yet.
        </Typography>
      ) : null}
      <JobCardDialog jobCardId={open} onClose={() => setOpen(null)} />
    </BookingSection>
  );
}
