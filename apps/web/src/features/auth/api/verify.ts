import { useMutation } from '@tanstack/react-query';
import { API, MSG, sessionSchema, type Session, type VerifyRequest } from '@app/contract';
import { api, ApiError } from '../../../lib/api-client';

/** POST /auth/verify: exchanges the e-mailed code for a session. */
export async function verify(body: VerifyRequest): Promise<Session> {
  const data = await api.post<unknown>(API.auth.verify, body);
  const parsed = sessionSchema.safeParse(data);
  if (!parsed.success) throw new ApiError({ status: 200, message: MSG.verifyFailed });
  return parsed.data;
}

export function useVerify() {
  return useMutation({ mutationKey: ['auth', 'verify'], mutationFn: verify });
}
