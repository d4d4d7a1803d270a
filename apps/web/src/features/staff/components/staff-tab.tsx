import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { Staff } from '@app/contract';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useStaffList } from '../api/get-staff';
import { StaffActionConfirm, type PendingAction } from './staff-action-confirm';
import type { StaffAction } from './staff-row-actions';
import { StaffCards } from './staff-cards';
import { StaffTable } from './staff-table';
import { ResetPasswordDialog } from './reset-password-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';

// Loads when first opened: the screen opens without it.
const AddStaffDialog = lazyDialog(() => import('./add-staff-dialog').then((m) => m.AddStaffDialog));

/** Admin > Staff: the accounts, Add staff, and each row's actions (ruling 4). */
export function StaffTab() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const session = useSession();
  const selfId = session?.user.id;
  const list = useStaffList();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [resetting, setResetting] = useState<Staff | null>(null);

  const act = (action: StaffAction, staff: Staff) => {
    if (action === 'password') setResetting(staff);
    else setPending({ action, staff });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Staff management
        </Typography>
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setAdding(true)}>
          Add staff
        </Button>
      </Box>
      {list.isPending ? <LinearProgress aria-label="Loading staff accounts" /> : null}
      {list.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {phone ? (
        <StaffCards
          rows={list.data ?? []}
          selfId={selfId}
          loading={list.isPending}
          onAction={act}
        />
      ) : (
        <StaffTable
          rows={list.data ?? []}
          selfId={selfId}
          loading={list.isPending}
          onAction={act}
        />
      )}
      <AddStaffDialog open={adding} onClose={() => setAdding(false)} />
      <ResetPasswordDialog staff={resetting} onClose={() => setResetting(null)} />
      <StaffActionConfirm pending={pending} selfId={selfId} onClose={() => setPending(null)} />
    </Box>
  );
}
