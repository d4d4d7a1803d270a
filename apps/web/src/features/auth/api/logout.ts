import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { API, MSG } from '@app/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** POST /auth/logout: revokes the session on the server. */
export async function logout(): Promise<void> {
  await api.post<undefined>(API.auth.logout);
}

/** Signs out; the local session is cleared even when the call fails. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      toast.success(MSG.logout);
      void navigate(paths.login, { replace: true });
    },
  });
}
