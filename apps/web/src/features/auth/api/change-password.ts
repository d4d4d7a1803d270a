import { useMutation } from '@tanstack/react-query';
import { API, MSG, type ChangePassword } from '@app/contract';
import { api } from '../../../lib/api-client';
import { markPasswordChanged } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** POST /auth/change-password: the signed-in person's own password; their other sessions end. */
export function changePassword(body: ChangePassword): Promise<{ endedSessions: number }> {
  return api.post<{ endedSessions: number }>(API.auth.changePassword, body);
}

export function useChangePassword() {
  return useMutation({
    mutationKey: ['auth', 'change-password'],
    mutationFn: changePassword,
    // Said here, not by the form: a temporary password gone, the app opens
    // (issue 20.12) and the forced screen, unmounted, hears no callback.
    onSuccess: () => {
      toast.success(MSG.passwordChanged);
      markPasswordChanged();
    },
  });
}
