import HowToReg from '@mui/icons-material/HowToReg';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import PersonOff from '@mui/icons-material/PersonOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { STAFF_MESSAGES, type Role, type Staff } from '@app/contract';

export type StaffAction = 'role' | 'active' | 'password' | 'sessions';

export const otherRole = (role: Role): Role => (role === 'ADMIN' ? 'STAFF' : 'ADMIN');

type ActionButtonProps = {
  label: string;
  tooltip: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
};

function ActionButton({ label, tooltip, disabled = false, onClick, children }: ActionButtonProps) {
  return (
    <Tooltip title={tooltip} describeChild>
      {/* A disabled button takes no pointer events: the span keeps its tooltip. */}
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

type StaffRowActionsProps = {
  staff: Staff;
  /** The signed-in admin's own row: it cannot be deactivated. */
  self: boolean;
  onAction: (action: StaffAction, staff: Staff) => void;
};

/** A row's actions: change role, deactivate / reactivate, reset password, end sessions. */
export function StaffRowActions({ staff, self, onAction }: StaffRowActionsProps) {
  const to = otherRole(staff.role);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <ActionButton
        label={`Change role of ${staff.name} to ${to}`}
        tooltip={`Change role to ${to}`}
        onClick={() => onAction('role', staff)}
      >
        <ManageAccounts fontSize="small" />
      </ActionButton>
      {staff.active ? (
        <ActionButton
          label={`Deactivate ${staff.name}`}
          tooltip={self ? STAFF_MESSAGES.self : 'Deactivate'}
          disabled={self}
          onClick={() => onAction('active', staff)}
        >
          <PersonOff fontSize="small" />
        </ActionButton>
      ) : (
        <ActionButton
          label={`Reactivate ${staff.name}`}
          tooltip="Reactivate"
          onClick={() => onAction('active', staff)}
        >
          <HowToReg fontSize="small" />
        </ActionButton>
      )}
      <ActionButton
        label={`Reset password of ${staff.name}`}
        tooltip="Reset password"
        onClick={() => onAction('password', staff)}
      >
        <LockReset fontSize="small" />
      </ActionButton>
      <ActionButton
        label={`End all sessions of ${staff.name}`}
        tooltip="End all sessions"
        onClick={() => onAction('sessions', staff)}
      >
        <Logout fontSize="small" />
      </ActionButton>
    </Box>
  );
}
