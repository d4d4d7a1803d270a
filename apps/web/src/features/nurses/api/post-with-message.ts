import { API_BASE, HEADERS, MSG } from '@app/contract';
import { ApiError, COUNTRY_CODE, PARTNER_ID } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { sessionExpired } from '../../../lib/session-expired';
import { toast } from '../../../lib/toast';

export type WithMessage<T> = { data: T; message: string | undefined };

type Envelope = { status?: unknown; data?: unknown; error?: unknown; details?: unknown };

const isDetails = (v: unknown): v is Record<string, string> =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string');

/**
 * A JSON POST that also answers the envelope's `message` (e.g. 'Nurse job
 * already created' on an idempotent repeat), which `api.post` drops. Same
 * headers, offline refusal and session-expiry handling as lib/api-client.
 * TODO(lead): fold into lib/api-client as an envelope-returning request.
 */
export async function postWithMessage<T>(path: string, body: unknown): Promise<WithMessage<T>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    toast.error(MSG.offline);
    throw new ApiError({ status: 0, message: MSG.offline, notified: true });
  }
  const session = getSession();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    [HEADERS.partnerId]: PARTNER_ID,
  };
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
    headers[HEADERS.countryCode] = COUNTRY_CODE;
    headers[HEADERS.userEmail] = session.user.email;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ status: 0, message: MSG.genericError });
  }
  let envelope: Envelope | undefined;
  try {
    const text = await response.text();
    envelope = text ? (JSON.parse(text) as Envelope) : undefined;
  } catch {
    envelope = undefined;
  }
  if (response.ok && envelope?.status !== 'failed') {
    const message = (envelope as { message?: unknown } | undefined)?.message;
    return {
      data: envelope?.data as T,
      message: typeof message === 'string' ? message : undefined,
    };
  }
  const error = typeof envelope?.error === 'string' && envelope.error ? envelope.error : undefined;
  const details = isDetails(envelope?.details) ? envelope.details : undefined;
  if (response.status === 401 && session) {
    sessionExpired.show();
    throw new ApiError({
      status: 401,
      message: error ?? MSG.genericError,
      details,
      notified: true,
    });
  }
  const fallback = response.status === 429 ? MSG.tooManyAttempts : MSG.genericError;
  throw new ApiError({
    status: response.status,
    message: error ?? fallback,
    details,
    retryAfter: Number(response.headers.get('Retry-After')) || undefined,
  });
}
