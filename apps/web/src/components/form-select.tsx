import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type SelectOption = {
  value: string | number;
  label?: string;
  /** Listed but greyed out: it cannot be chosen now. */
  disabled?: boolean;
  /** A line under the label in the list, e.g. why it is greyed out (a disabled item shows no tooltip). */
  note?: string;
};

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

const labelOf = (o: SelectOption) => o.label ?? String(o.value);

/** A select bound to a react-hook-form field; its error is the schema's message. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  options,
  nullable = false,
  helperText,
  slotProps,
  ...props
}: FormSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const choices = options.map(asOption);
  const numeric = choices.length > 0 && choices.every((c) => typeof c.value === 'number');
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  // With notes in the list, the field itself shows the label alone.
  const noted = choices.some((c) => c.note);
  const renderValue = (chosen: unknown) => {
    const choice = choices.find((c) => String(c.value) === chosen);
    return choice ? labelOf(choice) : String(chosen);
  };

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
      slotProps={noted ? { ...slotProps, select: { renderValue } } : slotProps}
    >
      {nullable ? (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      ) : null}
      {choices.map((choice) => (
        <MenuItem
          key={String(choice.value)}
          value={String(choice.value)}
          disabled={choice.disabled}
          // The reason stays readable; the label alone is greyed.
          sx={choice.note ? { '&.Mui-disabled': { opacity: 1 } } : undefined}
        >
          {choice.note ? (
            <ListItemText
              primary={labelOf(choice)}
              secondary={choice.note}
              slotProps={{
                primary: { sx: { color: choice.disabled ? 'text.disabled' : undefined } },
                secondary: { sx: { whiteSpace: 'normal' } },
              }}
            />
          ) : (
            labelOf(choice)
          )}
        </MenuItem>
      ))}
    </TextField>
  );
}
