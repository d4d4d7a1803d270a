import NotificationsActive from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import {
  VISIT_CHANNEL_LABELS,
  formatPhone,
  ugandaClock,
  type TodayVisit,
  type VisitCheck,
} from '@app/contract';
import { VisitStateChip } from './visit-state-chip';

const clock = (iso: string) => ugandaClock(new Date(iso));

/**
 * One grid for the header and the rows: a table's columns at 1280 px, a
 * stacked card on a phone (state and shift on top, then who and the checks).
 */
export const ROW_GRID = {
  display: 'grid',
  columnGap: 2,
  rowGap: 1,
  alignItems: 'start',
  gridTemplateColumns: {
    xs: 'auto minmax(0, 1fr)',
    md: '8.5rem minmax(0, 1.1fr) minmax(0, 1.4fr) 7.5rem minmax(0, 1fr)',
  },
  gridTemplateAreas: {
    xs: '"state shift" "nurse nurse" "customer customer" "checks checks"',
    md: '"state nurse customer shift checks"',
  },
} as const;

/** A cell's name, shown on a phone only (the header names the columns on a wide screen). */
function Cell({ area, label, children }: { area: string; label: string; children: ReactNode }) {
  return (
    <Box sx={{ gridArea: area, minWidth: 0 }}>
      <Typography
        variant="caption"
        component="div"
        sx={{ display: { xs: 'block', md: 'none' }, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** A name with its phone as a tap-to-call link. */
function Person({ name, phone }: { name: string; phone: string | null }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {phone ? (
        <Link
          href={`tel:${phone}`}
          variant="body2"
          aria-label={`Call ${name} on ${formatPhone(phone)}`}
        >
          {formatPhone(phone)}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No phone
        </Typography>
      )}
    </>
  );
}

function CheckLine({ label, check }: { label: string; check: VisitCheck }) {
  const where = check.distanceM === null ? '' : ` · ${check.distanceM} m away`;
  return (
    <Typography variant="body2">
      {label} {clock(check.at)} · {VISIT_CHANNEL_LABELS[check.channel]}
      {where}
    </Typography>
  );
}

function Checks({ visit }: { visit: TodayVisit }) {
  if (!visit.checkIn && !visit.checkOut) {
    const overdue = visit.state === 'late' || visit.state === 'missed';
    return (
      <Typography
        variant="body2"
        sx={{
          color: overdue
            ? `${visit.state === 'late' ? 'warning' : 'error'}.dark`
            : 'text.secondary',
        }}
      >
        {overdue ? 'No check-in' : `Late from ${clock(visit.lateAt)}`}
      </Typography>
    );
  }
  return (
    <>
      {visit.checkIn ? <CheckLine label="In" check={visit.checkIn} /> : null}
      {visit.checkOut ? <CheckLine label="Out" check={visit.checkOut} /> : null}
    </>
  );
}

/** When the coordinator was alerted (of the newest kind), or nothing. */
function AlertSent({ visit }: { visit: TodayVisit }) {
  const at = visit.alerts.missed ?? visit.alerts.late;
  if (!at) return null;
  return (
    <Typography
      variant="caption"
      component="div"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'text.secondary' }}
    >
      <NotificationsActive aria-hidden fontSize="inherit" />
      Alerted {clock(at)}
    </Typography>
  );
}

export type VisitRowProps = {
  visit: TodayVisit;
  /** Opens the visit's job card; without it the card number is plain text. */
  onOpenCard?: (jobId: number) => void;
};

/** One visit of the board. */
/**
 * One visit of the board. The board asks again every 1.5 s and its answer's
 * clock (`now`) changes each time; a visit that did not change keeps its
 * object (TanStack Query's structural sharing), so only changed rows redraw.
 */
export const VisitRow = memo(function VisitRow({ visit, onOpenCard }: VisitRowProps) {
  return (
    <Box
      component="li"
      data-state={visit.state}
      sx={{
        ...ROW_GRID,
        py: 1.5,
        px: { xs: 1.5, md: 0 },
        // a card on a phone, a ruled row on a wide screen
        borderStyle: 'solid',
        borderColor: 'divider',
        borderWidth: { xs: 1, md: '1px 0 0 0' },
        borderRadius: { xs: 1, md: 0 },
      }}
    >
      <Box sx={{ gridArea: 'state' }}>
        <VisitStateChip state={visit.state} />
        <AlertSent visit={visit} />
      </Box>
      <Cell area="nurse" label="Nurse">
        <Person name={visit.nurse.name} phone={visit.nurse.phone} />
        {visit.remindedAt ? (
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
            Reminder SMS {clock(visit.remindedAt)}
          </Typography>
        ) : null}
      </Cell>
      <Cell area="customer" label="Customer">
        <Person name={visit.customer.name} phone={visit.customer.phone} />
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {onOpenCard ? (
            <Link
              component="button"
              type="button"
              variant="caption"
              onClick={() => onOpenCard(visit.jobId)}
              aria-label={`Open job card ${visit.careCardNumber}`}
            >
              {visit.careCardNumber}
            </Link>
          ) : (
            visit.careCardNumber
          )}
          {visit.address ? ` · ${visit.address}` : ''}
        </Typography>
      </Cell>
      <Box sx={{ gridArea: 'shift', textAlign: { xs: 'right', md: 'left' } }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {visit.shift} shift
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {clock(visit.expectedStart)}–{clock(visit.expectedEnd)}
        </Typography>
      </Box>
      <Cell area="checks" label="Checks">
        <Checks visit={visit} />
      </Cell>
    </Box>
  );
});
