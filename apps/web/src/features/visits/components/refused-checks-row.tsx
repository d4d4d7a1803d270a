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
  VISIT_EXCEPTION_LABELS,
  formatDate,
  formatPhone,
  ugandaClock,
  type VisitException,
} from '@app/contract';
import { PhoneText } from '../../../components/phone-text';
import type { Decision } from './decision-form';
import { dayText } from './days-without-proof-row';

/** When a check came, Kampala time: "09-10-2026 08:04". */
export const whenText = (at: string) => `${formatDate(at)} ${ugandaClock(new Date(at))}`;

const KIND: Record<NonNullable<VisitException['kind']>, string> = {
  in: 'Check-in',
  out: 'Check-out',
};

/** What the check was, as far as it was understood: "Check-in, code 4821". */
export function checkText(e: Pick<VisitException, 'kind' | 'code'>): string | null {
  const parts = [e.kind ? KIND[e.kind] : null, e.code ? `code ${e.code}` : null];
  return parts.filter(Boolean).join(', ') || null;
}

/** Who sent it: the nurse the phone or the code names, when the API knew her. */
export const senderText = (e: Pick<VisitException, 'nurseName'>) => e.nurseName ?? 'Unknown sender';

const DECIDED: Record<Decision, { label: string; color: 'success' | 'error' }> = {
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
};

type RowProps = {
  exception: VisitException;
  /** Open the job card the check names. */
  onOpenCard: (jobCardId: number) => void;
  /** An ADMIN's Approve / Reject of an undecided one; absent: read-only. */
  onDecide: ((decision: Decision) => void) | undefined;
};

/**
 * One refused check: when and how it came, who sent it (a number to call),
 * what was sent, why it was refused and the visit it names (opening its job
 * card); once decided, the decision, why and by whom. A row at a desk, a
 * stacked card on a phone.
 */
export function RefusedCheckRow({ exception: e, onOpenCard, onDecide }: RowProps) {
  const check = checkText(e);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${whenText(e.at)}, ${e.nurseName ?? (e.phone ? formatPhone(e.phone) : senderText(e))}, ${VISIT_EXCEPTION_LABELS[e.reason]}`}
      sx={{
        listStyle: 'none',
        p: 1.5,
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr)',
          md: 'minmax(0, 0.8fr) minmax(0, 1fr) minmax(0, 1.1fr) minmax(0, 1.5fr) auto',
        },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
          {whenText(e.at)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          by {VISIT_CHANNEL_LABELS[e.channel]}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {senderText(e)}
        </Typography>
        <Typography variant="body2">
          {e.phone ? <PhoneText phone={e.phone} link /> : 'No phone number'}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          “{e.text}”
        </Typography>
        {check ? (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {check}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {VISIT_EXCEPTION_LABELS[e.reason]}
        </Typography>
        <VisitNamed exception={e} onOpenCard={onOpenCard} />
        {e.decision ? (
          <Box sx={{ mt: 0.5 }}>
            <Chip
              size="small"
              variant="outlined"
              color={DECIDED[e.decision].color}
              label={DECIDED[e.decision].label}
            />
            {e.decisionReason ? (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {e.decisionReason}
              </Typography>
            ) : null}
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {e.decidedByName ? `By ${e.decidedByName}, ` : ''}
              {formatDate(e.decidedAt)}
            </Typography>
          </Box>
        ) : null}
      </Box>
      {onDecide && !e.decision ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: { xs: 'flex-start', md: 'flex-end' },
            gridColumn: { xs: '1 / -1', md: 'auto' },
          }}
        >
          <Button
            size="small"
            variant="outlined"
            color="success"
            startIcon={<Check />}
            onClick={() => onDecide('approved')}
          >
            Approve
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<Close />}
            onClick={() => onDecide('rejected')}
          >
            Reject
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

/** The visit the check names: its care card (opening the job card) and day, when known. */
function VisitNamed({ exception: e, onOpenCard }: Omit<RowProps, 'onDecide'>) {
  if (!e.careCardNumber && !e.day) return null;
  const day = e.day ? dayText(e.day) : null;
  const cardId = e.jobCardId;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {e.careCardNumber && cardId !== null ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onOpenCard(cardId)}
          sx={{ fontWeight: 500, textAlign: 'left', verticalAlign: 'baseline' }}
        >
          {e.careCardNumber}
        </Link>
      ) : (
        e.careCardNumber
      )}
      {e.careCardNumber && day ? ', ' : ''}
      {day}
    </Typography>
  );
}
