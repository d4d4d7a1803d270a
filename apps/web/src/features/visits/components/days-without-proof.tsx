import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { tableQueryState } from '../../../components/list-status';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useOpenDays } from '../api/get-open-days';
import type { DaysState } from '../api/proof-keys';
import { DecisionListSection } from './decision-list-section';
import { DayDecisionDialog, type Deciding } from './days-without-proof-dialog';
import { DayRow } from './days-without-proof-row';
import { useStateParam } from './exception-params';
import type { JobCardDialogPart } from './job-card-part';

const TABS = [
  { key: 'open', label: 'Needs a decision' },
  { key: 'decided', label: 'Decided' },
] as const satisfies readonly { key: DaysState; label: string }[];

const EMPTY: Record<DaysState, string> = {
  open: 'No day needs a decision: every day of the completed, unpaid jobs has its check-in and out or a decision.',
  decided: 'No day of a completed, unpaid job was decided yet.',
};

const countText = (state: DaysState, n: number) => {
  const days = n === 1 ? '1 day' : `${n} days`;
  if (state === 'decided') return `${days} decided, not yet paid`;
  return n === 1 ? '1 day needs a decision' : `${days} need a decision`;
};

/**
 * Issue 37, Days without proof: payroll pays the days a nurse checked in and
 * out; a completed job's day without both waits here until an ADMIN approves
 * it (paid) or rejects it (not paid), saying why. Until then the job cannot go
 * into a payout batch. Other staff see the days and who to call. The first
 * section of Visit exceptions; its list is ?state=.
 */
export function DaysWithoutProof({ JobCardDialog }: { JobCardDialog: JobCardDialogPart }) {
  const admin = useSession()?.user.role === 'ADMIN';
  const [state, setState] = useStateParam(TABS, 'open');
  const query = useOpenDays(state);
  const status = tableQueryState(query);
  const [card, setCard] = useState<number | null>(null);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const days = query.data ?? [];

  return (
    <DecisionListSection
      id="days-without-proof"
      title="Days without proof"
      intro={
        <>
          Payroll pays the days a nurse checked in and out. A day of a completed job without both is
          approved (paid) or rejected (not paid) by an ADMIN, with the reason, before the job can go
          into a payout batch in{' '}
          <Link component={RouterLink} to={paths.financePayroll}>
            Payroll
          </Link>
          .
        </>
      }
      admin={admin}
      notAdmin="An ADMIN decides these days. Call the nurse to ask what happened, and tell an ADMIN."
      tabs={TABS}
      state={state}
      onState={setState}
      status={status}
      count={query.data ? days.length : undefined}
      countText={countText(state, days.length)}
      empty={EMPTY[state]}
      listLabel={state === 'open' ? 'Days needing a decision' : 'Decided days'}
      rows={days.map((day) => (
        <DayRow
          key={`${day.nurseJobId}-${day.day}`}
          day={day}
          onOpenCard={setCard}
          onDecide={admin ? (decision) => setDeciding({ day, decision }) : undefined}
        />
      ))}
    >
      <DayDecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
      <JobCardDialog jobCardId={card} onClose={() => setCard(null)} />
    </DecisionListSection>
  );
}
