import { SERVICE_PACKAGES, jobCardCreateSchema, type Booking } from '@app/contract';
import type { JobCardCreateBody } from '../api/create-job-card';
import { emptyJobCardForm, type JobCardFormValues } from './job-card-form';

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * The service package a booking asked for, when it is one of the job card's
 * (SPEC 9): the same words in any case, or words that start with them
 * ('Postnatal care services' is 'Postnatal Care'). Otherwise staff choose.
 */
export function servicePackageOf(service: string): string {
  const asked = service.trim().toLowerCase();
  const found =
    SERVICE_PACKAGES.find((p) => asked === p.toLowerCase()) ??
    SERVICE_PACKAGES.find((p) => asked.startsWith(`${p.toLowerCase()} `));
  return found ?? '';
}

/**
 * The job card form filled from a booking: the service, the start date, the
 * drop-off as the address, the mother as the patient, who requested it, the
 * package and extras as special instructions and the total cost as the
 * invoice amount. The client and contact are the booking's customer's.
 */
export function jobCardFormFromBooking(booking: Booking): JobCardFormValues {
  const notes = [
    booking.packageDetails ? `Package: ${booking.packageDetails}` : '',
    booking.extras ? `Extras: ${booking.extras}` : '',
  ].filter(Boolean);
  return {
    ...emptyJobCardForm(booking.customerId),
    service: servicePackageOf(booking.service),
    start_date: booking.serviceStartDate ?? '',
    address: booking.dropoff ?? '',
    patient_name: booking.motherNames ?? '',
    requested_by: booking.requestedFor ?? '',
    description: notes.join('\n'),
    invoice_amount: booking.totalCost === null ? '' : WHOLE.format(booking.totalCost),
  };
}

/** POST /portal/jobcard body: the fields, the booking's customer (UserId) and the booking. */
export function jobCardBodyFromBooking(
  values: JobCardFormValues,
  booking: Booking,
): JobCardCreateBody {
  return jobCardCreateSchema.parse({
    ...values,
    UserId: booking.customerId,
    bookingId: booking.id,
  });
}
