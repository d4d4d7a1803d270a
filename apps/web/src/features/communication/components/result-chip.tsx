import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { NotificationResult } from '@app/contract';
import { chipColors } from '../../../theme';
import { resultLabel } from '../labels';

type ResultChipProps = { result: NotificationResult; gateway: string; error: string | null };

const note = { display: 'block', mt: 0.5, maxWidth: 220, overflowWrap: 'anywhere' } as const;

/**
 * A send's result: Sent (FCM) in green, Delivered to outbox in blue, Failed in
 * red with the gateway's error under it, Sending… in orange with its result
 * unknown (the answer was never saved).
 */
export function ResultChip({ result, gateway, error }: ResultChipProps) {
  const theme = useTheme();
  const { text, color } = resultLabel(result, gateway);
  const background = chipColors[color];
  return (
    <Box sx={{ minWidth: 72 }}>
      <Chip
        size="small"
        label={text}
        data-color={color}
        sx={{ bgcolor: background, color: theme.palette.getContrastText(background) }}
      />
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
