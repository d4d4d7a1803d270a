import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  DAY_PROOF_LABELS,
  dayMonth,
  dayProofText,
  ugandaClock,
  ugandaDate,
  type VisitDay,
} from '@app/contract';
import { ListNotice } from '../../../components/list-notice';
import { errorMessage } from '../../../lib/api-client';
import type { NurseJobDaysProps } from '../../../lib/nurse-job-days-slot';
import { useJobDays } from '../api/get-job-days';

type Tone = 'plain' | 'quiet' | 'warning' | 'error';
type DayLine = { text: string; tone: Tone };

const clock = (iso: string) => ugandaClock(new Date(iso));

/** The checks a day has, as the pay statement words them: "in 08:05 (sms)". */
const checksOf = (d: VisitDay) =>
  [
    d.checkIn ? `in ${clock(d.checkIn.at)} (${d.checkIn.channel})` : null,
    d.checkOut ? `out ${clock(d.checkOut.at)} (${d.checkOut.channel})` : null,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * A day of care and its proof in words. The API's proof is what pay sees; a
 * day without both checks is told apart by the calendar: to come, today
 * (still under way), or past (on a completed job, waiting for an ADMIN).
 */
export function jobDayLine(d: VisitDay, today: string, completed: boolean): DayLine {
  const checks = checksOf(d);
  if (d.day > today && !checks && !d.decision) return { text: 'To come', tone: 'quiet' };
  if (d.proof === 'checked' || d.decision)
    return { text: dayProofText(d, clock), tone: d.proof === 'rejected' ? 'error' : 'plain' };
  if (d.proof === 'not_required')
    return {
      text: [DAY_PROOF_LABELS.not_required, checks].filter(Boolean).join(' · '),
      tone: 'quiet',
    };
  if (d.day === today)
    return { text: checks ? `${checks}, so far` : 'Not checked in yet', tone: 'plain' };
  if (completed)
    return {
      text: checks ? `${DAY_PROOF_LABELS.open} · ${checks} only` : DAY_PROOF_LABELS.open,
      tone: 'warning',
    };
  return { text: checks ? `${checks} only` : 'No check-in or check-out', tone: 'warning' };
}

const TONE: Record<Tone, string> = {
  plain: 'text.primary',
  quiet: 'text.secondary',
  warning: 'warning.dark',
  error: 'error.main',
};

/**
 * Issue 37, in the job card: a nurse job's days of care, each with its proof
 * ("02-12  in 08:05 (sms), out 20:02 (sms)"), behind "Days and proof" so
 * the card asks for them only when someone looks.
 */
export function JobDaysProof({ nurseJobId, nurseName, completed }: NurseJobDaysProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ '@media print': { display: 'none' } }}>
      <Button
        size="small"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Days and proof: ${nurseName}`}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        sx={{ ml: -0.5 }}
      >
        Days and proof
      </Button>
      <Collapse in={open} unmountOnExit id={id}>
        <JobDays nurseJobId={nurseJobId} nurseName={nurseName} completed={completed} />
      </Collapse>
    </Box>
  );
}

function JobDays({ nurseJobId, nurseName, completed }: NurseJobDaysProps) {
  const query = useJobDays(nurseJobId);
  const today = ugandaDate();
  if (query.isError)
    return <ListNotice error={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">Loading the days…</Typography>
      </Box>
    );
  if (query.data.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 0.5 }}>
        No day of care.
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label={`Days and proof of ${nurseName}`}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pb: 1,
        // Columns read down, then across, as a calendar list does: one on a phone.
        columnWidth: 300,
        columnGap: 24,
      }}
    >
      {query.data.map((d) => {
        const line = jobDayLine(d, today, completed);
        return (
          <Typography
            key={d.day}
            component="li"
            variant="body2"
            sx={{
              display: 'flex',
              gap: 1.5,
              py: 0.125,
              breakInside: 'avoid',
              color: TONE[line.tone],
            }}
          >
            <Box component="span" sx={{ fontWeight: 500, color: 'text.primary', flex: 'none' }}>
              {dayMonth(d.day)}
            </Box>
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {line.text}
            </Box>
          </Typography>
        );
      })}
    </Box>
  );
}
