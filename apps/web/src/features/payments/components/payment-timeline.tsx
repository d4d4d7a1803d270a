import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime, type PaymentEventEntry } from '@app/contract';
import { PAYMENT_EVENT_LABELS } from '../payment-labels';

/** What happened to a request, oldest first: when, what, and the provider's detail. */
export function PaymentTimeline({ events }: { events: PaymentEventEntry[] }) {
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
  if (ordered.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Nothing has happened to it yet.
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label="Timeline" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {ordered.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.at}-${entry.event}-${index}`}
          sx={{ py: 0.75, borderTop: index ? 1 : 0, borderColor: 'divider' }}
        >
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary', mr: 1, whiteSpace: 'nowrap' }}>
              {formatDateTime(entry.at)}
            </Box>
            <strong>{PAYMENT_EVENT_LABELS[entry.event]}</strong>
          </Typography>
          {entry.detail ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {entry.detail}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
