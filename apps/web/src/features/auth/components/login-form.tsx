import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { loginFormSchema, MSG, type LoginForm as LoginValues } from '@app/contract';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { savePendingEmail } from '../pending-email';
import { returnPathOf, type ReturnState } from '../return-path';
import { AuthCard } from './auth-card';

/**
 * Router state of /verification: the e-mail, whether to keep the session on
 * this computer (issue 26), and the address to end on.
 */
export type VerificationState = { email: string; keep?: boolean } & ReturnState;

export function LoginForm() {
  const navigate = useNavigate();
  const from = returnPathOf(useLocation().state);
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  // Off by default: the session leaves with the tab (issue 26).
  const [keep, setKeep] = useState(false);
  const { register, handleSubmit, getValues, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onValid = ({ email, password }: LoginValues) =>
    login.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast.success(MSG.loginSuccess);
          savePendingEmail(email, from, keep);
          const state: VerificationState = from ? { email, keep, from } : { email, keep };
          void navigate(paths.verification, { state });
        },
        onError: (error) => {
          if (isApiError(error) && error.notified) return;
          const fallback = isApiError(error) && error.status === 401 ? MSG.loginFailed : undefined;
          const wait = isApiError(error) && error.retryAfter ? ` (${error.retryAfter} s)` : '';
          toast.error(`${errorMessage(error, fallback)}${wait}`);
        },
      },
    );

  const onInvalid = () => {
    const { email, password } = getValues();
    if (!email.trim() || !password) toast.error(MSG.missingCredentials);
  };

  return (
    <AuthCard title="Sign in" subtitle="Use your staff e-mail and password.">
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          required
          error={!!errors.email}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          error={!!errors.password}
          helperText={errors.password?.message}
          {...register('password')}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControlLabel
          label="Keep me signed in on this computer"
          control={<Checkbox checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
