import dayjs, { type Dayjs } from 'dayjs';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import 'dayjs/locale/en-gb';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DATE_PATTERN, UGANDA_OFFSET_MINUTES, UGANDA_TIME_ZONE } from '@app/contract';
import type { DateFieldProps } from './date-field-props';
import { fixedOffsetZones } from './fixed-offset-zone';

/** Every date is a day in Kampala, whatever the computer's own time zone. */
export const ZONE = UGANDA_TIME_ZONE;

dayjs.extend(utc);
dayjs.extend(timezone);
// Kampala keeps UTC+3 all year, UTC is UTC: their offsets are set, not
// looked up through Intl (issue 21). A computer's own zone counts too.
dayjs.extend(fixedOffsetZones({ [ZONE]: UGANDA_OFFSET_MINUTES, UTC: 0, 'Etc/UTC': 0 }));
// What MUI X calls the 'default' zone (today, a new date) is Kampala too.
dayjs.tz.setDefault(ZONE);
const WIRE = 'YYYY-MM-DD';
const SHOWN = 'DD-MM-YYYY';

const toDay = (value: string | undefined): Dayjs | null =>
  value ? dayjs.tz(value, WIRE, ZONE) : null;

/**
 * The date input behind DateField (loaded on the first screen with a date):
 * MUI X's field typed as DD-MM-YYYY (en-GB, weeks from Monday) with a
 * calendar button; the value stays a YYYY-MM-DD string, '' when empty.
 *
 * MUI X's field is costly to render (a phone spends tens of milliseconds on
 * each), so it renders again only when what it shows changes: the callbacks
 * it is handed are read when called, and a style equal to the last one counts
 * as unchanged, so a screen's other updates (a list answering) pass it by.
 */
export function DatePickerField(props: DateFieldProps) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const onChange = useCallback((value: string) => latest.current.onChange?.(value), []);
  const onBlur = useCallback(() => latest.current.onBlur?.(), []);
  return <ShownPicker {...props} onChange={onChange} onBlur={onBlur} />;
}

const sameStyle = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

const ShownPicker = memo(PickerField, (before, after) => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].every((key) => {
    const [a, b] = [before[key as keyof DateFieldProps], after[key as keyof DateFieldProps]];
    return key === 'sx' ? sameStyle(a, b) : Object.is(a, b);
  });
});

function PickerField({
  value,
  onChange,
  onBlur,
  min,
  max,
  label,
  name,
  required,
  disabled,
  readOnly,
  error,
  helperText,
  size,
  fullWidth = true,
  sx,
  inputRef,
}: DateFieldProps) {
  // The field's own copy, so a date still being typed stays in it while the
  // form keeps its last whole date; a new value from the form replaces it.
  const [typed, setTyped] = useState<Dayjs | null>(() => toDay(value));
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setTyped(toDay(value));
  }
  const minDate = useMemo(() => toDay(min) ?? undefined, [min]);
  const maxDate = useMemo(() => toDay(max) ?? undefined, [max]);
  const slotProps = useMemo(
    () => ({
      textField: { required, error, helperText, size, fullWidth, onBlur },
      openPickerButton: readOnly ? { sx: { display: 'none' } } : undefined,
    }),
    [required, error, helperText, size, fullWidth, onBlur, readOnly],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DesktopDatePicker
        label={label}
        name={name}
        value={typed}
        format={SHOWN}
        timezone={ZONE}
        minDate={minDate}
        maxDate={maxDate}
        disabled={disabled}
        readOnly={readOnly}
        inputRef={inputRef}
        onChange={(day) => {
          setTyped(day);
          // Only a whole date (or an empty field) reaches the form: a half-typed
          // one stays in the field, and so does a year still being typed (the
          // 2 of 2026 is year 0002, a date no form or filter takes).
          if (day === null) onChange?.('');
          else if (day.isValid() && DATE_PATTERN.test(day.format(WIRE)))
            onChange?.(day.format(WIRE));
        }}
        sx={sx}
        slotProps={slotProps}
      />
    </LocalizationProvider>
  );
}
