import { useController, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  DATE_PATTERN,
  eddFromLmp,
  formatGestationalAge,
  gestationalAge,
  isRealDate,
  lmpFromEdd,
  ugandaDate,
} from '@app/contract';
import { DateField } from '../../../components/date-field';
import type { PregnancyFormValues } from './pregnancy-dialog';

type Name = 'lmp' | 'edd';

const wholeDate = (v: string) => DATE_PATTERN.test(v) && isRealDate(v);

/** "20+3 weeks today" under the LMP, once it is a date not after today. */
function ageHint(lmp: string): string | undefined {
  const age = wholeDate(lmp) ? gestationalAge(lmp, ugandaDate()) : null;
  return age ? `${formatGestationalAge(age)} today` : undefined;
}

type Props = {
  control: Control<PregnancyFormValues>;
  setValue: UseFormSetValue<PregnancyFormValues>;
};

/** LMP and EDD: a whole date typed in one fills the other (280 days, maternal-dates.ts). */
export function PregnancyDateFields({ control, setValue }: Props) {
  return (
    <>
      <LinkedDate
        control={control}
        setValue={setValue}
        name="lmp"
        other="edd"
        compute={eddFromLmp}
        label="Last menstrual period (LMP)"
        hint={(v) => ageHint(v) ?? 'The first day of her last period'}
      />
      <LinkedDate
        control={control}
        setValue={setValue}
        name="edd"
        other="lmp"
        compute={lmpFromEdd}
        label="Expected delivery date (EDD)"
        hint={() => 'From an ultrasound, or 280 days after the LMP'}
      />
    </>
  );
}

function LinkedDate({
  control,
  setValue,
  name,
  other,
  compute,
  label,
  hint,
}: Props & {
  name: Name;
  other: Name;
  compute: (day: string) => string;
  label: string;
  hint: (value: string) => string;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const onChange = (typed: string) => {
    field.onChange(typed);
    if (wholeDate(typed))
      setValue(other, compute(typed), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <DateField
      keepTyped
      label={label}
      name={field.name}
      value={value}
      onChange={onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? hint(value)}
    />
  );
}
