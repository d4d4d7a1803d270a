import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { AddressAutocomplete, type Coordinates } from './address-autocomplete';

type FormAddressFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  helperText?: string;
  /** A picked place's coordinates; null when a free address is typed (clear them). */
  onCoordinates?: (coordinates: Coordinates | null) => void;
};

/** The address autocomplete bound to a react-hook-form field. */
export function FormAddressField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  onCoordinates,
}: FormAddressFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <AddressAutocomplete
      label={label}
      name={field.name}
      value={(field.value as string | null) ?? ''}
      onChange={(text, coordinates) => {
        field.onChange(text);
        onCoordinates?.(coordinates);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
