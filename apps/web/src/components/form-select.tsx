import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type SelectOption = { value: string | number; label?: string };

type FormSelectProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'select' | 'children'
> & {
  control: Control<T>;
  name: Path<T>;
  options: readonly (string | number | SelectOption)[];
  /** An optional choice: offers 'None' and stores null when nothing is chosen. */
  nullable?: boolean;
};

const asOption = (o: string | number | SelectOption): SelectOption =>
  typeof o === 'object' ? o : { value: o };

/** A select bound to a react-hook-form field; its error is the schema's message. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  options,
  nullable = false,
  helperText,
  ...props
}: FormSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const choices = options.map(asOption);
  const numeric = choices.length > 0 && choices.every((c) => typeof c.value === 'number');
  const value = field.value === null || field.value === undefined ? '' : String(field.value);

  const change = (text: string) => {
    if (text === '') field.onChange(nullable ? null : '');
    else field.onChange(numeric ? Number(text) : text);
  };

  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={value}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    >
      {nullable ? (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      ) : null}
      {choices.map((choice) => (
        <MenuItem key={String(choice.value)} value={String(choice.value)}>
          {choice.label ?? String(choice.value)}
        </MenuItem>
      ))}
    </TextField>
  );
}
