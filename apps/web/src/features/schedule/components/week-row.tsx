import ErrorIcon from '@mui/icons-material/Error';
import Help from '@mui/icons-material/Help';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, type CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import { addDays, formatName, labelFor, type ScheduleRow } from '@app/contract';
import { pathTo } from '../../../config/paths';
import { dayLabel } from '../dates';
import { JobBlock } from './job-block';

/** Every nurse row is this tall (px): only the rows in view are in the page. */
export const ROW_HEIGHT = 60;
/** The nurse column's width and a day column's least width (px): the grid scrolls sideways below. */
export const NURSE_COLUMN = { xs: 132, sm: 184 };
export const DAY_MIN = 88;
export const gridColumns = {
  xs: `${NURSE_COLUMN.xs}px repeat(7, minmax(${DAY_MIN}px, 1fr))`,
  sm: `${NURSE_COLUMN.sm}px repeat(7, minmax(${DAY_MIN}px, 1fr))`,
};

/** The nurse column's cell, header or row: it stays put while the days scroll sideways. */
export const nurseCellSx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
  px: 1,
  display: 'flex',
} as const;

/** The small licence mark beside a name: expiring, expired or none on record. */
function LicenceIcon({ nurse }: { nurse: ScheduleRow['nurse'] }) {
  const { licence_state: state, licence_expiry: expiry } = nurse;
  const sx = { fontSize: 16, flexShrink: 0 };
  if (state === 'expired')
    return (
      <ErrorIcon
        color="error"
        sx={sx}
        titleAccess={`Licence expired on ${expiry ? dayLabel(expiry) : '—'}`}
      />
    );
  if (state === 'expiring')
    return (
      <WarningAmber
        color="warning"
        sx={sx}
        titleAccess={`Licence expires on ${expiry ? dayLabel(expiry) : '—'}`}
      />
    );
  if (state === 'missing')
    return <Help sx={{ ...sx, color: 'text.secondary' }} titleAccess="No licence on record" />;
  return null;
}

type WeekRowProps = {
  row: ScheduleRow;
  days: string[];
  today: string;
  /** Its place among all rows (1 is the header), for aria-rowindex. */
  index: number;
  style: CSSProperties;
};

/** One nurse's week: the name (to the profile) and seven day cells with the jobs of each day. */
export const WeekRow = memo(function WeekRow({ row, days, today, index, style }: WeekRowProps) {
  const { nurse, jobs } = row;
  const name = formatName(nurse.first_name, nurse.last_name);
  const inactive = nurse.account_status !== 'ACTIVE';
  return (
    <Box
      role="row"
      aria-rowindex={index}
      style={style}
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        display: 'grid',
        gridTemplateColumns: gridColumns,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        role="rowheader"
        aria-colindex={1}
        sx={{
          ...nurseCellSx,
          minWidth: 0,
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={pathTo.nurse(nurse.id)}
            variant="body2"
            underline="hover"
            noWrap
            sx={{ fontWeight: 500, minWidth: 0 }}
          >
            {name}
          </Link>
          <LicenceIcon nurse={nurse} />
        </Box>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
          {nurse.care_number}
          {inactive ? ` · ${labelFor('accountStatus', nurse.account_status).toLowerCase()}` : ''}
        </Typography>
      </Box>
      {days.map((day, i) => {
        const next = addDays(day, 1);
        const onDay = jobs.filter((job) => job.start_date < next && job.end_date > day);
        // Named by its column's header (the day) and its row's (the nurse), as a grid's cells are.
        return (
          <Box
            key={day}
            role="gridcell"
            aria-colindex={i + 2}
            data-day={day}
            sx={{
              display: 'grid',
              gridTemplateRows: 'minmax(0, 1fr) minmax(0, 1fr)',
              gridAutoColumns: 'minmax(0, 1fr)',
              gridAutoFlow: 'column',
              gap: '2px',
              py: '3px',
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: day === today ? 'action.hover' : undefined,
              minWidth: 0,
            }}
          >
            {onDay.map((job) => (
              <JobBlock key={job.id} job={job} day={day} nurseId={nurse.id} />
            ))}
          </Box>
        );
      })}
    </Box>
  );
});
