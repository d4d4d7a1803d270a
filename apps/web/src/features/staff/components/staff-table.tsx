import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MSG, type Staff, formatDateTime } from '@app/contract';
import { EmailText } from '../../../components/email-text';
import { StaffRowActions, type StaffAction } from './staff-row-actions';
import { ActiveChip, RoleChip } from './staff-role-chips';

type StaffTableProps = {
  rows: Staff[];
  selfId: string | undefined;
  loading: boolean;
  onAction: (action: StaffAction, staff: Staff) => void;
};

const HEADERS = ['Name', 'E-mail', 'Role', 'Status', 'Last sign-in', 'Live sessions', 'Actions'];

/** The staff accounts; on a phone the table scrolls sideways. */
export function StaffTable({ rows, selfId, loading, onAction }: StaffTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Staff accounts" aria-busy={loading}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell
                key={header}
                align={header === 'Live sessions' || header === 'Actions' ? 'right' : 'left'}
                sx={{
                  fontWeight: 600,
                  whiteSpace: header === 'Live sessions' ? 'normal' : 'nowrap',
                }}
              >
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((staff) => {
            const self = staff.id === selfId;
            return (
              <TableRow key={staff.id} hover>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {self ? `${staff.name} (you)` : staff.name}
                </TableCell>
                <TableCell>
                  <EmailText email={staff.email} />
                </TableCell>
                <TableCell>
                  <RoleChip role={staff.role} />
                </TableCell>
                <TableCell>
                  <ActiveChip active={staff.active} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {staff.lastLoginAt ? formatDateTime(staff.lastLoginAt) : 'Never'}
                </TableCell>
                <TableCell align="right">{staff.activeSessions}</TableCell>
                <TableCell align="right" sx={{ py: 0, pr: 1 }}>
                  <StaffRowActions staff={staff} self={self} onAction={onAction} />
                </TableCell>
              </TableRow>
            );
          })}
          {rows.length === 0 && !loading ? (
            <TableRow>
              <TableCell colSpan={HEADERS.length} align="center" sx={{ color: 'text.secondary' }}>
                {MSG.noData}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
