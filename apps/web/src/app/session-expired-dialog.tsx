import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@app/contract';
import { ConfirmDialog } from '../components/confirm-dialog';
import { paths } from '../config/paths';
import { clearSession, useSession } from '../lib/session';
import { sessionExpired, useSessionExpiredOpen } from '../lib/session-expired';

/** Opened by the API client when a signed-in call answers 401 (SPEC 8). */
export function SessionExpiredDialog() {
  const open = useSessionExpiredOpen();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;

  // Signed out some other way meanwhile (expiry, log out): nothing left to ask.
  useEffect(() => {
    if (!signedIn) sessionExpired.hide();
  }, [signedIn]);

  const confirm = () => {
    sessionExpired.hide();
    clearSession();
    void navigate(paths.login, { replace: true });
  };

  return (
    <ConfirmDialog
      open={open && signedIn}
      title={MSG.sessionExpiredTitle}
      text={MSG.sessionExpired}
      confirmLabel="Go to login"
      cancelLabel="Cancel"
      onConfirm={confirm}
      onCancel={sessionExpired.hide}
    />
  );
}
