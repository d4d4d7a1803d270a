import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  VISIT_CHANNEL_LABELS,
  VISIT_EXCEPTION_LABELS,
  visitExceptionDecisionSchema,
  type VisitException,
} from '@app/contract';
import { FormDialog } from '../../../components/form-dialog';
import { useDecideVisitException } from '../api/decide-visit-exception';
import { DecisionForm, type Decision } from './decision-form';
import { senderText, whenText } from './refused-checks-row';

/** The refused check being decided and how; null keeps the dialog closed. */
export type DecidingCheck = { exception: VisitException; decision: Decision };

type Props = { deciding: DecidingCheck | null; onClose: () => void };

const DONE: Record<Decision, string> = {
  approved: 'Refused check approved',
  rejected: 'Refused check rejected',
};

/** What the decision means: it is the record of what came; pay is decided on the day. */
const MEANING: Record<Decision, string> = {
  approved:
    'You accept that the message was genuine (a new phone, a typing slip). It records no check-in or check-out: a day without proof is decided in Days without proof.',
  rejected: 'You record that the message was not a genuine check of one of our visits.',
};

/** An ADMIN approves or rejects a refused check, once, saying why. */
export function RefusedCheckDialog({ deciding, onClose }: Props) {
  const decide = useDecideVisitException();
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
          title={`${deciding.decision === 'approved' ? 'Approve' : 'Reject'} the refused check?`}
          submitLabel={deciding.decision === 'approved' ? 'Approve check' : 'Reject check'}
          schema={visitExceptionDecisionSchema}
          reasonHelp="The auditor will read it"
          busy={decide.isPending}
          send={(body) => decide.mutateAsync({ id: deciding.exception.id, body })}
          done={DONE[deciding.decision]}
          onClose={onClose}
        >
          <CheckSummary {...deciding} />
        </DecisionForm>
      ) : null}
    </FormDialog>
  );
}

function CheckSummary({ exception: e, decision }: DecidingCheck) {
  return (
    <>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {senderText(e)}
          {e.careCardNumber ? ` · ${e.careCardNumber}` : ''}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          “{e.text}” by {VISIT_CHANNEL_LABELS[e.channel]}, {whenText(e.at)}:{' '}
          {VISIT_EXCEPTION_LABELS[e.reason]}
        </Typography>
      </Box>
      <Typography variant="body2">{MEANING[decision]}</Typography>
    </>
  );
}
