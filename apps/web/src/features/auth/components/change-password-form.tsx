import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, type ChangePasswordForm } from '@app/contract';
import { useFormDialogDirty } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { isApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { useInvalidSubmit } from '../../../lib/invalid-submit';
import { notifyError } from '../../../lib/notify-error';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;
const RULES = 'At least 8 characters; common passwords are refused';

type ChangePasswordFormProps = {
  /** After the change, while this form is still shown (the menu's dialog closes). */
  onDone: () => void;
  /** Buttons beside Save (Cancel in the dialog). */
  extraActions?: ReactNode;
};

/** Current password, then the new one twice; the server's refusals land on their field. */
export function ChangePasswordFields({ onDone, extraActions }: ChangePasswordFormProps) {
  const change = useChangePassword();
  const { control, handleSubmit, setError, formState } = useForm<ChangePasswordForm>({
    resolver: contractResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });
  const refuse = useInvalidSubmit();
  // In the menu's dialog: typed passwords are not thrown away without a question.
  useFormDialogDirty(formState.isDirty);

  const onValid = ({ currentPassword, newPassword }: ChangePasswordForm) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => onDone(),
        onError: (error) => {
          const details = isApiError(error) ? error.details : undefined;
          for (const field of FIELDS) {
            const message = details?.[field];
            if (message) setError(field, { message }, { shouldFocus: true });
          }
          notifyError(error);
        },
      },
    );

  const password = (name: (typeof FIELDS)[number], label: string, helperText?: string) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="password"
      required
      fullWidth
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      helperText={helperText}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => void handleSubmit(onValid, refuse)(e)}
    >
      {password('currentPassword', 'Current password')}
      {password('newPassword', 'New password', RULES)}
      {password('repeatPassword', 'New password again')}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {extraActions}
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending}
          startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Change password
        </Button>
      </Stack>
    </Stack>
  );
}
