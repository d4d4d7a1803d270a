import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CareDueItem, Customer, JobCard } from '@app/contract';
import { lazyDialog } from '../../components/lazy-dialog';
import { BirthsReportedCard } from '../../features/communication/components/births-reported-card';
import { customerQueryOptions } from '../../features/customers/api/get-customer';
import { JobCardFormDialog } from '../../features/jobcards/components/job-card-form-dialog';
import { CareDueList } from '../../features/maternal/components/care-due-list';
import { notifyError } from '../../lib/notify-error';
import { visitPrefill } from './care-due-visit';

// The new card opens once saved: where it is, its number, its nurses to add.
const JobCardDialog = lazyDialog(() =>
  import('../../features/jobcards/components/job-card-dialog').then(
    (m) =>
      function JobCard(props: { open: boolean; jobCardId: number | null; onClose: () => void }) {
        return <m.JobCardDialog jobCardId={props.jobCardId} onClose={props.onClose} />;
      },
  ),
);

type Booking = { item: CareDueItem; customer: Customer };

/**
 * Customers > Care due (issue 42): the worklist (maternal), whose "Book
 * visit" opens the job card form (job cards) for her, filled in from the
 * step; the card saved opens over the list. Above it, the births mothers
 * reported by SMS (communication). It gathers four areas, so it
 * lives in app/ (ADR 031).
 */
export function CareDueScreen() {
  const queryClient = useQueryClient();
  const [booking, setBooking] = useState<Booking | null>(null);
  // The form stays drawn while it closes (its exit transition).
  const [shown, setShown] = useState<Booking | null>(null);
  const [card, setCard] = useState<number | null>(null);

  const bookVisit = (item: CareDueItem) =>
    queryClient.fetchQuery(customerQueryOptions(item.customer_id)).then(
      (customer) => {
        const next = { item, customer };
        setShown(next);
        setBooking(next);
      },
      (error: unknown) => notifyError(error),
    );

  return (
    <>
      <BirthsReportedCard />
      <CareDueList onBookVisit={(item) => void bookVisit(item)} />
      {shown ? (
        <JobCardFormDialog
          open={booking !== null}
          mode={{
            kind: 'create',
            customer: shown.customer,
            prefill: visitPrefill(shown.item, shown.customer),
          }}
          onClose={() => setBooking(null)}
          onCreated={(created: JobCard) => setCard(created.id)}
        />
      ) : null}
      <JobCardDialog open={card !== null} jobCardId={card} onClose={() => setCard(null)} />
    </>
  );
}
