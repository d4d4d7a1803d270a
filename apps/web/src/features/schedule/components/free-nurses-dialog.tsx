import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState, type FormEvent } from 'react';
import {
  NURSE_JOB_SHIFTS,
  STATIONS,
  WHOLE_DAY,
  daysOfCare,
  shiftOfCard,
  type FreeNurse,
  type JobCard,
  type NurseJobShift,
} from '@app/contract';
import { DateField } from '../../../components/date-field';
import { JobStatusChip } from '../../../components/job-status-chip';
import { SearchPicker } from '../../../components/search-picker';
import { isWholeDate } from '../../../lib/typed-date';
import { useFreeNurses, type FreeNursesAsk } from '../api/get-free-nurses';
import { jobCardSearchQueryOptions } from '../api/search-job-cards';
import { bookingDaysText, daysOfCard } from '../card-days';
import { FreeNurseList } from './free-nurse-list';

/** What "Book" hands the screen: the nurse, and the card, days and shift searched for. */
export type BookRequest = {
  nurse: FreeNurse;
  jobId: number;
  care_card_number: string;
  client_name: string;
  start_date: string;
  duration: number;
  shift: NurseJobShift;
};

/** Days from start to end, both counted: 2 to 6 December is 5 days (issue 37). */
export const daysBetween = daysOfCare;

const cardLabel = (card: JobCard) => `${card.care_card_number} · ${card.client_name}`;
const isFinal = (card: JobCard) => card.status === 'cancelled' || card.status === 'completed';
const noField = { name: 'jobId', ref: () => undefined, onBlur: () => undefined };

type FreeNursesDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The first day offered (the week or month shown, or today). */
  initialDate: string;
  onBook: (request: BookRequest) => void;
};

/**
 * "Find free nurses": the days, shift, job card and station asked for, and
 * the approved, active nurses licensed through the last day with no clashing
 * job, best rated and nearest the card first; each may be booked.
 */
export function FreeNursesDialog({ open, onClose, initialDate, onBook }: FreeNursesDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="free-nurses-title"
    >
      <DialogTitle id="free-nurses-title">Find free nurses</DialogTitle>
      {open ? <FreeNursesSearch initialDate={initialDate} onBook={onBook} /> : null}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function FreeNursesSearch({
  initialDate,
  onBook,
}: Pick<FreeNursesDialogProps, 'initialDate' | 'onBook'>) {
  const [start, setStart] = useState(initialDate);
  const [end, setEnd] = useState(initialDate);
  const [shift, setShift] = useState<NurseJobShift>(WHOLE_DAY);
  const [card, setCard] = useState<JobCard | null>(null);
  const [station, setStation] = useState('');
  const [asked, setAsked] = useState<FreeNursesAsk | null>(null);
  const [problem, setProblem] = useState('');
  const answer = useFreeNurses(asked);
  // The days last filled in (the first offered, or a card's): a card replaces only these.
  const filled = useRef({ start: initialDate, end: initialDate });
  const pickCard = (next: JobCard | null) => {
    setCard(next);
    if (!next) return;
    // The card's own shift, as the job dialog takes it; its days of care (issue 37).
    setShift(shiftOfCard(next.shifts));
    const days = daysOfCard(next, { start, end }, filled.current);
    if (!days) return;
    filled.current = days;
    setStart(days.start);
    setEnd(days.end);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!start || !end) return setProblem('Choose the first and the last day');
    if (!isWholeDate(start) || !isWholeDate(end)) return setProblem('Correct the days above');
    if (end < start) return setProblem('The last day is before the first');
    if (daysBetween(start, end) > 366) return setProblem('Choose at most a year');
    setProblem('');
    setAsked({
      start_date: start,
      end_date: end,
      shift,
      jobId: card?.id,
      station: (station || undefined) as FreeNursesAsk['station'],
    });
  };

  return (
    <DialogContent>
      <Box
        component="form"
        aria-label="Free nurse search"
        onSubmit={submit}
        noValidate
        sx={{
          display: 'grid',
          gap: 2,
          pt: 1,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DateField
          label="First day"
          value={start}
          onChange={setStart}
          keepTyped
          required
          size="small"
        />
        <DateField
          label="Last day"
          value={end}
          onChange={setEnd}
          keepTyped
          min={isWholeDate(start) ? start : undefined}
          required
          size="small"
        />
        <TextField
          select
          size="small"
          label="Shift"
          value={shift}
          onChange={(event) => setShift(event.target.value as NurseJobShift)}
        >
          {NURSE_JOB_SHIFTS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Station"
          value={station}
          onChange={(event) => setStation(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any</MenuItem>
          {STATIONS.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SearchPicker
            label="Job card (optional)"
            field={noField}
            size="small"
            helperText="Nearest nurses first; needed to book"
            value={card}
            onChange={pickCard}
            search={jobCardSearchQueryOptions}
            optionLabel={cardLabel}
            optionDisabled={isFinal}
            noOptionsText={(term) =>
              term ? 'No job card found' : 'Type a card number, client or patient name'
            }
            optionSx={{ display: 'flex', gap: 1.5 }}
            renderOption={(option) => (
              <>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                  {cardLabel(option)}
                </Typography>
                <JobStatusChip status={option.status} />
              </>
            )}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button type="submit" variant="contained">
            Search
          </Button>
          {problem ? (
            <Typography role="alert" variant="body2" color="error">
              {problem}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Box sx={{ mt: 2 }} aria-live="polite">
        {asked?.jobId && card ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {bookingDaysText(asked.start_date, asked.end_date)}
          </Typography>
        ) : null}
        <FreeNurseList
          rows={asked ? answer.data?.rows : undefined}
          more={answer.data?.more ?? false}
          loading={asked !== null && answer.isPending}
          error={answer.error}
          canBook={!!asked?.jobId && !!card}
          onBook={(nurse) =>
            card &&
            asked &&
            onBook({
              nurse,
              jobId: card.id,
              care_card_number: card.care_card_number,
              client_name: card.client_name,
              start_date: asked.start_date,
              duration: daysBetween(asked.start_date, asked.end_date),
              shift: asked.shift,
            })
          }
        />
      </Box>
    </DialogContent>
  );
}
