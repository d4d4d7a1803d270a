import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';

/** A half of the simulator (Incoming SMS, USSD session): its heading, its form, the API's refusal. */
export function SimulatorPanel({
  title,
  failure,
  children,
}: {
  title: string;
  /** The last simulated request's error (null: none). */
  failure: Error | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
      {failure ? <Alert severity="error">{errorMessage(failure)}</Alert> : null}
    </Paper>
  );
}

/** A simulator's button: its icon, or a spinner while the request is out; disabled meanwhile. */
export function SimulatorButton({
  pending,
  icon,
  ...props
}: Omit<ButtonProps, 'startIcon' | 'disabled'> & { pending: boolean; icon: ReactNode }) {
  return (
    <Button
      variant="contained"
      {...props}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : icon}
    />
  );
}

/**
 * A simulator's text box: its value and its message, which goes as soon as
 * the box is edited; `fieldProps(hint)` spreads onto the TextField.
 */
export function useSimulatorText() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldProps = (hint: string) => ({
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(event.target.value);
      setError(null);
    },
    error: !!error,
    helperText: error ?? hint,
    autoComplete: 'off',
  });
  return { value, setValue, setError, fieldProps };
}

/** The contract's message for one field of a refused simulation (null: that field is fine). */
export function fieldMessage(error: z.ZodError | undefined, field: string): string | null {
  return error?.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}
