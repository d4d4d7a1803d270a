import dayjs, { type Dayjs } from 'dayjs';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import 'dayjs/locale/en-gb';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { UGANDA_OFFSET_MINUTES, UGANDA_TIME_ZONE } from '@app/contract';
import type { DateFieldProps } from './date-field-props';
import { TYPED_DATE, handedOn, typedKind, typedOf, typedProblem } from '../lib/typed-date';
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
const LOCALE = 'en-gb';

/**
 * The day MUI X is given for a field's text (lib/typed-date.ts): the day itself,
 * read strictly, or for text that is no date (31-02-2030, 31-02-YYYY) a
 * stand-in: a real day of that month whose day, month and year print as
 * typed. So a field mounted anew (a wizard's step shown again) shows what the
 * form holds, never an empty field or another day (dayjs alone reads
 * 2030-02-31 as 3 March).
 */
export function toDay(value: string | undefined): Dayjs | null {
  if (!value) return null;
  if (typedKind(value) === 'date') return dayjs.tz(value, WIRE, ZONE);
  const parts = TYPED_DATE.exec(value);
  return parts ? standIn(parts[1] ?? '', parts[2] ?? '', parts[3] ?? '') : null;
}

function standIn(year: string, month: string, day: string): Dayjs {
  const y = /^(?:19|20)\d\d$/.test(year) ? year : String(dayjs().tz(ZONE).year());
  const m = /^(?:0[1-9]|1[0-2])$/.test(month) ? month : '01';
  const days = dayjs.tz(`${y}-${m}-01`, WIRE, ZONE).daysInMonth();
  const d = String(Math.min(Math.max(Number(day) || 1, 1), days)).padStart(2, '0');
  // In the picker's locale, so MUI X formats this very object, not a copy.
  const real = dayjs.tz(`${y}-${m}-${d}`, WIRE, ZONE).locale(LOCALE);
  const format = real.format.bind(real);
  const digits = (part: string) => (/^\d+$/.test(part) ? part : '');
  const sections: Record<string, string> = {
    YYYY: digits(year),
    MM: digits(month),
    DD: digits(day),
  };
  return Object.assign(real, {
    format: (template?: string) =>
      template !== undefined && template in sections
        ? (sections[template] ?? '')
        : format(template),
  });
}

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
  keepTyped = false,
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
  // form keeps its last whole date; a new value from the form replaces it,
  // but not the text the field itself handed on coming back (issue 38).
  const [typed, setTyped] = useState<Dayjs | null>(() => toDay(value));
  const [given, setGiven] = useState(value);
  const [handed, setHanded] = useState(value ?? '');
  // What is wrong with the text shown while it is not the value (a filter's
  // impossible date, a half-typed one); undefined while it is the value.
  const [apart, setApart] = useState<string | null | undefined>(undefined);
  if (value !== given) {
    setGiven(value);
    if ((value ?? '') !== handed) {
      setHanded(value ?? '');
      setTyped(toDay(value));
      setApart(undefined);
    }
  }
  const problem = apart === undefined ? typedProblem(value ?? '', { min, max }, true) : apart;

  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  // The text the caller holds (or is about to): handed on only when it changes.
  const last = useRef(value ?? '');
  useLayoutEffect(() => {
    last.current = value ?? '';
  }, [value]);
  const settle = useCallback(
    (text: string, left: boolean) => {
      const next = handedOn(text, keepTyped, left);
      if (next !== undefined && next !== last.current) {
        last.current = next;
        setHanded(next);
        onChange?.(next);
      }
      setApart(text === last.current ? undefined : typedProblem(text, { min, max }, left));
    },
    [keepTyped, min, max, onChange],
  );
  // MUI X publishes no value for a half-typed date, nor a second impossible
  // one after the first: the text is read from its sections once it shows
  // them (after a key, on leaving, after a change published).
  const read = useCallback(
    (left: boolean) => {
      const sections = fieldRef.current?.getSections();
      if (sections) settle(typedOf(sections), left);
    },
    [settle],
  );
  // Left: focus is elsewhere, the calendar button's too (a Tab's key up lands there).
  const readHere = useCallback(() => read(!fieldRef.current?.isFieldFocused()), [read]);
  const published = useRef(false);
  useLayoutEffect(() => {
    if (!published.current) return;
    published.current = false;
    readHere();
  }, [typed, readHere]);
  const onLeave = useCallback(() => {
    read(true);
    onBlur?.();
  }, [read, onBlur]);

  const minDate = useMemo(() => toDay(min) ?? undefined, [min]);
  const maxDate = useMemo(() => toDay(max) ?? undefined, [max]);
  const slotProps = useMemo(
    () => ({
      field: { fieldRef },
      textField: {
        required,
        error: Boolean(error || problem),
        helperText: problem ?? helperText,
        size,
        fullWidth,
        onBlur: onLeave,
        onKeyUp: readHere,
      },
      openPickerButton: readOnly ? { sx: { display: 'none' } } : undefined,
    }),
    [required, error, problem, helperText, size, fullWidth, onLeave, readHere, readOnly],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={LOCALE}>
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
          // A whole day is its own text (the 2 of 2026 is year 0002, kept
          // from a filter and from a form until the field is left); for an
          // empty or impossible one the sections are read once shown.
          if (day?.isValid()) settle(day.format(WIRE), !fieldRef.current?.isFieldFocused());
          else published.current = true;
        }}
        sx={sx}
        slotProps={slotProps}
      />
    </LocalizationProvider>
  );
}
