import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOUNT_STATUSES, type AccountStatus, type Nurse } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusChip } from '../../../components/status-chip';
import { isBookable, nurseStatusLine } from '../nurse-status-line';
import { useAccountStatus, useApproval, type Question } from './use-nurse-actions';

type Asked = { question: Question | null; busy: boolean; confirm: () => void; cancel: () => void };

/** The question of an access-changing move, naming the nurse (issue 21). */
function ActionConfirm({ question, busy, confirm, cancel }: Asked) {
  return (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      text={question?.text}
      confirmLabel={question?.confirmLabel}
      danger={question?.danger}
      busy={busy}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}

/**
 * The one line that says where the nurse stands (issue 38): her approval and
 * her account, and what the two mean for booking her.
 */
export function NurseStatusLine({ nurse }: { nurse: Nurse }) {
  return (
    <Typography
      variant="body2"
      data-testid="nurse-status-line"
      sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, mt: 0.5 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          alignSelf: 'center',
          bgcolor: isBookable(nurse) ? 'success.main' : 'warning.main',
        }}
      />
      <span>{nurseStatusLine(nurse)}</span>
    </Typography>
  );
}

/** The approval's one control: Approve when not verified, Unapprove when verified (SPEC 4). */
export function ApprovalButton({ nurse }: { nurse: Nurse }) {
  const approval = useApproval(nurse);
  return (
    <>
      <Button
        variant={nurse.verified ? 'outlined' : 'contained'}
        color={nurse.verified ? 'warning' : 'primary'}
        size="small"
        disabled={approval.busy}
        onClick={() => approval.setVerified(!nurse.verified)}
      >
        {nurse.verified ? 'Unapprove' : 'Approve'}
      </Button>
      <ActionConfirm {...approval} />
    </>
  );
}

/** The account's one control: Active, Blocked or Suspended; Blocked shows in red (SPEC 4). */
export function AccountStatusSelect({ nurse }: { nurse: Nurse }) {
  const account = useAccountStatus(nurse);
  const { setStatus, busy } = account;
  return (
    <>
      <TextField
        select
        size="small"
        label="Account status"
        value={nurse.blocked_user.status}
        disabled={busy}
        onChange={(event) => setStatus(event.target.value as AccountStatus)}
        slotProps={{
          select: {
            renderValue: (value) => <StatusChip kind="accountStatus" value={String(value)} />,
          },
        }}
        sx={{ minWidth: 160 }}
      >
        {ACCOUNT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            <StatusChip kind="accountStatus" value={status} />
          </MenuItem>
        ))}
      </TextField>
      <ActionConfirm {...account} />
    </>
  );
}
