import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { BookingCheck, NurseJobShift } from '@app/contract';
import { useDebounced } from '../../../lib/use-debounced';
import { useBookingCheck, type BookingCheckQuery } from '../api/get-booking-check';
import { bookingCheckDays } from './nurse-job-form';

/** Typing pauses this long before the dialog asks whether the nurse may be booked. */
export const BOOKING_CHECK_DEBOUNCE_MS = 400;

type Days = { start: string; duration: string; shift: NurseJobShift };

/**
 * Whether the nurse may be booked on the dialog's days and shift (issue 27:
 * licence, account, approval, clashes), asked as they change, before saving.
 * Off (undefined) while the days are incomplete or `ask` is false; a failed
 * question is no answer: the save's own check (409) still stands.
 */
export function useDialogBookingCheck(
  nurseId: number,
  days: Days,
  {
    ask,
    exceptId,
    jobId,
  }: { ask: boolean; exceptId?: number | undefined; jobId?: number | null | undefined },
): BookingCheck | undefined {
  const wanted = ask ? bookingCheckDays(days.start, days.duration, days.shift) : null;
  // issue 37: with its job card, the check warns of days outside the card's days of care
  const query: BookingCheckQuery | null = wanted
    ? { nurseId, ...wanted, exceptId, jobId: jobId ?? undefined }
    : null;
  // Debounced by its text, so an equal query (a new object) does not restart the wait.
  const key = useDebounced(query ? JSON.stringify(query) : '', BOOKING_CHECK_DEBOUNCE_MS);
  const asked = key ? (JSON.parse(key) as BookingCheckQuery) : null;
  const check = useBookingCheck(query && asked ? asked : null);
  return query && asked ? check.data : undefined;
}

/** The check's answer: why not (Save is disabled), or what to know first; a whole row of the form's grid. */
export function BookingCheckAlert({ check }: { check: BookingCheck | undefined }) {
  if (!check) return null;
  if (!check.allowed) {
    return (
      <Alert severity="error" sx={{ gridColumn: '1 / -1' }} role="alert">
        <AlertTitle>This nurse cannot be booked</AlertTitle>
        {check.reason ?? 'The booking is refused'}
      </Alert>
    );
  }
  if (check.warning) {
    return (
      <Alert severity="warning" sx={{ gridColumn: '1 / -1' }} role="status">
        {check.warning}
      </Alert>
    );
  }
  return null;
}
