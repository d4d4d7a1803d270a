import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'select' | 'children'
> & {
  control: Control<T>;
  name: Path<T>;
  /** Shows `typed / counter` under the field (SPEC 5: phone 14). */
  counter?: number;
  /** Turns the typed text into the form value (e.g. '' -> null for a count). */
  parse?: (text: string) => unknown;
};

/** A text field bound to a react-hook-form field; its error is the schema's message. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  counter,
  parse,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const text = field.value === null || field.value === undefined ? '' : String(field.value);
  const message: ReactNode = fieldState.error?.message ?? helperText;
  return (
    <TextField
      {...props}
      name={field.name}
      value={text}
      onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={
        counter === undefined ? (
          message
        ) : (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>{message}</span>{' '}
            <span>
              {text.length}/{counter}
            </span>
          </Box>
        )
      }
    />
  );
}

/** A count field: '' is no value (null), anything else a number the schema checks. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}
