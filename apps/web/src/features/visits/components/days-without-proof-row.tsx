import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  VISIT_CHANNEL_LABELS,
  formatDate,
  ugandaClock,
  ugandaMidnight,
  type OpenDay,
  type VisitDay,
} from '@app/contract';
import { PhoneText } from '../../../components/phone-text';
import type { Decision } from './decision-form';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A day of care as "Thu 01-10-2026". */
export function dayText(day: string): string {
  return `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${formatDate(ugandaMidnight(day))}`;
}

type CheckRecord = NonNullable<VisitDay['checkIn']>;

const checkText = (kind: 'in' | 'out', c: CheckRecord) =>
  `${kind} ${ugandaClock(new Date(c.at))} by ${VISIT_CHANNEL_LABELS[c.channel]}${
    c.distanceM === null ? '' : `, ${c.distanceM} m from the address`
  }`;

/** What proof a day without both checks has: the check-in only, the check-out only, or none. */
export function proofText(d: Pick<VisitDay, 'checkIn' | 'checkOut'>): {
  title: string;
  detail: string | null;
} {
  if (d.checkIn) return { title: 'Check-in only', detail: checkText('in', d.checkIn) };
  if (d.checkOut) return { title: 'Check-out only', detail: checkText('out', d.checkOut) };
  return { title: 'No check-in or check-out', detail: null };
}

const DECIDED: Record<Decision, { label: string; color: 'success' | 'error' }> = {
  approved: { label: 'Approved: paid', color: 'success' },
  rejected: { label: 'Rejected: not paid', color: 'error' },
};

type DayRowProps = {
  day: OpenDay;
  /** Open the day's job card. */
  onOpenCard: (jobCardId: number) => void;
  /** An ADMIN's Approve / Reject (on a decided day, the other one); absent: read-only. */
  onDecide: ((decision: Decision) => void) | undefined;
};

/**
 * One day without proof: the nurse (with a number to call), the care card
 * (opening the job card), the client, the day and shift, what proof there is
 * and, once decided, the decision and why. A row at a desk, a stacked card
 * on a phone.
 */
export function DayRow({ day, onOpenCard, onDecide }: DayRowProps) {
  const proof = proofText(day);
  const decided = day.decision;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${day.nurseName}, ${day.careCardNumber}, ${dayText(day.day)}`}
      sx={{
        listStyle: 'none',
        p: 1.5,
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr)',
          md: 'minmax(0, 1.1fr) minmax(0, 1.1fr) minmax(0, 0.9fr) minmax(0, 1.4fr) auto',
        },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">{day.nurseName}</Typography>
        <Typography variant="body2">
          <PhoneText phone={day.nursePhone} link />
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onOpenCard(day.jobCardId)}
          sx={{ fontWeight: 500, textAlign: 'left' }}
        >
          {day.careCardNumber}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {day.clientName ?? 'No client name'}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
          {dayText(day.day)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {day.shift} shift
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {proof.title}
        </Typography>
        {proof.detail ? (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {proof.detail}
          </Typography>
        ) : null}
        {decided ? (
          <Box sx={{ mt: 0.5 }}>
            <Chip
              size="small"
              variant="outlined"
              color={DECIDED[decided.decision].color}
              label={DECIDED[decided.decision].label}
            />
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {decided.reason}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {decided.byName ? `By ${decided.byName}, ` : ''}
              {formatDate(decided.at)}
            </Typography>
          </Box>
        ) : null}
      </Box>
      {onDecide ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: { xs: 'flex-start', md: 'flex-end' },
            gridColumn: { xs: '1 / -1', md: 'auto' },
          }}
        >
          {decided?.decision !== 'approved' ? (
            <Button
              size="small"
              variant="outlined"
              color="success"
              startIcon={<Check />}
              onClick={() => onDecide('approved')}
            >
              {decided ? 'Approve instead' : 'Approve'}
            </Button>
          ) : null}
          {decided?.decision !== 'rejected' ? (
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<Close />}
              onClick={() => onDecide('rejected')}
            >
              {decided ? 'Reject instead' : 'Reject'}
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
