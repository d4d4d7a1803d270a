import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { SHIFTS } from '@app/contract';
import { FormDateField } from '../../../components/date-field';
import { FormSelect } from '../../../components/form-select';
import { FormTextField, parseCount } from '../../../components/form-text-field';
import { lastDayFrom } from '../../../lib/end-date';
import type { JobCardFormValues } from './job-card-form';
import { FormSection } from './job-card-form-sections';

const countInput = { htmlInput: { min: 0, max: 365, step: 1, inputMode: 'numeric' } } as const;

type ScheduleProps = {
  control: Control<JobCardFormValues>;
  setValue: UseFormSetValue<JobCardFormValues>;
};

/**
 * The end date, the card's last day of care (issue 37), follows the booking
 * date and the days as they are typed: booking date + days - 1. It stays as
 * saved until one of them changes.
 */
function useEndDateFromDays({ control, setValue }: ScheduleProps): boolean {
  const [start, days] = useWatch({ control, name: ['start_date', 'days'] });
  const last = useRef({ start, days });
  useEffect(() => {
    if (last.current.start === start && last.current.days === days) return;
    last.current = { start, days };
    const end = lastDayFrom(start, days);
    if (end) setValue('end_date', end, { shouldDirty: true, shouldValidate: true });
  }, [start, days, setValue]);
  return lastDayFrom(start, days) !== '';
}

/** Booking (start) date, end date, days, nights and shifts. */
export function JobCardScheduleFields({ control, setValue }: ScheduleProps) {
  const derived = useEndDateFromDays({ control, setValue });
  return (
    <FormSection title="Schedule">
      <FormDateField control={control} name="start_date" label="Booking date" required />
      <FormDateField
        control={control}
        name="end_date"
        label="End date"
        helperText={derived ? 'Last day of care: booking date + days - 1' : 'Last day of care'}
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
