import Payments from '@mui/icons-material/Payments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  formatDate,
  formatPhone,
  formatUGX,
  nurseJobSpanText,
  type Batch,
  type BatchLine,
} from '@app/contract';
import { Money } from '../../../components/money';
import { CHANNEL_LABEL, takesPayments } from '../labels';
import { MarkPaidDialog } from './mark-paid-dialog';
import { LineStateChip } from './state-chip';

/**
 * A batch's lines as stacked cards (no sideways scroll on a phone): nurse,
 * number paid to, job, days × rate, amount, state, the file reference and,
 * once settled, the transaction id or why it failed. A pending line of a
 * batch taking payments has "Mark paid".
 */
export function BatchLines({ batch }: { batch: Batch }) {
  const [marking, setMarking] = useState<BatchLine | null>(null);
  const [open, setOpen] = useState(false);
  const payable = takesPayments(batch);
  const sum = batch.lines.reduce((total, line) => total + line.amount, 0);

  return (
    <Box component="section" aria-labelledby="lines-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography id="lines-title" variant="h6" component="h3" sx={{ flex: 1 }}>
          Lines
        </Typography>
        <Typography variant="body2">
          Total <Money amount={sum} />
        </Typography>
      </Box>
      <Box component="ul" aria-label="Batch lines" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {batch.lines.map((line) => (
          <LineCard
            key={line.id}
            line={line}
            onMark={
              payable && line.state === 'Pending'
                ? () => {
                    setMarking(line);
                    setOpen(true);
                  }
                : undefined
            }
          />
        ))}
      </Box>
      <MarkPaidDialog
        open={open}
        batchId={batch.id}
        line={marking}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}

function LineCard({ line, onMark }: { line: BatchLine; onMark: (() => void) | undefined }) {
  const label = `${line.nurseName}, ${line.careCardNumber ?? `job ${line.nurseJobId}`}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
      }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="subtitle2">{line.nurseName}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatPhone(line.msisdn)} · {line.careCardNumber ?? `Job ${line.nurseJobId}`}
          {line.startDate ? ` · ${nurseJobSpanText(line.startDate, line.days)}` : ''}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          Reference {line.reference}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', ml: 'auto' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <Money amount={line.amount} />
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {line.days === 1 ? '1 day' : `${line.days} days`} × {formatUGX(line.rate)}
        </Typography>
      </Box>
      <Box
        sx={{
          flex: '1 1 100%',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <LineStateChip state={line.state} />
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Settlement line={line} />
        </Typography>
        {onMark ? (
          <Button size="small" variant="outlined" startIcon={<Payments />} onClick={onMark}>
            Mark paid
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}

function Settlement({ line }: { line: BatchLine }) {
  if (line.state === 'Paid') {
    const channel = line.channel ? CHANNEL_LABEL[line.channel] : 'Paid';
    const by = line.paidByName ? ` by ${line.paidByName}` : '';
    return (
      <>
        {channel} {line.providerTxnId ?? ''}
        {line.paidAt ? ` · ${formatDate(line.paidAt)}` : ''}
        {by}
      </>
    );
  }
  if (line.state === 'Failed') return <>Failed: {line.failureReason ?? 'no reason given'}</>;
  return null;
}
