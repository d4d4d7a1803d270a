import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ACCOUNT_STATUSES, type AccountStatus, type Nurse } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusChip } from '../../../components/status-chip';
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

/** Approved / Active, or Pending approval / Inactive (SPEC 4). */
export function ApprovalChip({ verified }: { verified: boolean }) {
  return verified ? (
    <Chip size="small" color="success" label="Approved · Active" />
  ) : (
    <Chip size="small" color="warning" label="Pending approval · Inactive" />
  );
}

/** Approve when not verified, Unapprove when verified. */
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

/** The profile state as a dropdown: Approved or Pending approval. */
export function ApprovalSelect({ nurse }: { nurse: Nurse }) {
  const approval = useApproval(nurse);
  return (
    <>
      <TextField
        select
        size="small"
        label="Profile state"
        value={nurse.verified ? 'approved' : 'pending'}
        disabled={approval.busy}
        onChange={(event) => approval.setVerified(event.target.value === 'approved')}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="approved">Approved</MenuItem>
        <MenuItem value="pending">Pending approval</MenuItem>
      </TextField>
      <ActionConfirm {...approval} />
    </>
  );
}

/** The account status dropdown of the header; BLOCKED shows in red. */
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

/** The account status as a menu button (the Profile tab). */
export function AccountStatusMenu({ nurse }: { nurse: Nurse }) {
  const account = useAccountStatus(nurse);
  const { setStatus, busy } = account;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = nurse.blocked_user.status;
  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDown />}
        disabled={busy}
        aria-label={`Account status ${current}, change`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ px: 0.5 }}
      >
        <StatusChip kind="accountStatus" value={current} />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ACCOUNT_STATUSES.map((status) => (
          <MenuItem
            key={status}
            selected={status === current}
            onClick={() => {
              setAnchor(null);
              setStatus(status);
            }}
          >
            {status}
          </MenuItem>
        ))}
      </Menu>
      <ActionConfirm {...account} />
    </>
  );
}
