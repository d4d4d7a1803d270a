import { formatDateTime } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { AuditEntry } from '@app/contract';
import { DetailItem } from '../../../components/detail-item';
import { changesOf, fieldLabel } from '../audit-summary';
import { actionLabel, areaLabel } from '../labels';

type AuditDetailsDialogProps = {
  entry: AuditEntry | null;
  /** The record's name where the screen knows it (a staff account's e-mail). */
  recordName?: string;
  onClose: () => void;
};

/** One audit entry: who, what, when, and each recorded field before -> after. */
export function AuditDetailsDialog({ entry, recordName, onClose }: AuditDetailsDialogProps) {
  const id = useId();
  // Keeps the content while the dialog fades out after `entry` is cleared.
  const [shown, setShown] = useState(entry);
  if (entry && entry !== shown) setShown(entry);
  const current = entry ?? shown;
  const changes = current ? changesOf(current.summary) : [];

  return (
    <Dialog open={entry !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={id}>
      <DialogTitle id={id}>
        {current ? `${actionLabel(current.action)} · ${areaLabel(current.entity)}` : ''}
      </DialogTitle>
      {current ? (
        <DialogContent dividers>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
              mb: 2,
            }}
          >
            <DetailItem label="When">{formatDateTime(current.at)}</DetailItem>
            <DetailItem label="Who">{current.actorEmail ?? 'System'}</DetailItem>
            <DetailItem label="Record">
              {[recordName, current.entityId].filter(Boolean).join(' · ')}
            </DetailItem>
            <DetailItem label="IP address">{current.ip}</DetailItem>
          </Box>
          {changes.length ? (
            <Table size="small" aria-label="Changed fields">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>Field</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>Before</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map((change) => (
                  <TableRow key={change.field}>
                    <TableCell component="th" scope="row">
                      {fieldLabel(change.field)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{change.before ?? '—'}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{change.after ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No field changes were recorded for this entry.
            </Typography>
          )}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
