import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import type { Notification } from '@app/contract';
import { DateText } from '../../../components/date-text';
import { PagedTable, type Column } from '../../../components/paged-table';
import { tableQueryState } from '../../../components/list-status';
import { useNotifications } from '../api/get-notifications';
import {
  CATEGORY_LABELS,
  CLICK_TARGET_LABELS,
  GATEWAY_LABELS,
  MESSAGE_TYPE_LABELS,
  RECEIVER_TYPE_LABELS,
  labelOf,
} from '../labels';
import { ResultChip } from './result-chip';
import { TimeText } from './time-text';

export const HISTORY_PAGE = 10;

const noWrap = { whiteSpace: 'nowrap' } as const;
const caption = { display: 'block', color: 'text.secondary' } as const;
const NONE = '—';

const date: Column<Notification> = {
  key: 'createdAt',
  header: 'Date',
  render: (row) => (
    <Box component="span" sx={noWrap}>
      <DateText value={row.createdAt} />
      <Typography component="span" variant="caption" sx={caption}>
        <TimeText value={row.createdAt} />
      </Typography>
    </Box>
  ),
};
/** 'global' for everyone; otherwise the person, and whether a customer or a nurse. */
const receiverText = (row: Notification) =>
  row.receiverType === 'all'
    ? row.receiver
    : `${row.receiver} (${RECEIVER_TYPE_LABELS[row.receiverType]})`;

const categoryText = (row: Notification) => labelOf(CATEGORY_LABELS, row.category);
const clickTargetText = (row: Notification) =>
  labelOf(CLICK_TARGET_LABELS, row.click_action) || NONE;
const labelText = (row: Notification) => row.label || NONE;
/** A send by the system (the demo seed) or by an account no longer known has no name. */
const senderText = (row: Notification) => row.sentByName ?? NONE;

const result: Column<Notification> = {
  key: 'result',
  header: 'Result',
  render: (row) => (
    <ResultChip result={row.result} gateway={row.gateway} error={row.gatewayError} />
  ),
};

/** What went out: title, message, then its category, the screen it opens and its label. */
const details = (row: Notification) => (
  <Typography variant="caption" sx={caption}>
    {categoryText(row)} · opens {clickTargetText(row)} · label {labelText(row)}
  </Typography>
);
const notification = (more?: (row: Notification) => ReactNode): Column<Notification> => ({
  key: 'notification',
  header: 'Notification',
  render: (row) => (
    <Box sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
      <Box sx={{ fontWeight: 500 }}>{row.title}</Box>
      <Box>{row.message}</Box>
      {details(row)}
      {more?.(row)}
    </Box>
  ),
});

/**
 * Every fact of a send, in six columns, so the result shows at 1280 px
 * without scrolling (the box scrolls sideways when narrower).
 */
const columns: Column<Notification>[] = [
  date,
  notification(),
  {
    key: 'receiver',
    header: 'Sent to',
    render: (row) => (
      <Box sx={{ minWidth: 110 }}>
        {MESSAGE_TYPE_LABELS[row.messageType]}
        <Typography variant="caption" sx={caption}>
          {receiverText(row)}
        </Typography>
      </Box>
    ),
  },
  { key: 'sentBy', header: 'Sent by', render: (row) => senderText(row) },
  result,
  { key: 'gateway', header: 'Gateway', render: (row) => labelOf(GATEWAY_LABELS, row.gateway) },
];

/** On a phone: the same facts in three columns, all but the result under the message. */
const phoneColumns: Column<Notification>[] = [
  date,
  notification((row) => (
    <>
      <Typography variant="caption" sx={caption}>
        {MESSAGE_TYPE_LABELS[row.messageType]} · {receiverText(row)} ·{' '}
        {labelOf(GATEWAY_LABELS, row.gateway)}
      </Typography>
      <Typography variant="caption" sx={caption}>
        Sent by {senderText(row)}
      </Typography>
    </>
  )),
  result,
];

/** Sent notifications, newest first, 10 a page, with each send's result (ruling 24). */
export function NotificationHistory() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const query = useNotifications(page, HISTORY_PAGE);
  return (
    <Box component="section" aria-labelledby="history-title">
      <Typography id="history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Sent notifications
      </Typography>
      <PagedTable
        aria-label="Sent notifications"
        columns={phone ? phoneColumns : columns}
        rows={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        rowsPerPage={HISTORY_PAGE}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        {...tableQueryState(query)}
      />
    </Box>
  );
}
