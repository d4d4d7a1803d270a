import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { MSG, type Staff, formatDateTime } from '@app/contract';
import { EmailText } from '../../../components/email-text';
import { StaffRowActions, type StaffAction } from './staff-row-actions';
import { ActiveChip, RoleChip } from './staff-role-chips';

type StaffCardsProps = {
  rows: Staff[];
  selfId: string | undefined;
  loading: boolean;
  onAction: (action: StaffAction, staff: Staff) => void;
};

/** The staff accounts on a phone: one card each, its actions at hand. */
export function StaffCards({ rows, selfId, loading, onAction }: StaffCardsProps) {
  if (rows.length === 0 && !loading) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}>
        {MSG.noData}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Staff accounts" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((staff) => (
        <Card component="li" key={staff.id} variant="outlined" sx={{ p: 1.5, mb: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h3" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {staff.id === selfId ? `${staff.name} (you)` : staff.name}
            </Typography>
            <RoleChip role={staff.role} />
            <ActiveChip active={staff.active} />
          </Box>
          <Typography variant="body2">
            <EmailText email={staff.email} />
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            Last sign-in: {staff.lastLoginAt ? formatDateTime(staff.lastLoginAt) : 'Never'} · Live
            sessions: {staff.activeSessions}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <StaffRowActions staff={staff} self={staff.id === selfId} onAction={onAction} />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
