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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

function sessionHeaders(
  session: ReturnType<typeof getSession>,
  accept: string,
  json: boolean,
  extra: Record<string, string> = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: accept,
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    [HEADERS.partnerId]: PARTNER_ID,
    ...extra,
  };
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
    headers[HEADERS.countryCode] = COUNTRY_CODE;
    headers[HEADERS.userEmail] = session.user.email;
  }
  return headers;
}

/** fetch with the session headers; refuses writes while offline (SPEC 5). */
async function send(
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<{ response: Response; signedIn: boolean }> {
  const method = options.method ?? 'GET';
  if (method !== 'GET' && isOffline()) {
    // SPEC 5: offline saves are refused before sending, so the form keeps its values.
    toast.error(MSG.offline);
    throw new ApiError({ status: 0, message: MSG.offline, notified: true });
  }
  // A multipart upload lets the browser set its own Content-Type (with the boundary).
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const session = getSession();
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers: sessionHeaders(session, accept, !form, options.headers),
      body:
        options.body === undefined
          ? undefined
          : form
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
    return { response, signedIn: session !== null };
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, message: isOffline() ? MSG.offline : MSG.genericError });
  }
}

/** The ApiError for a failed answer (opening Session Expired on a signed-in 401). */
function failure(
  path: string,
  { response, signedIn }: { response: Response; signedIn: boolean },
  body: Envelope | undefined,
): ApiError {
  const fallback = response.status === 429 ? MSG.tooManyAttempts : MSG.genericError;
  const message = typeof body?.error === 'string' && body.error ? body.error : fallback;
  const details = isStringRecord(body?.details) ? body.details : undefined;

  // A 401 from /auth/* is a failed attempt, never "session expired" (API.md).
  if (response.status === 401 && signedIn && !path.startsWith('/auth/')) {
    sessionExpired.show();
    return new ApiError({ status: 401, message, details, notified: true });
  }
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  return new ApiError({ status: response.status, message, details, retryAfter });
}

/**
 * Sends one request and answers the envelope's `data`; throws ApiError on
 * failure. A FormData body goes as multipart (picture uploads).
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const sent = await send(path, options, 'application/json');
  const body = await readEnvelope(sent.response);
  if (sent.response.ok && body?.status !== 'failed') return body?.data as T;
  throw failure(path, sent, body);
}

/** An answer's `data` with the envelope's `message`, when the API adds one. */
export type WithMessage<T> = { data: T; message: string | undefined };

/**
 * As apiRequest, but also answers the envelope's `message` (e.g. 'Nurse job
 * already created' on an idempotent repeat), which apiRequest leaves out.
 */
export async function apiRequestWithMessage<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<WithMessage<T>> {
  const sent = await send(path, options, 'application/json');
  const body = await readEnvelope(sent.response);
  if (!sent.response.ok || body?.status === 'failed') throw failure(path, sent, body);
  const message = (body as { message?: unknown } | undefined)?.message;
  return { data: body?.data as T, message: typeof message === 'string' ? message : undefined };
}

export type DownloadedFile = { blob: Blob; fileName: string | undefined };

/** The file name of a Content-Disposition header (plain or RFC 5987 form). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || undefined;
}

/** GETs a file (e.g. the care card PDF) with the session headers; errors as apiRequest. */
export async function apiDownload(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<DownloadedFile> {
  const sent = await send(path, { ...options, method: 'GET' }, '*/*');
  const { response } = sent;
  if (!response.ok) throw failure(path, sent, await readEnvelope(response));
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  /** A POST answering `{ data, message }`. */
  postWithMessage: <T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => apiRequestWithMessage<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** A multipart POST (picture uploads). */
  upload: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: form }),
  download: apiDownload,
};

/** A page of a list as the API answers it: its rows and the count of all. */
export type Page<T> = { rows: T[]; count: number };
