import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { labelFor, type ReconLine, type ReconSuggestion } from '@app/contract';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useMatchLine } from '../api/match-line';
import { entryText } from '../format';
import { matchedMessage, PartPaymentDialog, type PartPayment } from './part-payment-dialog';

/**
 * The ledger entries a payment may be, likeliest first, each with Confirm.
 * A payment that is not what the entry still owes is asked about first.
 */
export function SuggestionList({ line }: { line: ReconLine }) {
  const match = useMatchLine();
  const [asking, setAsking] = useState<(PartPayment & { incomeId: number }) | null>(null);
  const send = (incomeId: number, acceptOwed?: number) =>
    match.mutate(
      { id: line.id, body: acceptOwed === undefined ? { incomeId } : { incomeId, acceptOwed } },
      {
        onSuccess: (answer) => {
          setAsking(null);
          toast.success(matchedMessage(answer));
        },
        onError: (e) => {
          setAsking(null);
          notifyError(e);
        },
      },
    );
  const confirm = (s: ReconSuggestion) =>
    s.entry.owed === line.amount
      ? send(s.entry.id)
      : setAsking({
          incomeId: s.entry.id,
          amount: line.amount,
          receipt: s.entry.receipt,
          owed: s.entry.owed,
        });

  return (
    <Box
      component="ul"
      aria-label={`Suggested entries for ${line.transactionId}`}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
    >
      {line.suggestions.map((s) => (
        <Box
          component="li"
          key={s.entry.id}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {entryText(s.entry)}
            </Typography>
            <Typography
              variant="caption"
              color={s.entry.owed === line.amount ? 'text.secondary' : 'warning.main'}
            >
              {s.reason} · now {labelFor('payment', s.entry.status)}
            </Typography>
          </Box>
          <Button
            size="small"
            variant="contained"
            startIcon={<Check />}
            disabled={match.isPending}
            onClick={() => confirm(s)}
            aria-label={`Confirm receipt ${s.entry.receipt}`}
          >
            Confirm
          </Button>
        </Box>
      ))}
      <PartPaymentDialog
        ask={asking}
        busy={match.isPending}
        onConfirm={(owed) => asking && send(asking.incomeId, owed)}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
