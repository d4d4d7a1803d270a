import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  JOB_CARD_TIMELINE_LIMIT,
  formatDate,
  ugandaWallClock,
  type JobCardTimelineItem,
  type TimelineKind,
} from '@app/contract';
import { useJobCardTimeline } from '../api/get-job-card-timeline';
import { JobCardSection, SectionState } from './job-card-section';

const KIND_LABELS: Record<TimelineKind, string> = {
  create: 'Created',
  update: 'Edited',
  status: 'Status',
  delete: 'Removed',
  sms: 'SMS',
  other: 'Other',
};

/** "02-12-2026 14:05", Kampala's time. */
function when(at: string): string {
  const clock = ugandaWallClock(new Date(at)).toISOString().slice(11, 16);
  return `${formatDate(at)} ${clock}`;
}

function Event({ item }: { item: JobCardTimelineItem }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', sm: '9.5rem 5.5rem 1fr' },
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: 'baseline',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { border: 0 },
      }}
    >
      <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        <time dateTime={item.at}>{when(item.at)}</time>
      </Typography>
      <Box>
        <Chip
          size="small"
          variant="outlined"
          label={KIND_LABELS[item.kind]}
          color={item.kind === 'sms' ? 'info' : 'default'}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, overflowWrap: 'anywhere' }}
      >
        {item.summary}
      </Typography>
    </Box>
  );
}

/**
 * Issue 37: one list of everything that happened to the card, newest first:
 * its edits and moves, its nurse jobs' and the SMS sent about the visit.
 */
export function JobCardTimeline({ jobCardId }: { jobCardId: number }) {
  const query = useJobCardTimeline(jobCardId);
  const items = query.data;
  return (
    <JobCardSection title="Timeline and SMS" layout="free">
      <SectionState loading="Loading the timeline" query={query} />
      {items && items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nothing is recorded for this card yet.
        </Typography>
      ) : null}
      {items && items.length > 0 ? (
        <>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            Newest first
            {items.length >= JOB_CARD_TIMELINE_LIMIT
              ? `: the latest ${JOB_CARD_TIMELINE_LIMIT} events`
              : null}
          </Typography>
          <Box component="ol" aria-label="Timeline" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item, i) => (
              <Event key={`${item.at}-${i}`} item={item} />
            ))}
          </Box>
        </>
      ) : null}
    </JobCardSection>
  );
}
