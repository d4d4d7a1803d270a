import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AuditEntry, Staff } from '@app/contract';
import { LogEntryLines, logWhenColumn } from '../../../components/log-entry-lines';
import type { Column } from '../../../components/paged-table';
import { changeLine, changesOf } from '../audit-summary';
import { actionLabel, areaLabel } from '../labels';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A staff account's e-mail names its record better than its id. */
export const recordName = (entry: AuditEntry, staff: Staff[]) =>
  entry.entity === 'staff_user' ? staff.find((s) => s.id === entry.entityId)?.email : undefined;

/** The record: a known name, a number, or the start of a long id (all of it in Details). */
function recordText(entry: AuditEntry, staff: Staff[]): string {
  const name = recordName(entry, staff);
  if (name) return name;
  if (!entry.entityId) return '—';
  return UUID.test(entry.entityId) ? `${entry.entityId.slice(0, 8)}…` : entry.entityId;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

function DetailsButton({ entry, onOpen }: { entry: AuditEntry; onOpen: (e: AuditEntry) => void }) {
  return (
    <Button
      size="small"
      aria-label={`Details of entry ${entry.id}`}
      onClick={(event) => {
        // The row opens the same dialog; one opening is enough.
        event.stopPropagation();
        onOpen(entry);
      }}
    >
      Details
    </Button>
  );
}

/** The audit table's columns; a phone gets three (when, what, details). */
export function auditColumns(
  staff: Staff[],
  onOpen: (entry: AuditEntry) => void,
  phone: boolean,
): Column<AuditEntry>[] {
  // A phone lets the time go under the date, leaving room for what happened.
  const when = logWhenColumn<AuditEntry>(phone);
  const details: Column<AuditEntry> = {
    key: 'details',
    header: 'Details',
    align: 'right',
    render: (e) => <DetailsButton entry={e} onOpen={onOpen} />,
  };
  if (phone) {
    return [
      when,
      {
        key: 'what',
        header: 'What',
        render: (e) => (
          <LogEntryLines
            what={`${actionLabel(e.action)} · ${areaLabel(e.entity)} ${recordText(e, staff)}`}
            who={e.actorEmail ?? 'System'}
          />
        ),
      },
      details,
    ];
  }
  return [
    when,
    { key: 'who', header: 'Who', render: (e) => e.actorEmail ?? 'System' },
    {
      key: 'action',
      header: 'Action',
      render: (e) => <span style={nowrap}>{actionLabel(e.action)}</span>,
    },
    {
      key: 'entity',
      header: 'Area',
      render: (e) => <span style={nowrap}>{areaLabel(e.entity)}</span>,
    },
    { key: 'record', header: 'Record', render: (e) => recordText(e, staff) },
    {
      key: 'changes',
      header: 'Before → after',
      render: (e) => (
        <Typography
          variant="body2"
          noWrap
          title={changeLine(changesOf(e.summary)) || undefined}
          sx={{ maxWidth: 200 }}
        >
          {changeLine(changesOf(e.summary)) || '—'}
        </Typography>
      ),
    },
    details,
  ];
}
