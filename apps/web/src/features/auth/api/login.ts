import { useMutation } from '@tanstack/react-query';
import { API, type LoginRequest } from '@app/contract';
import { api } from '../../../lib/api-client';

/** POST /auth/login: checks the pair and e-mails a 6-digit code. */
export async function login(body: LoginRequest): Promise<void> {
  await api.post<undefined>(API.auth.login, body);
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
