import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate, formatPhone, formatUGX } from '@app/contract';
import { Money } from '../../../components/money';
import { useUnbacked } from '../api/get-unbacked';
import { monthLabel } from '../month';
import { ListFrame } from './list-frame';

/**
 * Ledger entries of the month marked Paid by mobile money with no statement
 * payment behind them: money the ledger says came in that no statement shows.
 */
export function UnbackedList({ month }: { month: string }) {
  const [page, setPage] = useState(0);
  const [shownMonth, setShownMonth] = useState(month);
  if (month !== shownMonth) {
    setShownMonth(month);
    setPage(0);
  }
  const query = useUnbacked(month, page);
  const data = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {data && data.count > 0 ? (
        <Typography variant="body2">
          {data.count} {data.count === 1 ? 'entry' : 'entries'} marked Paid by mobile money with no
          payment in a statement: {formatUGX(data.amount)}.
        </Typography>
      ) : null}
      <ListFrame
        query={query}
        empty={`Every mobile money entry marked Paid in ${monthLabel(month)} has a payment behind it.`}
        page={page}
        onPageChange={setPage}
        label="Paid without payment"
      >
        {data?.rows.map((entry) => (
          <Paper
            key={entry.id}
            component="article"
            variant="outlined"
            aria-label={`Receipt ${entry.receipt}`}
            sx={{
              p: 2,
              display: 'grid',
              gap: 0.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: '1fr 2fr 1fr 1fr auto' },
              alignItems: 'center',
            }}
          >
            <Typography variant="subtitle2" component="h3">
              Receipt {entry.receipt}
            </Typography>
            <Typography
              variant="subtitle2"
              component="p"
              sx={{ textAlign: 'right', order: { md: 5 } }}
            >
              <Money amount={entry.amount} />
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entry.customerName}
              {entry.customerPhone ? ` · ${formatPhone(entry.customerPhone)}` : ''}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ textAlign: { xs: 'right', md: 'left' } }}
            >
              {formatDate(`${entry.txnDate}T12:00:00+03:00`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {entry.paymentMethod}
            </Typography>
          </Paper>
        ))}
      </ListFrame>
    </Box>
  );
}
