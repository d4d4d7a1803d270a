import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { FormDialogForm, type FormDialogFormProps } from '../../../components/form-dialog';
import { errorMessage, isApiError } from '../../../lib/api-client';

type PayrollFormProps = Omit<FormDialogFormProps, 'onSubmit' | 'contentSx'> & {
  /** The API's refusal, kept in view under the fields. */
  problem?: string;
  onSubmit: () => void;
};

/** A payroll dialog's form in a FormDialog: its fields on a grid, then the API's refusal. */
export function PayrollForm({ problem, onSubmit, children, ...props }: PayrollFormProps) {
  return (
    <FormDialogForm
      {...props}
      contentSx={{ display: 'grid', gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </FormDialogForm>
  );
}

/**
 * The refusal a payroll form shows: `refused` keeps the API's words in view,
 * unless the error was already notified (a toast, the sign-in prompt).
 */
export function useProblem() {
  const [problem, setProblem] = useState<string>();
  const refused = useCallback((error: unknown) => {
    if (!(isApiError(error) && error.notified)) setProblem(errorMessage(error));
  }, []);
  return { problem, setProblem, refused };
}

/** A required reason in words (a cancel, a failed payment): its message, else its hint. */
export function ReasonField({
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  maxLength: number;
}) {
  return (
    <TextField
      size="small"
      label={label}
      required
      multiline
      minRows={2}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
