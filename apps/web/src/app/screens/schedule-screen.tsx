import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import { nurseQueryOptions } from '../../features/nurses/api/get-nurse';
import { scheduleKeys } from '../../features/schedule/api/keys';
import type { BookRequest } from '../../features/schedule/components/free-nurses-dialog';
import { ScheduleView } from '../../features/schedule/components/schedule-view';
import { notifyError } from '../../lib/notify-error';

// The nurse job dialog (forms, zod) loads when a nurse is booked.
const NurseJobDialog = lazy(() =>
  import('../../features/nurses/components/nurse-job-dialog').then((m) => ({
    default: m.NurseJobDialog,
  })),
);

/**
 * /nurses/schedule (issue 27): the schedule area's screen, whose free-nurse
 * panel books a nurse through the nurses area's job dialog (ADR 031: two
 * areas meet in app/), prefilled with the card, days and shift searched for.
 */
export function ScheduleScreen() {
  const queryClient = useQueryClient();
  const [booking, setBooking] = useState<BookRequest | null>(null);
  // The dialog needs the whole profile; the free-nurse answer carries a summary.
  const nurse = useQuery({ ...nurseQueryOptions(booking?.nurse.id ?? 0), enabled: !!booking });
  useEffect(() => {
    if (booking && nurse.error) {
      notifyError(nurse.error);
      setBooking(null);
    }
  }, [booking, nurse.error]);

  return (
    <>
      <ScheduleView onBook={setBooking} />
      {booking && nurse.data ? (
        <Suspense fallback={null}>
          <NurseJobDialog
            open
            nurse={nurse.data}
            prefill={{
              jobId: booking.jobId,
              care_card_number: booking.care_card_number,
              client_name: booking.client_name,
              start_date: booking.start_date,
              duration: booking.duration,
              shift: booking.shift,
            }}
            onClose={() => {
              setBooking(null);
              // A job booked shows in the week, and the nurse is no longer free then.
              void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
