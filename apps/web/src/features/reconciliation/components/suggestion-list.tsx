import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RECON_MESSAGES, type ReconLine } from '@app/contract';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast';
import { useMatchLine } from '../api/match-line';
import { entryText } from '../format';

/** The ledger entries a payment may be, likeliest first, each with Confirm. */
export function SuggestionList({ line }: { line: ReconLine }) {
  const match = useMatchLine();
  const confirm = (incomeId: number) =>
    match.mutate(
      { id: line.id, body: { incomeId } },
      { onSuccess: () => toast.success(RECON_MESSAGES.matched), onError: (e) => notifyError(e) },
    );

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
            <Typography variant="caption" color="text.secondary">
              {s.reason} · now {s.entry.status}
            </Typography>
          </Box>
          <Button
            size="small"
            variant="contained"
            startIcon={<Check />}
            disabled={match.isPending}
            onClick={() => confirm(s.entry.id)}
            aria-label={`Confirm receipt ${s.entry.receipt}`}
          >
            Confirm
          </Button>
        </Box>
      ))}
    </Box>
  );
}
