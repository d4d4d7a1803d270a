import { useWatch, type Control } from 'react-hook-form';
import {
  NURSE_PAY_STATUSES,
  VISIT_MESSAGES,
  canonicalJobStatus,
  jobStartProblem,
  labelledOptions,
  type NurseJob,
} from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import { nurseJobStatusOptions, type NurseJobForm } from './nurse-job-form';

type NurseJobStatusFieldsProps = { control: Control<NurseJobForm>; job: NurseJob };

/**
 * Edit Job's job and payment status (SPEC 5). A started status is greyed out
 * before the start date as typed (issue 36), and a status the date now rules
 * out (the date moved after choosing it) says why below the list. Paid is
 * greyed out, with why, until the job is completed (issue 37: the days
 * worked are paid), unless it is Paid already.
 */
export function NurseJobStatusFields({ control, job }: NurseJobStatusFieldsProps) {
  const [start, status] = useWatch({ control, name: ['start_date', 'status'] });
  const changed = status !== job.status || start !== job.start_date;
  const problem = changed ? jobStartProblem(canonicalJobStatus(status) ?? status, start) : null;
  return (
    <>
      <FormSelect
        control={control}
        name="status"
        label="Job status"
        options={nurseJobStatusOptions(job.status, start)}
        helperText={problem}
      />
      <FormSelect
        control={control}
        name="payment_status"
        label="Payment status"
        options={payStatusOptions(canonicalJobStatus(status) ?? status, job.payment_status)}
      />
    </>
  );
}

/** The payment statuses, Paid greyed out with the API's reason while the job is not completed. */
export function payStatusOptions(status: string, current: string) {
  return labelledOptions('payment', NURSE_PAY_STATUSES).map((option) =>
    option.value === 'Paid' && status !== 'completed' && current !== 'Paid'
      ? { ...option, disabled: true, note: VISIT_MESSAGES.paidBeforeDone(status) }
      : option,
  );
}
