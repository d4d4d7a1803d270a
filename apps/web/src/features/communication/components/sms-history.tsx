import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { messageHistoryQuerySchema } from '@app/contract';
import { PagedTable } from '../../../components/paged-table';
import { tableQueryState } from '../../../components/list-status';
import { useDebounced } from '../../../lib/use-debounced';
import { useMessages } from '../api/get-messages';
import type { MessageFilter } from '../api/sms-keys';
import { historyColumns, phoneHistoryColumns } from './sms-history-columns';
import {
  DEFAULT_HISTORY_FILTER,
  SmsHistoryFilters,
  type HistoryFilterValues,
} from './sms-history-filters';

export const MESSAGES_PAGE = 10;
/** Typing a name pauses this long before the history asks. */
const NAME_DEBOUNCE_MS = 300;

/** The filters as the API reads them; a value it would refuse is left out. */
export function messageFilter(values: HistoryFilterValues): MessageFilter {
  const parsed = messageHistoryQuerySchema.safeParse({
    channel: values.channel === 'all' ? undefined : values.channel,
    result: values.result || undefined,
    delivery: values.delivery || undefined,
    q: values.q.trim() || undefined,
  });
  if (!parsed.success) return { channel: values.channel === 'all' ? undefined : values.channel };
  const { channel, result, delivery, q } = parsed.data;
  return { channel, result, delivery, q };
}

/**
 * The history of every message, push and SMS (issue 24), newest first, 10 a
 * page: SMS by default, filterable by result, delivery report and name. While
 * a message on the page may still change (queued, sending, awaiting its
 * delivery report) the page asks again every 10 s, so the report shows
 * without a reload.
 */
export function SmsHistory() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [values, setValues] = useState(DEFAULT_HISTORY_FILTER);
  const q = useDebounced(values.q, NAME_DEBOUNCE_MS);
  const query = useMessages(messageFilter({ ...values, q }), page, MESSAGES_PAGE);

  const change = (next: Partial<HistoryFilterValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setPage(0);
  };

  return (
    <Box component="section" aria-labelledby="sms-history-title">
      <Typography id="sms-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Sent messages
      </Typography>
      <SmsHistoryFilters value={values} onChange={change} />
      <PagedTable
        aria-label="Sent messages"
        columns={phone ? phoneHistoryColumns : historyColumns}
        rows={query.data?.rows ?? []}
        count={query.data?.count ?? 0}
        page={page}
        rowsPerPage={MESSAGES_PAGE}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        {...tableQueryState(query)}
      />
    </Box>
  );
}
