import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatPhone,
  formatUGX,
  type UnpaidJob,
  type UnpaidNurse,
} from '@app/contract';
import { Money } from '../../../components/money';
import { stationLabel } from '../labels';
import { nurseChoice, type Selection } from '../selection';

type UnpaidListProps = {
  nurses: readonly UnpaidNurse[];
  selected: Selection;
  onToggleNurse: (nurse: UnpaidNurse) => void;
  onToggleJob: (jobId: number) => void;
};

/**
 * Completed, unpaid nurse jobs grouped by nurse (issue 25): each nurse with
 * the number pay goes to and their total, each job with its days, daily rate
 * and amount. A nurse's box chooses all their jobs; each job has its own.
 * Stacked, so a phone needs no sideways scroll.
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
      <Checkbox
        size="small"
        checked={checked}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': `Job ${job.careCardNumber}` } }}
      />
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {job.careCardNumber}
          {job.clientName ? ` · ${job.clientName}` : ''}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatDate(job.startDate)} to {formatDate(job.endDate)} · {stationLabel(job.station)}
        </Typography>
      </Box>
      <Box sx={{ flex: '0 1 auto', textAlign: 'right', ml: 'auto' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          <Money amount={job.amount} />
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {job.days === 1 ? '1 day' : `${job.days} days`} × {formatUGX(job.rate)}/day
        </Typography>
      </Box>
    </Box>
  );
}
