import Chip, { type ChipProps } from '@mui/material/Chip';
import { VISIT_STATE_LABELS, type VisitState } from '@app/contract';

/** The theme's colour of each state: late a warning, missed an error, there info or success. */
export const VISIT_STATE_COLORS: Record<VisitState, NonNullable<ChipProps['color']>> = {
  not_due: 'default',
  late: 'warning',
  missed: 'error',
  checked_in: 'info',
  checked_out: 'success',
};

/** A visit's state on the board. */
export function VisitStateChip({ state }: { state: VisitState }) {
  return (
    <Chip
      size="small"
      color={VISIT_STATE_COLORS[state]}
      variant={state === 'not_due' ? 'outlined' : 'filled'}
      label={VISIT_STATE_LABELS[state]}
      data-state={state}
      sx={{ fontWeight: 600 }}
    />
  );
}
