import TextField from '@mui/material/TextField';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { DateFieldProps } from './date-field-props';
import { shownDate } from '../lib/typed-date';

export type { DateFieldProps };

let Picker: ComponentType<DateFieldProps> | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the date picker (MUI X and dayjs) once: only screens with a date
 * pay for it, not the first page. Tests await it before rendering.
 */
export function loadDateField(): Promise<void> {
  loading ??= import('./date-field-picker').then((m) => {
    Picker = m.DatePickerField;
  });
  return loading;
}

/**
 * One date input for the whole app: typed and shown as DD-MM-YYYY (en-GB),
 * days in Kampala, a YYYY-MM-DD string in and out like the API's dates.
 */
export function DateField(props: DateFieldProps) {
  const [Loaded, setLoaded] = useState(() => Picker);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    loadDateField().then(
      // A transition: the picker is built in slices, never one long task.
      () => live && startTransition(() => setLoaded(() => Picker)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Loaded]);
  if (Loaded) return <Loaded {...props} />;
  // For the moment the picker takes to load (or offline, if it cannot): the date as shown, read only.
  return (
    <TextField
      label={props.label}
      value={shownDate(props.value ?? '')}
      size={props.size}
      fullWidth={props.fullWidth ?? true}
      sx={props.sx}
      required={props.required}
      disabled={!failed || props.disabled}
      error={props.error}
      helperText={props.helperText}
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

type FormDateFieldProps<T extends FieldValues> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef' | 'keepTyped'
> & { control: Control<T>; name: Path<T> };

/**
 * DateField bound to a react-hook-form field; its error is the schema's
 * message. The form holds what was typed even when it is no date (issue 38),
 * so the schema refuses the save and the field shows it again when remounted.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      {...props}
      keepTyped
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
