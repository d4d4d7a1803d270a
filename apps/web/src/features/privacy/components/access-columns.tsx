import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ACCESS_RECORD_LABELS, type AccessEntry } from '@app/contract';
import { LogEntryLines, logWhenColumn } from '../../../components/log-entry-lines';
import type { Column } from '../../../components/paged-table';
import { profilePath, SUBJECT_KIND_LABELS } from '../labels';

const nowrap = { whiteSpace: 'nowrap' } as const;

const ACTION_LABELS: Record<AccessEntry['action'], string> = { read: 'Read', export: 'Export' };

/** The record: its kind in words, and its id when it has one. */
const recordText = (e: AccessEntry) =>
  e.recordId ? `${ACCESS_RECORD_LABELS[e.record]} ${e.recordId}` : ACCESS_RECORD_LABELS[e.record];

/** The person, linked to her profile; '—' for a bulk export about nobody in particular. */
function PersonLink({ entry }: { entry: AccessEntry }) {
  if (!entry.subjectKind || entry.subjectId === null) return <>—</>;
  const name = entry.subjectName ?? `${SUBJECT_KIND_LABELS[entry.subjectKind]} ${entry.subjectId}`;
  return (
    <Link
      component={RouterLink}
      to={profilePath(entry.subjectKind, entry.subjectId)}
      onClick={(event) => event.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {name}
    </Link>
  );
}

/** The access log's columns; a phone gets two (when, and the rest stacked). */
export function accessColumns(phone: boolean): Column<AccessEntry>[] {
  const when = logWhenColumn<AccessEntry>(phone);
  if (phone) {
    return [
      when,
      {
        key: 'what',
        header: 'What',
        render: (e) => (
          <LogEntryLines
            what={`${ACTION_LABELS[e.action]} · ${recordText(e)}`}
            who={`${e.actorEmail ?? 'System'}${e.ip ? ` · ${e.ip}` : ''}${e.detail ? ` · ${e.detail}` : ''}`}
          >
            {e.subjectKind ? (
              <Typography variant="body2">
                <PersonLink entry={e} />
              </Typography>
            ) : null}
          </LogEntryLines>
        ),
      },
    ];
  }
  return [
    when,
    {
      key: 'who',
      header: 'Staff member',
      render: (e) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {e.actorEmail ?? 'System'}
        </Box>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (e) => <span style={nowrap}>{ACTION_LABELS[e.action]}</span>,
    },
    { key: 'record', header: 'Record', render: recordText },
    { key: 'person', header: 'Person', render: (e) => <PersonLink entry={e} /> },
    {
      key: 'detail',
      header: 'Detail',
      render: (e) => (
        <Typography variant="body2" title={e.detail ?? undefined} noWrap sx={{ maxWidth: 220 }}>
          {e.detail ?? '—'}
        </Typography>
      ),
    },
    { key: 'ip', header: 'Address', render: (e) => e.ip ?? '—' },
  ];
}
