import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatPhone, type MessageRecord } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { ColorChip } from '../../../components/status-chip';
import type { Column } from '../../../components/paged-table';
import { CHANNEL_LABELS, eventLabel, messageStatus } from '../sms-labels';
import { TimeText } from './time-text';

const caption = { display: 'block', color: 'text.secondary' } as const;
const NONE = '—';
/** A message longer than this shows its start, with More to read it all. */
export const SHORT_MESSAGE = 90;

/** The message, cut to its start when long: the whole text on hover (title) or with More. */
function MessageText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const chars = [...text];
  const long = chars.length > SHORT_MESSAGE;
  return (
    <Box sx={{ minWidth: 160, maxWidth: 360, overflowWrap: 'anywhere' }}>
      <span title={long ? text : undefined}>
        {long && !open ? `${chars.slice(0, SHORT_MESSAGE).join('').trimEnd()}…` : text}
      </span>
      {long ? (
        <Link
          component="button"
          type="button"
          variant="caption"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          sx={{ ml: 0.5, verticalAlign: 'baseline' }}
        >
          {open ? 'Less' : 'More'}
        </Link>
      ) : null}
    </Box>
  );
}

/**
 * A message's status: the delivery report when one came, otherwise our result;
 * a failure or rejection shows the gateway's reason under it, and a message
 * waiting to be tried again how often it was tried.
 */
export function MessageStatus({ row }: { row: MessageRecord }) {
  const { text, color } = messageStatus(row);
  const refused =
    row.result === 'failed' || row.delivery === 'Failed' || row.delivery === 'Rejected';
  return (
    <Box sx={{ minWidth: 80, maxWidth: 200, overflowWrap: 'anywhere' }}>
      <ColorChip label={text} color={color} />
      {refused && row.reason ? (
        <Typography variant="caption" sx={{ display: 'block', mt: 0.5, color: 'error.main' }}>
          {row.reason}
        </Typography>
      ) : null}
      {row.gatewayMessageId && row.result === 'sent' && row.gateway !== 'outbox' ? (
        // The gateway's own id, to find the message in its dashboard (issue 24);
        // an outbox id means nothing outside the server, so it is left out.
        <Typography
          variant="caption"
          title="The gateway's id of this message"
          sx={{ ...caption, mt: 0.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {row.gatewayMessageId}
        </Typography>
      ) : null}
      {row.result === 'queued' && row.attempts > 0 ? (
        <Typography variant="caption" sx={{ ...caption, mt: 0.5 }}>
          Tried {row.attempts} {row.attempts === 1 ? 'time' : 'times'}, trying again
        </Typography>
      ) : null}
    </Box>
  );
}

/** The person (or everyone, for a push to the topic). */
const toName = (row: MessageRecord) =>
  row.recipientKind === 'all' ? 'Everyone' : (row.recipientName ?? NONE);

/** An automatic message names its event; a send by staff, who sent it. */
export const senderText = (row: MessageRecord) =>
  row.kind === 'automatic' && row.event
    ? `Automatic: ${eventLabel(row.event)}`
    : (row.sentByName ?? NONE);

const when: Column<MessageRecord> = {
  key: 'when',
  header: 'When',
  render: (row) => (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <DateText value={row.createdAt} />
      <Typography component="span" variant="caption" sx={caption}>
        <TimeText value={row.createdAt} />
      </Typography>
    </Box>
  ),
};

const status: Column<MessageRecord> = {
  key: 'status',
  header: 'Status',
  render: (row) => <MessageStatus row={row} />,
};

const cost = (row: MessageRecord) => (row.costUgx === null ? NONE : <Money amount={row.costUgx} />);

/** Every fact of a message, one column each (the box scrolls sideways when narrower). */
export const historyColumns: Column<MessageRecord>[] = [
  when,
  {
    key: 'to',
    header: 'To',
    render: (row) => (
      <Box sx={{ minWidth: 110, overflowWrap: 'anywhere' }}>
        {toName(row)}
        {row.phone ? (
          <Typography variant="caption" sx={{ ...caption, whiteSpace: 'nowrap' }}>
            {formatPhone(row.phone)}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  { key: 'message', header: 'Message', render: (row) => <MessageText text={row.message} /> },
  { key: 'channel', header: 'Channel', render: (row) => CHANNEL_LABELS[row.channel] },
  status,
  { key: 'segments', header: 'Parts', align: 'right', render: (row) => row.segments ?? NONE },
  { key: 'cost', header: 'Cost', align: 'right', render: cost },
  {
    key: 'sentBy',
    header: 'Sent by',
    render: (row) => <Box sx={{ minWidth: 90 }}>{senderText(row)}</Box>,
  },
];

/** On a phone: three columns, the person, channel, parts, cost and sender under the message. */
export const phoneHistoryColumns: Column<MessageRecord>[] = [
  when,
  {
    key: 'message',
    header: 'Message',
    render: (row) => (
      <Box sx={{ overflowWrap: 'anywhere' }}>
        <Box sx={{ fontWeight: 500 }}>
          {toName(row)}
          {row.phone ? (
            <>
              {' · '}
              {/* a number never breaks across lines */}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatPhone(row.phone)}
              </Box>
            </>
          ) : null}
        </Box>
        <MessageText text={row.message} />
        <Typography variant="caption" sx={caption}>
          {CHANNEL_LABELS[row.channel]}
          {row.segments === null ? '' : ` · ${row.segments} SMS`} · {cost(row)}
        </Typography>
        <Typography variant="caption" sx={caption}>
          {row.kind === 'automatic' ? senderText(row) : `Sent by ${senderText(row)}`}
        </Typography>
      </Box>
    ),
  },
  status,
];
