import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG } from '@app/contract';
import { ConfirmDialog } from '../components/confirm-dialog';
import { paths } from '../config/paths';
import { clearSession } from '../lib/session';
import { sessionExpired, useSessionExpiredOpen } from '../lib/session-expired';

/** Opened by the API client when a signed-in call answers 401 (SPEC 8). */
export function SessionExpiredDialog() {
  const open = useSessionExpiredOpen();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirm = () => {
    sessionExpired.hide();
    clearSession();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };

  return (
    <ConfirmDialog
      open={open}
      title={MSG.sessionExpiredTitle}
      text={MSG.sessionExpired}
      confirmLabel="Go to login"
      cancelLabel="Cancel"
      onConfirm={confirm}
      onCancel={sessionExpired.hide}
    />
  );
}
