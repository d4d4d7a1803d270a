import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { PRIVACY_MESSAGES, type DataSubjectKind, type ErasurePlan } from '@app/contract';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEraseSubject } from '../api/erase-subject';
import { useErasurePlan } from '../api/get-erasure-plan';
import { sameName } from '../labels';
import { ErasureBlockers, ErasureDone, ErasureScope } from './erasure-plan-view';

export type Subject = { kind: DataSubjectKind; id: number };

type EraseDialogProps = {
  open: boolean;
  subject: Subject;
  /** The name the profile shows, for the title until the plan is here. */
  name: string;
  onClose: () => void;
  /** Once erased: the profile reloads to show it. */
  onErased: () => void;
};

/**
 * "Erase personal data" (issue 26, ADMIN): the plan (what is erased, what is
 * kept, or what blocks it), then the person's name typed to confirm; the
 * Erase button waits for it to match as the API compares (case and repeated
 * spaces ignored). Full screen on a phone.
 */
export function EraseDialog({ open, subject, name, onClose, onErased }: EraseDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const erase = useEraseSubject();
  const busy = erase.isPending;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Erase personal data of {name}?
      </DialogTitle>
      {/* The dialog unmounts its content once closed: each opening asks for the plan again. */}
      <EraseSteps subject={subject} erase={erase} onClose={onClose} onErased={onErased} />
    </Dialog>
  );
}

type EraseStepsProps = {
  subject: Subject;
  erase: ReturnType<typeof useEraseSubject>;
  onClose: () => void;
  onErased: () => void;
};

function EraseSteps({ subject, erase, onClose, onErased }: EraseStepsProps) {
  const plan = useErasurePlan(subject.kind, subject.id, true);
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const busy = erase.isPending;
  const ready = plan.data && !plan.data.erasedAt && plan.data.blockers.length === 0;
  const matches = ready ? sameName(typed, plan.data.name) : false;

  const confirm = (current: ErasurePlan) =>
    erase.mutate(
      { ...subject, confirmName: typed },
      {
        onSuccess: () => {
          toast.success(PRIVACY_MESSAGES.erased(current.name));
          onClose();
          onErased();
        },
        // Something blocks it now (or it was done meanwhile): the plan says what.
        onError: (error) => {
          if (isApiError(error) && error.status === 409) void plan.refetch();
        },
      },
    );

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {plan.isError ? (
          <Alert severity="error">{errorMessage(plan.error)}</Alert>
        ) : !plan.data ? (
          <Box aria-busy="true" aria-label="Loading what would be erased">
            <Skeleton variant="rounded" height={160} />
          </Box>
        ) : plan.data.erasedAt ? (
          <ErasureDone plan={plan.data} />
        ) : plan.data.blockers.length > 0 ? (
          <ErasureBlockers plan={plan.data} />
        ) : (
          <>
            <ErasureScope plan={plan.data} />
            <Typography variant="body2" id={hintId} sx={{ overflowWrap: 'anywhere' }}>
              This cannot be undone. To confirm, type the full name:{' '}
              <Box component="strong">{plan.data.name}</Box>
            </Typography>
            <TextField
              label="Full name"
              required
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                if (erase.isError) erase.reset();
              }}
              autoComplete="off"
              fullWidth
              disabled={busy}
              slotProps={{ htmlInput: { spellCheck: false, 'aria-describedby': hintId } }}
            />
          </>
        )}
        {erase.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(erase.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {ready ? 'Cancel' : 'Close'}
        </Button>
        {ready ? (
          <Button
            variant="contained"
            color="error"
            disabled={!matches || busy}
            onClick={() => plan.data && confirm(plan.data)}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Erase personal data
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
