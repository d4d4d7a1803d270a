import { formatName, ugandaDate, type CareDueItem, type Customer } from '@app/contract';
import type { JobCardFormValues } from '../../features/jobcards/components/job-card-form';
import { dueWindowText, stepDetailText } from '../../features/maternal/components/care-text';

/**
 * The job card a Care due row books (issue 42): a visit to her home for the
 * contact (the mother, a woman) or the dose (her baby, named when known),
 * from today or the day the step is due, whichever is later, the step and
 * its window in the description. Her condition, and a baby's sex and age
 * group, are for staff to choose: the worklist does not know them, and the
 * card must not say what nobody said.
 */
export function visitPrefill(
  item: CareDueItem,
  customer: Customer,
  today = ugandaDate(),
): Partial<JobCardFormValues> {
  const dose = item.kind === 'immunisation';
  const detail = stepDetailText({ vaccines: item.vaccines, babyName: item.baby_name });
  return {
    service: item.kind === 'postnatal' ? 'Postnatal Care' : 'checkup',
    patient_name: dose ? (item.baby_name ?? '') : formatName(customer.firstname, customer.lastname),
    gender: dose ? '' : 'Female',
    start_date: item.dueFrom > today ? item.dueFrom : today,
    facility: 'Home',
    address: customer.address,
    latitude: customer.latitude,
    longitude: customer.longitude,
    description: `${item.label}${detail ? ` (${detail})` : ''}. ${dueWindowText(item)}.`,
  };
}
