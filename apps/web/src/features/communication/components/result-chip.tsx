import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { chipColors } from '../../../theme';

type ResultChipProps = { result: 'sent' | 'failed'; error: string | null };

/** A send's result: Sent in green, Failed in red with the gateway's error under it. */
export function ResultChip({ result, error }: ResultChipProps) {
  const theme = useTheme();
  const background = result === 'sent' ? chipColors.green : chipColors.red;
  return (
    <Box sx={{ minWidth: 72 }}>
      <Chip
        size="small"
        label={result === 'sent' ? 'Sent' : 'Failed'}
        data-color={result === 'sent' ? 'green' : 'red'}
        sx={{ bgcolor: background, color: theme.palette.getContrastText(background) }}
      />
      {result === 'failed' && error ? (
        <Typography
          variant="caption"
          sx={{
            display: 'block',
            color: 'error.main',
            mt: 0.5,
            maxWidth: 220,
            overflowWrap: 'anywhere',
          }}
        >
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
