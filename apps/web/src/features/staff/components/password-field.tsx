import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { STAFF_MSG } from '../messages';

type PasswordFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label?: string;
};

/** A temporary password, with its rules under it and a button to show what was typed. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label = 'Temporary password',
}: PasswordFieldProps<T>) {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required
      fullWidth
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      helperText={STAFF_MSG.passwordRules}
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={shown ? 'Hide password' : 'Show password'}
                aria-pressed={shown}
                onClick={() => setShown((v) => !v)}
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
