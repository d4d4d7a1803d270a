import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, type Booking } from '@app/contract';
import { StatusChip } from '../../../components/status-chip';
import { statusLabel } from '../booking-status';
import { BookingSection } from './booking-section';

type Change = Booking['statusHistory'][number];

function who(change: Change): string {
  if (change.by) return change.by;
  return change.from === null ? 'the customer app' : 'someone unrecorded';
}

/** Who moved the booking when (SPEC 4, issue 5), oldest first. */
export function BookingHistory({ history }: { history: Booking['statusHistory'] }) {
  return (
    <BookingSection title="Status history">
      {history.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No status change recorded.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Status history" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {history.map((change, i) => (
            <Box
              component="li"
              key={`${change.at}-${i}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                rowGap: 0.5,
                py: 1,
                borderTop: i === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <StatusChip kind="booking" value={change.to} />
              <Typography variant="body2" component="span" sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                {change.from === null
                  ? 'Requested'
                  : `${statusLabel(change.from)} → ${statusLabel(change.to)}`}{' '}
                by{' '}
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {who(change)}
                </Box>
              </Typography>
              <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                <time dateTime={change.at}>{formatDateTime(change.at)}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </BookingSection>
  );
}
