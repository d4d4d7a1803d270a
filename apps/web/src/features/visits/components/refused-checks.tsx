import Pagination from '@mui/material/Pagination';
import { useEffect, useState } from 'react';
import { tableQueryState } from '../../../components/list-status';
import { useSession } from '../../../lib/session';
import type { ExceptionsState } from '../api/exception-keys';
import { useVisitExceptions } from '../api/get-visit-exceptions';
import { DecisionListSection } from './decision-list-section';
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
    <DecisionListSection
      id="refused-checks"
      title="Refused checks"
      intro={
        <>
          A check-in or check-out from a phone that is not a nurse&apos;s, for another nurse&apos;s
          visit, on a day that is not the visit&apos;s, or sent twice is refused, and the sender
          gets an SMS saying why. An ADMIN approves or rejects each, once, with the reason. The pay
          of a day is decided in Days without proof.
        </>
      }
      admin={admin}
      notAdmin="An ADMIN decides these checks. Call the sender to ask what happened, and tell an ADMIN."
      tabs={TABS}
      state={state}
      onState={setState}
      status={status}
      count={query.data ? count : undefined}
      countText={countText(state, count)}
      empty={EMPTY[state]}
      listLabel={state === 'open' ? 'Refused checks needing a decision' : 'Decided checks'}
      rows={rows.map((exception) => (
        <RefusedCheckRow
          key={exception.id}
          exception={exception}
          onOpenCard={setCard}
          onDecide={admin ? (decision) => setDeciding({ exception, decision }) : undefined}
        />
      ))}
      pager={
        pages > 1 ? (
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_event, next) => setPage(next)}
            siblingCount={0}
            aria-label="Pages of refused checks"
            sx={{ justifySelf: 'center' }}
          />
        ) : null
      }
    >
      <RefusedCheckDialog deciding={deciding} onClose={() => setDeciding(null)} />
      <JobCardDialog jobCardId={card} onClose={() => setCard(null)} />
    </DecisionListSection>
  );
}
