import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import 'dayjs/locale/en-gb';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DATE_PATTERN } from '@app/contract';
import type { DateFieldProps } from './date-field-props';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Every date is a day in Kampala, whatever the computer's own time zone. */
export const ZONE = 'Africa/Kampala';
const WIRE = 'YYYY-MM-DD';
const SHOWN = 'DD-MM-YYYY';

const toDay = (value: string | undefined): Dayjs | null =>
  value ? dayjs.tz(value, WIRE, ZONE) : null;

/**
 * The date input behind DateField (loaded on the first screen with a date):
 * MUI X's field typed as DD-MM-YYYY (en-GB, weeks from Monday) with a
 * calendar button; the value stays a YYYY-MM-DD string, '' when empty.
 */
export function DatePickerField({
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
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DesktopDatePicker
        label={label}
        name={name}
        value={typed}
        format={SHOWN}
        timezone={ZONE}
        minDate={toDay(min) ?? undefined}
        maxDate={toDay(max) ?? undefined}
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
        slotProps={{
          textField: {
            required,
            error,
            helperText,
            size,
            fullWidth,
            onBlur,
          },
          openPickerButton: readOnly ? { sx: { display: 'none' } } : undefined,
        }}
      />
    </LocalizationProvider>
  );
}
