import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';

/** What the app's one date input takes, whether the picker has loaded or not. */
export type DateFieldProps = {
  label: string;
  /**
   * YYYY-MM-DD, or '' for no date (the same strings as the wire); with
   * keepTyped, also what was typed that is no date (lib/typed-date.ts).
   */
  value: string | undefined;
  onChange?: (value: string) => void;
  /**
   * Hands on what was typed even when it is no date (2030-02-31), for a
   * form's schema to refuse; without it only whole dates are handed on.
   */
  keepTyped?: boolean;
  onBlur?: () => void;
  /** Earliest and latest day allowed, YYYY-MM-DD. */
  min?: string;
  max?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
};
