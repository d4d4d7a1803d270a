import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useId } from 'react';
import { jobStartProblem, type JobCard, type JobStatus } from '@app/contract';
import { ActionNotes, withNotes } from '../../../components/action-notes';
import { isFinal, statusActions } from '../job-status';

type JobCardActionsProps = {
  card: JobCard;
  busy: boolean;
  downloading: boolean;
  onStatus: (status: JobStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
  onPrint: () => void;
  onDownload: () => void;
};

const ACTION_COLORS: Partial<Record<JobStatus, 'primary' | 'error' | 'success'>> = {
  ongoing: 'primary',
  cancelled: 'error',
  completed: 'success',
};

const group = { display: 'flex', flexWrap: 'wrap', gap: 1 } as const;

/**
 * The dialog's buttons (SPEC 4, ruling 27): the status moves allowed now,
 * Print once no move is left; the care card PDF, Edit and Delete Job always.
 * Start and Complete Job are greyed out before the card's start date, the
 * contract's reason written below them (issue 36).
 * On a phone the status moves come first, where the thumb is.
 */
export function JobCardActions(props: JobCardActionsProps) {
  const { card, busy, downloading, onStatus, onEdit, onDelete, onPrint, onDownload } = props;
  const noteId = useId();
  const { actions, notes } = withNotes(statusActions(card.status), noteId, (status) =>
    jobStartProblem(status, card.start_date),
  );
  return (
    <DialogActions
      disableSpacing
      sx={{ flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, px: 3, py: 2 }}
    >
      <Box sx={group}>
        <Button color="error" startIcon={<Delete />} onClick={onDelete} disabled={busy}>
          Delete Job
        </Button>
        <Button startIcon={<Edit />} onClick={onEdit} disabled={busy}>
          Edit
        </Button>
        <Button startIcon={<Download />} onClick={onDownload} disabled={downloading}>
          Download care card
        </Button>
      </Box>
      <Box sx={{ ...group, order: { xs: -1, sm: 0 }, ml: 'auto' }}>
        {actions.map((action) => (
          <Button
            key={action.status}
            variant={action.status === 'cancelled' ? 'outlined' : 'contained'}
            color={ACTION_COLORS[action.status] ?? 'primary'}
            onClick={() => onStatus(action.status)}
            disabled={busy || action.note !== null}
            aria-describedby={action.note?.id}
          >
            {action.label}
          </Button>
        ))}
        {isFinal(card.status) ? (
          <Button variant="contained" startIcon={<Print />} onClick={onPrint}>
            Print
          </Button>
        ) : null}
      </Box>
      <ActionNotes notes={notes} sx={{ order: { xs: -1, sm: 0 }, textAlign: { sm: 'right' } }} />
    </DialogActions>
  );
}
