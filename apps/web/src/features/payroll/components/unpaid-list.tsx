import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import {
  formatPhone,
  formatUGX,
  nurseJobSpanText,
  type UnpaidJob,
  type UnpaidNurse,
} from '@app/contract';
import { Money } from '../../../components/money';
import { paths } from '../../../config/paths';
import { stationLabel } from '../labels';
import {
  daysNeedDecision,
  isPayable,
  nurseChoice,
  unpayableReason,
  type Selection,
} from '../selection';

type UnpaidListProps = {
  nurses: readonly UnpaidNurse[];
  selected: Selection;
  onToggleNurse: (nurse: UnpaidNurse) => void;
  onToggleJob: (jobId: number) => void;
};

/**
 * Completed, unpaid nurse jobs grouped by nurse (issue 25): each nurse with
 * the number pay goes to and their total, each job with its days, daily rate
 * and what a batch pays. A nurse's box chooses all their payable jobs; each
 * job has its own. Issue 37: each job says how many days were verified; one
 * with a day no ADMIN decided on (or with every day rejected) cannot be
 * chosen. Stacked, so a phone needs no sideways scroll.
 */
export function UnpaidList({ nurses, selected, onToggleNurse, onToggleJob }: UnpaidListProps) {
  return (
    <Box
      component="ul"
      aria-label="Unpaid jobs by nurse"
      sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {nurses.map((nurse) => (
        <NurseGroup
          key={nurse.nurseId}
          nurse={nurse}
          selected={selected}
          onToggleNurse={onToggleNurse}
          onToggleJob={onToggleJob}
        />
      ))}
    </Box>
  );
}

type NurseGroupProps = Omit<UnpaidListProps, 'nurses'> & { nurse: UnpaidNurse };

function NurseGroup({ nurse, selected, onToggleNurse, onToggleJob }: NurseGroupProps) {
  const choice = nurseChoice(nurse, selected);
  const headingId = `unpaid-nurse-${nurse.nurseId}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, flexWrap: 'wrap' }}>
        <Checkbox
          checked={choice === 'all'}
          indeterminate={choice === 'some'}
          disabled={!nurse.jobs.some(isPayable)}
          onChange={() => onToggleNurse(nurse)}
          slotProps={{ input: { 'aria-label': `All jobs of ${nurse.name}` } }}
        />
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {nurse.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatPhone(nurse.msisdn)} ·{' '}
            {nurse.mobileMoney ? 'mobile money number' : 'phone number'}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', ml: 'auto' }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            <Money amount={nurse.total} />
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {nurse.jobs.length === 1 ? '1 job' : `${nurse.jobs.length} jobs`}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Box component="ul" aria-label={`Jobs of ${nurse.name}`} sx={{ m: 0, p: 0 }}>
        {nurse.jobs.map((job) => (
          <JobRow
            key={job.id}
            job={job}
            checked={selected.has(job.id)}
            onToggle={() => onToggleJob(job.id)}
          />
        ))}
      </Box>
    </Paper>
  );
}

function JobRow({
  job,
  checked,
  onToggle,
}: {
  job: UnpaidJob;
  checked: boolean;
  onToggle: () => void;
}) {
  const why = unpayableReason(job);
  const whyId = `unpaid-job-${job.id}-why`;
  const { proof } = job;
  const short = proof.payAmount !== job.amount;
  const box = (
    <Checkbox
      size="small"
      checked={checked && !why}
      disabled={!!why}
      onChange={onToggle}
      slotProps={{
        input: {
          'aria-label': `Job ${job.careCardNumber}`,
          ...(why ? { 'aria-describedby': whyId } : {}),
        },
      }}
    />
  );
  return (
    <Box
      component="li"
      aria-label={`Job ${job.careCardNumber}`}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        px: 1,
        py: 0.5,
        pl: { xs: 1, sm: 4 },
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {why ? (
        <Tooltip title={why}>
          {/* a disabled box gets no pointer events: the tooltip hangs on its wrapper */}
          <span>{box}</span>
        </Tooltip>
      ) : (
        box
      )}
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {job.careCardNumber}
          {job.clientName ? ` · ${job.clientName}` : ''}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {nurseJobSpanText(job.startDate, job.days)} · {stationLabel(job.station)}
        </Typography>
        <JobProof job={job} />
      </Box>
      <Box sx={{ flex: '0 1 auto', textAlign: 'right', ml: 'auto' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          <Money amount={proof.payAmount} />
        </Typography>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {short ? `${proof.payDays} of ${daysText(job.days)}` : daysText(job.days)} ×{' '}
          {formatUGX(job.rate)}/day
        </Typography>
        {short ? (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            instead of{' '}
            <s>
              <Money amount={job.amount} />
            </s>
          </Typography>
        ) : null}
      </Box>
      {why ? (
        <Typography
          id={whyId}
          variant="caption"
          sx={{ flex: '1 1 100%', color: 'text.secondary', pl: { xs: 0, sm: 5 } }}
        >
          {why}
        </Typography>
      ) : null}
    </Box>
  );
}

const daysText = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * Issue 37: how many of the job's days the nurse proved (checked in and
 * out), the decided ones, and a link to decide the days still open.
 */
function JobProof({ job }: { job: UnpaidJob }) {
  const { proof } = job;
  const required = job.days - proof.notRequired;
  if (required <= 0) return null;
  const also = [
    proof.approved ? `${proof.approved} approved without proof` : null,
    proof.rejected ? `${proof.rejected} rejected (not paid)` : null,
    proof.notRequired ? `${proof.notRequired} before proof was required` : null,
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
      <Typography variant="caption">
        {proof.checked} of {daysText(job.days)} verified
        {also.length ? ` · ${also.join(' · ')}` : ''}
      </Typography>
      {proof.open ? (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<WarningAmber />}
          label={daysNeedDecision(proof.open)}
          component={RouterLink}
          to={paths.visitDays}
          clickable
        />
      ) : null}
    </Box>
  );
}
