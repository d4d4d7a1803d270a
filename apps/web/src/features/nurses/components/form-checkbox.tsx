import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormCheckboxProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  onChecked?: (checked: boolean) => void;
};

/** A checkbox bound to a boolean react-hook-form field. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  onChecked,
}: FormCheckboxProps<T>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onChecked?.(event.target.checked);
          }}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
