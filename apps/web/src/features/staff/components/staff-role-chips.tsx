import Chip from '@mui/material/Chip';
import type { Staff } from '@app/contract';
import { StatusChip } from '../../../components/status-chip';

/** The role of an account as a chip: ADMIN filled, STAFF outlined. */
export function RoleChip({ role }: { role: Staff['role'] }) {
  return (
    <Chip
      size="small"
      label={role}
      color={role === 'ADMIN' ? 'primary' : 'default'}
      variant={role === 'ADMIN' ? 'filled' : 'outlined'}
    />
  );
}

/** Active (green) or Inactive (grey). */
export function ActiveChip({ active }: { active: boolean }) {
  return <StatusChip kind="accountStatus" value={active ? 'Active' : 'Inactive'} />;
}
