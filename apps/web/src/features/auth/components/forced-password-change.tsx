import Button from '@mui/material/Button';
import { useLogout } from '../api/logout';
import { AuthCard } from './auth-card';
import { ChangePasswordFields } from './change-password-form';

/**
 * After a sign-in with a temporary password (set by an admin) the app shows
 * only this screen until the password is changed (issue 20.12); the API
 * refuses everything else meanwhile. Changing it opens the app where it was.
 */
export function ForcedPasswordChange() {
  const logout = useLogout();
  return (
    <AuthCard
      title="Choose your own password"
      subtitle="Your password was set by an administrator. Change it before you go on."
    >
      <ChangePasswordFields
        onDone={() => undefined}
        extraActions={
          <Button onClick={() => logout.mutate()} disabled={logout.isPending}>
            Log out
          </Button>
        }
      />
    </AuthCard>
  );
}
