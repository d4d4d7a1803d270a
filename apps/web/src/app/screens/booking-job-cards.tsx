import { JobCardFormDialog } from '../../features/jobcards/components/job-card-form-dialog';
import { JobCardList } from '../../features/jobcards/components/job-card-list';
import type { BookingJobCardParts } from '../../features/bookings/job-card-parts';

/** A booking's job cards and 'Create job card', from the job cards area (ADR 031). */
export const bookingJobCards: BookingJobCardParts = {
  List: JobCardList,
  CreateDialog: ({ booking, client, ...dialog }) => (
    <JobCardFormDialog mode={{ kind: 'booking', booking, client }} {...dialog} />
  ),
};
