import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DAY_PROOFS,
  DAY_PROOF_LABELS,
  VISIT_PROOF_MESSAGES,
  dayDecisionSchema,
  formatUGX,
  type OpenDay,
} from '@app/contract';
import { FormDialog } from '../../../components/form-dialog';
import { useDecideDay } from '../api/decide-day';
import { useJobDays } from '../api/get-job-days';
import { DecisionForm, type Decision } from './decision-form';
import { dayText, proofText } from './days-without-proof-row';

/** The day being decided and how; null keeps the dialog closed. */
export type Deciding = { day: OpenDay; decision: Decision };

type Props = { deciding: Deciding | null; onClose: () => void };

/** An ADMIN approves (paid) or rejects (not paid) a day without proof, saying why. */
export function DayDecisionDialog({ deciding, onClose }: Props) {
  const decide = useDecideDay();
  return (
    <FormDialog
      open={deciding !== null}
      onClose={onClose}
      busy={decide.isPending}
      maxWidth="sm"
      fullScreenOnPhone={false}
    >
      {deciding ? (
        <DecisionForm
          decision={deciding.decision}
          title={`${deciding.decision === 'approved' ? 'Approve' : 'Reject'} ${dayText(deciding.day.day)}?`}
          submitLabel={deciding.decision === 'approved' ? 'Approve day' : 'Reject day'}
          schema={dayDecisionSchema}
          reasonHelp="The nurse and the auditor will read it"
          busy={decide.isPending}
          send={(body) =>
            decide.mutateAsync({ nurseJobId: deciding.day.nurseJobId, day: deciding.day.day, body })
          }
          done={VISIT_PROOF_MESSAGES.decided(deciding.decision)}
          onClose={onClose}
        >
          <DaySummary {...deciding} />
        </DecisionForm>
      ) : null}
    </FormDialog>
  );
}

/** Whose day it is, what proof it has, what the decision does to the pay and the job's days. */
function DaySummary({ day, decision }: Deciding) {
  const proof = proofText(day);
  return (
    <>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {day.nurseName} · {day.careCardNumber}
          {day.clientName ? ` · ${day.clientName}` : ''} · {day.shift} shift
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {proof.title}
          {proof.detail ? ` (${proof.detail})` : ''}
        </Typography>
      </Box>
      <Typography variant="body2">
        {decision === 'approved'
          ? `The day is paid (${formatUGX(day.rate)}) although the nurse did not check in and out.`
          : `The day is not paid: the job pays ${formatUGX(day.rate)} less.`}
      </Typography>
      <JobDaysSummary nurseJobId={day.nurseJobId} />
    </>
  );
}

/** The job's days by proof ("5 checked in and out, 1 no proof: needs a decision"), once loaded. */
function JobDaysSummary({ nurseJobId }: { nurseJobId: number }) {
  const { data } = useJobDays(nurseJobId);
  if (!data) return null;
  const parts = DAY_PROOFS.map((p) => ({ p, n: data.filter((d) => d.proof === p).length }))
    .filter(({ n }) => n > 0)
    .map(({ p, n }) => `${n} ${DAY_PROOF_LABELS[p].toLowerCase()}`);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      This job&apos;s {data.length === 1 ? 'day' : `${data.length} days`}: {parts.join(' · ')}
    </Typography>
  );
}
