import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { MSG, stripCodeSeparators, verifyFormSchema } from '@app/contract';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useVerify } from '../api/verify';
import {
  clearPendingEmail,
  readPendingEmail,
  readPendingKeep,
  readPendingReturn,
} from '../pending-email';
import { safeReturnPath, type ReturnState } from '../return-path';
import { AuthCard } from './auth-card';
import type { VerificationState } from './login-form';

type CodeValues = { code: string };

function useFromLogin(): { email: string | null; keep: boolean; from: string | null } {
  const state = useLocation().state as Partial<VerificationState> | null;
  return {
    email: state?.email ?? readPendingEmail(),
    keep: typeof state?.keep === 'boolean' ? state.keep : readPendingKeep(),
    from: safeReturnPath(state?.from ?? readPendingReturn()),
  };
}

/**
 * A pasted or typed code with spaces or dashes ("726 295", "726-295") keeps
 * its 6 digits (issue 21.14): they go before the 6-character limit applies.
 */
export function cleanCode(value: string): string {
  return stripCodeSeparators(value).slice(0, 6);
}

export function VerificationForm() {
  const { email, keep, from } = useFromLogin();
  const navigate = useNavigate();
  const verify = useVerify();
  const { register, handleSubmit, setFocus, formState } = useForm<CodeValues>({
    resolver: zodResolver(verifyFormSchema),
    defaultValues: { code: '' },
  });

  const backState: ReturnState | undefined = from ? { from } : undefined;
  if (!email) return <Navigate to={paths.login} replace state={backState} />;
  const codeField = register('code');

  const onValid = ({ code }: CodeValues) =>
    verify.mutate(
      { email, code },
      {
        onSuccess: (session) => {
          // In this tab only, unless "Keep me signed in on this computer" was ticked.
          saveSession(session, { keep });
          toast.success(MSG.verifySuccess, { autoHideDuration: 2000 });
          // The GuestOnly guard sends the now signed-in visitor to the same
          // place, from the kept return path: cleared once there.
          void Promise.resolve(navigate(from ?? paths.home, { replace: true })).finally(
            clearPendingEmail,
          );
        },
        onError: (error) => {
          if (isApiError(error) && error.notified) return;
          // Too many attempts, a locked account and a code killed by wrong tries
          // say so (issue 20.9, 20.10); every other failure reads the same (SPEC 8).
          const told =
            isApiError(error) && (error.status === 429 || error.message === MSG.codeDead);
          toast.error(told ? error.message : MSG.verifyFailed);
          setFocus('code', { shouldSelect: true });
        },
      },
    );

  return (
    <AuthCard
      title="Verification"
      subtitle={
        <>
          We e-mailed a 6-digit code to <strong>{email}</strong>. Enter it below to finish signing
          in.
        </>
      }
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(e) => void handleSubmit(onValid)(e)}
      >
        <TextField
          label="Verification code"
          autoComplete="one-time-code"
          autoFocus
          required
          error={!!formState.errors.code}
          helperText={formState.errors.code?.message}
          {...codeField}
          onChange={(event) => {
            const cleaned = cleanCode(event.target.value);
            if (cleaned !== event.target.value) event.target.value = cleaned;
            return codeField.onChange(event);
          }}
          // no maxLength: the browser would cut "726 295" to "726 29" before cleanCode
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying…' : 'Verify'}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          No code, or it ran out?{' '}
          <Link
            component={RouterLink}
            to={paths.login}
            state={backState}
            onClick={clearPendingEmail}
          >
            Back to sign in
          </Link>{' '}
          to get a new one.
        </Typography>
      </Stack>
    </AuthCard>
  );
}
