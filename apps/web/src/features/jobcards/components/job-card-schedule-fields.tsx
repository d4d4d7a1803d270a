import type { Control } from 'react-hook-form';
import { SHIFTS } from '@app/contract';
import { FormSelect } from '../../../components/form-select';
import { FormTextField, parseCount } from '../../../components/form-text-field';
import type { JobCardFormValues } from './job-card-form';
import { FormSection } from './job-card-form-sections';

const dateLabel = { inputLabel: { shrink: true } } as const;
const countInput = { htmlInput: { min: 0, max: 365, step: 1, inputMode: 'numeric' } } as const;

/** Booking (start) date, end date, days, nights and shifts. */
export function JobCardScheduleFields({ control }: { control: Control<JobCardFormValues> }) {
  return (
    <FormSection title="Schedule">
      <FormTextField
        control={control}
        name="start_date"
        label="Booking date"
        type="date"
        required
        slotProps={dateLabel}
      />
      <FormTextField
        control={control}
        name="end_date"
        label="End date"
        type="date"
        slotProps={dateLabel}
      />
      <FormTextField
        control={control}
        name="days"
        label="Days"
        type="number"
        parse={parseCount}
        slotProps={countInput}
      />
      <FormTextField
        control={control}
        name="nights"
        label="Nights"
        type="number"
        parse={parseCount}
        slotProps={countInput}
      />
      <FormSelect control={control} name="shifts" label="Shifts" options={SHIFTS} nullable />
    </FormSection>
  );
}
