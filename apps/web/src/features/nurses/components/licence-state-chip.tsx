import Chip, { type ChipProps } from '@mui/material/Chip';
import { LICENCE_STATE_LABELS, type LicenceState } from '@app/contract';

/** Expired in red, expiring in amber, missing plain, valid in green (issue 27). */
export const LICENCE_STATE_COLORS: Record<LicenceState, ChipProps['color']> = {
  expired: 'error',
  expiring: 'warning',
  missing: 'default',
  valid: 'success',
};

/** The practising licence's state today, in words (never by colour alone). */
export function LicenceStateChip({
  state,
  size = 'small',
}: {
  state: LicenceState;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      size={size}
      color={LICENCE_STATE_COLORS[state]}
      variant={state === 'valid' ? 'outlined' : 'filled'}
      label={LICENCE_STATE_LABELS[state]}
      data-licence-state={state}
    />
  );
}

/** Shorter words for the list's narrow entries. */
const LIST_LABELS: Record<Exclude<LicenceState, 'valid'>, string> = {
  expired: LICENCE_STATE_LABELS.expired,
  expiring: LICENCE_STATE_LABELS.expiring,
  missing: 'No licence',
};

/**
 * The nurse list's mark (issue 27): a small chip for a licence expired,
 * expiring within 30 days or not on record; nothing for a valid one.
 */
export function LicenceMark({ state }: { state: LicenceState | undefined }) {
  // An answer from before issue 27 has no state: nothing to mark.
  if (state === undefined || state === 'valid') return null;
  return (
    <Chip
      component="span"
      size="small"
      color={LICENCE_STATE_COLORS[state]}
      variant={state === 'missing' ? 'outlined' : 'filled'}
      label={LIST_LABELS[state]}
      title={LICENCE_STATE_LABELS[state]}
      data-licence-state={state}
      sx={{
        height: 18,
        fontSize: '0.6875rem',
        flexShrink: 0,
        '& .MuiChip-label': { px: 0.75 },
      }}
    />
  );
}
