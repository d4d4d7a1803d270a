import { useState } from 'react';
import { lazyDialog } from '../../components/lazy-dialog';
import { HomeOverview as Overview } from '../../features/dashboard/components/home-overview';
import { CareDueCard } from '../../features/maternal/components/care-due-card';
import { LateVisitsAlert } from '../../features/visits/components/late-visits-alert';
import { TodaysVisitsCard } from '../../features/visits/components/todays-visits-card';

// The job card opens over Home from a visit's card number; its code loads then.
const JobCardDialog = lazyDialog(() =>
  import('../../features/jobcards/components/job-card-dialog').then(
    (m) =>
      function JobCard(props: { open: boolean; jobCardId: number | null; onClose: () => void }) {
        return <m.JobCardDialog jobCardId={props.jobCardId} onClose={props.onClose} />;
      },
  ),
);

/**
 * Home (`/`): the overview, with the count of late and missed visits at the
 * top, and under the figures the contacts and vaccines due (issue 42) and
 * Today's visits (issue 37). It gathers four areas (dashboard, maternal,
 * visits, job cards), so it lives in app/ (ADR 031).
 */
export function HomeScreen() {
  const [card, setCard] = useState<number | null>(null);
  return (
    <>
      <Overview alerts={<LateVisitsAlert />}>
        <CareDueCard />
        <TodaysVisitsCard onOpenCard={setCard} />
      </Overview>
      <JobCardDialog open={card !== null} jobCardId={card} onClose={() => setCard(null)} />
    </>
  );
}
