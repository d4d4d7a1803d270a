import { API_BASE, HEADERS, MSG } from '@app/contract';
import { getSession } from './session';
import { sessionExpired } from './session-expired';
import { toast } from './toast';

// The one way the web app talks to the API (SPEC 7, API.md): JSON envelope in
// and out, the partner/session headers, offline refusal and session expiry.

export const PARTNER_ID: string = import.meta.env.VITE_PARTNER_ID ?? 'care-portal';
export const COUNTRY_CODE = 'UG';

export class ApiError extends Error {
  readonly status: number;
  readonly details: Record<string, string> | undefined;
  /** The user was already told (offline toast, session-expired dialog). */
  readonly notified: boolean;
  /** Seconds to wait before trying again (429 Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(opts: {
    status: number;
    message: string;
    details?: Record<string, string> | undefined;
    notified?: boolean;
    retryAfter?: number | undefined;
  }) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.details = opts.details;
    this.notified = opts.notified ?? false;
    this.retryAfter = opts.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any error thrown by a call. */
export function errorMessage(error: unknown, fallback: string = MSG.genericError): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

type Envelope = { status?: unknown; data?: unknown; error?: unknown; details?: unknown };

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Sends one request and answers the envelope's `data`; throws ApiError on failure. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  if (method !== 'GET' && isOffline()) {
    // SPEC 5: offline saves are refused before sending, so the form keeps its values.
    toast.error(MSG.offline);
    throw new ApiError({ status: 0, message: MSG.offline, notified: true });
  }

  const session = getSession();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    [HEADERS.partnerId]: PARTNER_ID,
    ...options.headers,
  };
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
    headers[HEADERS.countryCode] = COUNTRY_CODE;
    headers[HEADERS.userEmail] = session.user.email;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, message: isOffline() ? MSG.offline : MSG.genericError });
  }

  const body = await readEnvelope(response);
  if (response.ok && body?.status !== 'failed') return body?.data as T;

  const fallback = response.status === 429 ? MSG.tooManyAttempts : MSG.genericError;
  const message = typeof body?.error === 'string' && body.error ? body.error : fallback;
  const details = isStringRecord(body?.details) ? body.details : undefined;

  // A 401 from /auth/* is a failed attempt, never "session expired" (API.md).
  if (response.status === 401 && session && !path.startsWith('/auth/')) {
    sessionExpired.show();
    throw new ApiError({ status: 401, message, details, notified: true });
  }
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  throw new ApiError({ status: response.status, message, details, retryAfter });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
