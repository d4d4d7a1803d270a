import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPhone, RECON_PROVIDER_LABELS, type ReconLine } from '@app/contract';
import { Money } from '../../../components/money';
import { paymentTime } from '../format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One incoming payment of a statement: amount, provider, date, transaction
 * ID, payer, phone and reference; what can be done with it below.
 */
export function PaymentCard({ line, children }: { line: ReconLine; children?: ReactNode }) {
  const titleId = `payment-${line.id}-title`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Money amount={line.amount} />
        </Typography>
        <Chip size="small" variant="outlined" label={RECON_PROVIDER_LABELS[line.provider]} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {paymentTime(line.occurredAt)}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <Fact label="Transaction ID">{line.transactionId}</Fact>
        <Fact label="Payer">{line.payerName ?? '—'}</Fact>
        <Fact label="Phone">{line.phone ? formatPhone(line.phone) : '—'}</Fact>
        <Fact label="Reference">{line.reference ?? '—'}</Fact>
      </Box>
      {children ? (
        <>
          <Divider />
          {children}
        </>
      ) : null}
    </Paper>
  );
}
