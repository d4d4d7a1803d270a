import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  labelFor,
  nurseJobDaysText,
  type JobCard,
  type JobStatus,
  type NurseJob,
  type OpenNurseJobChoice,
} from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { nurseJobStatusLabel } from '../job-status';

export type FinalMove = 'cancelled' | 'completed';
export const isFinalMove = (status: JobStatus): status is FinalMove =>
  status === 'cancelled' || status === 'completed';

/** What Cancel Job and Complete Job ask, naming the card (issue 21). */
const FINAL_MOVE_TEXTS: Record<
  FinalMove,
  (card: JobCard) => {
    title: string;
    text: string;
    confirmLabel: string;
    cancelLabel: string;
    danger: boolean;
  }
> = {
  cancelled: (card) => ({
    title: `Cancel job card ${card.care_card_number}?`,
    text: `${labelFor('service', card.service)} for ${card.client_name}. A cancelled job cannot be started or completed again.`,
    confirmLabel: 'Cancel Job',
    cancelLabel: 'Keep job',
    danger: true,
  }),
  completed: (card) => ({
    title: `Complete job card ${card.care_card_number}?`,
    text: `${labelFor('service', card.service)} for ${card.client_name}. A completed job cannot be started or cancelled again.`,
    confirmLabel: 'Complete Job',
    cancelLabel: 'Not yet',
    danger: false,
  }),
};

type Choice = { value: OpenNurseJobChoice; label: string; hint: string };
const END_AS_WORKED =
  'Jobs already under way end today and their days worked are paid; jobs not started yet are cancelled.';
const CANCEL_ALL = 'Every open job is cancelled, under way or not: no more days are paid.';

/**
 * Issue 37: what happens to the card's open nurse jobs, the move's own
 * reading first. 'complete' ends the started ones (days worked paid) and
 * cancels the others; 'cancel' cancels them all.
 */
const CHOICES: Record<FinalMove, Choice[]> = {
  completed: [
    { value: 'complete', label: "Complete the nurses' jobs too", hint: END_AS_WORKED },
    { value: 'cancel', label: "Cancel the nurses' jobs instead", hint: CANCEL_ALL },
  ],
  cancelled: [
    { value: 'cancel', label: "Cancel the nurses' jobs too", hint: CANCEL_ALL },
    { value: 'complete', label: 'End them as worked so far', hint: END_AS_WORKED },
  ],
};

type FinalMoveDialogProps = {
  /** The move asked about; null keeps the question closed. */
  move: FinalMove | null;
  card: JobCard;
  /** The card's pending and ongoing nurse jobs: with none, the question stays a plain confirm. */
  openJobs: NurseJob[];
  busy: boolean;
  /** With open nurse jobs, the choice made for them; without, nothing. */
  onConfirm: (move: FinalMove, choice?: OpenNurseJobChoice) => void;
  onCancel: () => void;
};

/** Cancel Job and Complete Job ask first; with open nurse jobs they name them and ask what happens to them. */
export function FinalMoveDialog({ move, card, openJobs, ...rest }: FinalMoveDialogProps) {
  const titleId = useId();
  const shown = move ?? 'completed';
  if (openJobs.length === 0) {
    return (
      <ConfirmDialog
        open={move !== null}
        {...FINAL_MOVE_TEXTS[shown](card)}
        busy={rest.busy}
        onConfirm={() => move && rest.onConfirm(move)}
        onCancel={rest.onCancel}
      />
    );
  }
  return (
    <Dialog
      open={move !== null}
      onClose={rest.busy ? undefined : rest.onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      {/* A new question each time: no choice carried over from the last one. */}
      <OpenJobsQuestion
        key={shown}
        move={shown}
        card={card}
        openJobs={openJobs}
        titleId={titleId}
        {...rest}
      />
    </Dialog>
  );
}

type QuestionProps = Omit<FinalMoveDialogProps, 'move'> & { move: FinalMove; titleId: string };

function OpenJobsQuestion(props: QuestionProps) {
  const { move, card, openJobs, titleId, busy, onConfirm, onCancel } = props;
  const texts = FINAL_MOVE_TEXTS[move](card);
  const [choice, setChoice] = useState<OpenNurseJobChoice | null>(null);
  const labelId = useId();
  const n = openJobs.length;
  return (
    <>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{texts.text}</DialogContentText>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {n === 1 ? 'It has an open nurse job:' : `It has ${n} open nurse jobs:`}
        </Typography>
        <Box component="ul" aria-label="Open nurse jobs" sx={{ mt: 0.5, mb: 2, pl: 3 }}>
          {openJobs.map((job) => (
            <Typography component="li" variant="body2" key={job.id}>
              {job.nurse_name}: {nurseJobStatusLabel(job.status).toLowerCase()},{' '}
              {nurseJobDaysText(job.start_date, job.duration)}
            </Typography>
          ))}
        </Box>
        <FormControl component="fieldset" required>
          <FormLabel component="legend" id={labelId}>
            What happens to {n === 1 ? 'this job' : 'these jobs'}?
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={choice ?? ''}
            onChange={(event) => setChoice(event.target.value as OpenNurseJobChoice)}
          >
            {CHOICES[move].map((c) => (
              <FormControlLabel
                key={c.value}
                value={c.value}
                disabled={busy}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <>
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{ display: 'block', fontWeight: 500 }}
                    >
                      {c.label}
                    </Typography>
                    <Typography
                      variant="caption"
                      component="span"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {c.hint}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {texts.cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={texts.danger ? 'error' : 'primary'}
          onClick={() => choice && onConfirm(move, choice)}
          disabled={busy || choice === null}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {texts.confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}
