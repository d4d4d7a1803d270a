import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { PayoutBatchState, PayoutLineState } from '@app/contract';
import { chipColors, type ChipColor } from '../../../theme';
import { BATCH_STATE_COLOR, BATCH_STATE_LABEL, LINE_STATE_COLOR } from '../labels';

function ColorChip({ label, color }: { label: string; color: ChipColor }) {
  const theme = useTheme();
  const background = chipColors[color];
  return (
    <Chip
      size="small"
      label={label}
      data-color={color}
      sx={{
        bgcolor: background,
        color: theme.palette.getContrastText(background),
        fontWeight: 500,
      }}
    />
  );
}

/** A payout batch's state: Draft, Approved, Exported, Paid, Partly paid, Cancelled. */
export function BatchStateChip({ state }: { state: PayoutBatchState }) {
  return <ColorChip label={BATCH_STATE_LABEL[state]} color={BATCH_STATE_COLOR[state]} />;
}

/** A payout line's state: Pending, Paid, Failed. */
export function LineStateChip({ state }: { state: PayoutLineState }) {
  return <ColorChip label={state} color={LINE_STATE_COLOR[state]} />;
}
