import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatUGX, RECON_MESSAGES, type ReconLine } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useUnmatchLine } from '../api/unmatch-line';
import { entryText } from '../format';

/** A matched payment's ledger entry (receipt, customer, amount) and Undo, asked first. */
export function MatchedEntry({ line }: { line: ReconLine }) {
  const [asking, setAsking] = useState(false);
  const unmatch = useUnmatchLine();
  const entry = line.entry;
  const how =
    line.matchKind === 'exact'
      ? 'Matched by its receipt number'
      : line.matchKind === 'prompt'
        ? 'Paid by a prompt on her phone'
        : `Confirmed${line.matchedByName ? ` by ${line.matchedByName}` : ''}`;

  const undo = () =>
    unmatch.mutate(line.id, {
      onSuccess: () => {
        setAsking(false);
        toast.success(RECON_MESSAGES.unmatched);
      },
      onError: (error) => {
        setAsking(false);
        notifyError(error);
      },
    });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {entry ? entryText(entry) : 'Ledger entry not shown'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {how}
        </Typography>
        {entry && entry.owed > 0 ? (
          <Typography variant="body2" color="warning.main">
            Part payment: {formatUGX(entry.matchedAmount)} of {formatUGX(entry.amount)} paid,{' '}
            {formatUGX(entry.owed)} still owed
          </Typography>
        ) : null}
        {entry && entry.overpaid > 0 ? (
          <Typography variant="body2" color="warning.main">
            Over payment: {formatUGX(entry.overpaid)} more than the entry
          </Typography>
        ) : null}
      </Box>
      {/* issue 43: a payment by a prompt on her phone stays with what it paid */}
      {line.matchKind === 'prompt' ? null : (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          startIcon={<Undo />}
          onClick={() => setAsking(true)}
          aria-label={`Undo the match of ${line.transactionId}`}
        >
          Undo
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title="Undo this match?"
        text={
          entry
            ? `Receipt ${entry.receipt} gets its earlier status back when the payments left do not add up to it, and this payment is unmatched again.`
            : 'This payment is unmatched again.'
        }
        confirmLabel="Undo match"
        danger
        busy={unmatch.isPending}
        onConfirm={undo}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
