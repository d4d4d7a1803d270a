import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from '@app/contract';
import type { Column } from './paged-table';

/**
 * When a log entry happened: one line on a wide screen; a phone lets the
 * time go under the date (a table cell's line is otherwise one line, cut).
 */
export function LogWhen({ at, phone }: { at: string | Date; phone: boolean }) {
  return <span style={{ whiteSpace: phone ? 'normal' : 'nowrap' }}>{formatDateTime(at)}</span>;
}

/** A log's When column (the audit log, the access log). */
export function logWhenColumn<T extends { at: string | Date }>(phone: boolean): Column<T> {
  return { key: 'at', header: 'When', render: (entry) => <LogWhen at={entry.at} phone={phone} /> };
}

/**
 * A log entry on a phone, in one cell: what was done, any further line (the
 * person it was about), then who did it in small grey. Every line wraps
 * (long e-mails, ids, addresses) rather than being cut to the table cell's
 * one line or widening the table past the screen.
 */
export function LogEntryLines({
  what,
  who,
  children,
}: {
  what: ReactNode;
  who: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{what}</Typography>
      {children}
      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {who}
      </Typography>
    </Box>
  );
}
