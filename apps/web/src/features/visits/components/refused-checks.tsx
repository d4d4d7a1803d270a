import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { SectionTabs } from '../../../components/section-tabs';
import { ListNotice } from '../../../components/list-notice';
import { tableQueryState } from '../../../components/list-status';
import { useSession } from '../../../lib/session';
import type { ExceptionsState } from '../api/exception-keys';
import { useVisitExceptions } from '../api/get-visit-exceptions';
import { usePageParam, useStateParam } from './exception-params';
import type { JobCardDialogPart } from './job-card-part';
import { RefusedCheckDialog, type DecidingCheck } from './refused-checks-dialog';
import { RefusedCheckRow } from './refused-checks-row';

/** Refused checks a page. */
export const REFUSED_PAGE = 20;

const TABS = [
  { key: 'open', label: 'Needs a decision' },
  { key: 'decided', label: 'Decided' },
] as const satisfies readonly { key: ExceptionsState; label: string }[];

const EMPTY: Record<ExceptionsState, string> = {
  open: 'No refused check needs a decision.',
  decided: 'No refused check was decided yet.',
};

const countText = (state: ExceptionsState, n: number) => {
  const checks = n === 1 ? '1 refused check' : `${n} refused checks`;
  if (state === 'decided') return `${checks} decided`;
  return `${checks} ${n === 1 ? 'needs' : 'need'} a decision`;
};

/**
 * Issue 37, Refused checks: a check-in or out from an unknown phone, for
 * another nurse's visit, outside the visit's days or sent twice is refused
 * (the sender got an SMS saying why) and kept here, newest first, for an
 * ADMIN to approve or reject once, saying why. Other staff read them and
 * call the sender. The second section of Visit exceptions; ?state= and
 * ?page= keep the list and page.
 */
export function RefusedChecks({ JobCardDialog }: { JobCardDialog: JobCardDialogPart }) {
  const admin = useSession()?.user.role === 'ADMIN';
  const [state, setState] = useStateParam(TABS, 'open');
  const [page, setPage] = usePageParam();
  const query = useVisitExceptions({
    state,
    offset: (page - 1) * REFUSED_PAGE,
    limit: REFUSED_PAGE,
  });
  const status = tableQueryState(query);
  const [card, setCard] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<DecidingCheck | null>(null);
  const rows = query.data?.rows ?? [];
  const count = query.data?.count ?? 0;
  const pages = Math.ceil(count / REFUSED_PAGE);
  // The last page emptied (decided here or elsewhere): show the page that is now last.
  const beyond = !query.isPlaceholderData && !!query.data && rows.length === 0 && page > pages;
  useEffect(() => {
    if (beyond) setPage(pages);
  }, [beyond, pages, setPage]);

  return (
    <Box
      component="section"
      aria-labelledby="refused-checks-title"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box>
        <Typography id="refused-checks-title" variant="h6" component="h3">
          Refused checks
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '80ch' }}>
          A check-in or check-out from a phone that is not a nurse&apos;s, for another nurse&apos;s
          visit, on a day that is not the visit&apos;s, or sent twice is refused, and the sender
          gets an SMS saying why. An ADMIN approves or rejects each, once, with the reason. The pay
          of a day is decided in Days without proof.
        </Typography>
      </Box>
      {admin ? null : (
        <Alert severity="info">
          An ADMIN decides these checks. Call the sender to ask what happened, and tell an ADMIN.
        </Alert>
      )}
      <SectionTabs
        id="refused-checks"
        tabs={TABS}
        value={state}
        onChange={setState}
        label="Refused checks"
        variant="standard"
        panelSx={{ display: 'grid', gap: 1.5 }}
      >
        {status.loading ? <LinearProgress aria-label="Loading refused checks" /> : null}
        <ListNotice offline={status.offline} error={status.error} onRetry={status.onRetry} />
        {query.data ? (
          <Typography variant="body2" aria-live="polite">
            {countText(state, count)}
          </Typography>
        ) : null}
        {query.data && count === 0 ? (
          <Paper variant="outlined" sx={{ p: 2, color: 'text.secondary' }}>
            {EMPTY[state]}
          </Paper>
        ) : null}
        {rows.length ? (
          <Box
            component="ul"
            aria-label={state === 'open' ? 'Refused checks needing a decision' : 'Decided checks'}
            aria-busy={status.loading}
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              opacity: status.loading ? 0.5 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {rows.map((exception) => (
              <RefusedCheckRow
                key={exception.id}
                exception={exception}
                onOpenCard={setCard}
                onDecide={admin ? (decision) => setDeciding({ exception, decision }) : undefined}
              />
            ))}
          </Box>
        ) : null}
        {pages > 1 ? (
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_event, next) => setPage(next)}
            siblingCount={0}
            aria-label="Pages of refused checks"
            sx={{ justifySelf: 'center' }}
          />
        ) : null}
      </SectionTabs>
      <RefusedCheckDialog deciding={deciding} onClose={() => setDeciding(null)} />
      <JobCardDialog jobCardId={card} onClose={() => setCard(null)} />
    </Box>
  );
}
