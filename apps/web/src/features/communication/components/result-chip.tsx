import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NotificationResult } from '@app/contract';
import { ColorChip } from '../../../components/status-chip';
import { resultLabel } from '../labels';

type ResultChipProps = { result: NotificationResult; gateway: string; error: string | null };

const note = { display: 'block', mt: 0.5, maxWidth: 220, overflowWrap: 'anywhere' } as const;

/**
 * A send's result: Sent (FCM) in green, Delivered to outbox in blue, Failed in
 * red with the gateway's error under it, Sending… in orange with its result
 * unknown (the answer was never saved).
 */
export function ResultChip({ result, gateway, error }: ResultChipProps) {
  const { text, color } = resultLabel(result, gateway);
  return (
    <Box sx={{ minWidth: 72 }}>
      <ColorChip label={text} color={color} />
      {result === 'failed' && error ? (
        <Typography variant="caption" sx={{ ...note, color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
      {result === 'sending' ? (
        <Typography variant="caption" sx={{ ...note, color: 'text.secondary' }}>
          Result unknown
        </Typography>
      ) : null}
    </Box>
  );
}
