// Issue 43: what MTN MoMo's and Airtel Money's gateways share: a bearer
// token kept until shortly before it expires, one time limit for a whole
// call (token included), one retry with a fresh token after a 401, and
// error texts that never carry a phone number.

/** The provider answered (any HTTP status), or it could not be asked / refused our keys. */
export type ProviderAnswer =
  | { ok: true; status: number; body: unknown; text: string }
  | { ok: false; permanent: boolean; error: string };

/**
 * Provider texts are stored in the payment's history and may reach the
 * logs: any run of 8 or more digits (a phone number, however spelled) goes.
 */
export const scrub = (text: string) =>
  text
    .slice(0, 2000)
    .replace(/\+?\d(?:[ -]?\d)+/g, (run) => (run.replace(/\D/g, '').length >= 8 ? '…' : run))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);

/** A JSON body as an object (null for anything else), to read fields off safely. */
export const asRecord = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** A field that is a non-empty string, or undefined. */
export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The token endpoint answered other than with a token. */
class TokenRefused extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`token refused (HTTP ${status})`);
  }
}

/** Rejects as soon as `signal` aborts, so a waiter does not outlive its own time limit. */
function untilAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** What went wrong in a call that got no usable answer. */
function failure(label: string, err: unknown, timeoutMs: number): ProviderAnswer {
  if (err instanceof TokenRefused) {
    const said = err.detail ? `: ${err.detail}` : '';
    if (err.status === 401 || err.status === 403)
      return {
        ok: false,
        permanent: true,
        error: `${label} refused our API keys (HTTP ${err.status}${said})`,
      };
    // Its trouble (5xx), a throttle, or a 200 without a token: worth another try.
    const permanent =
      err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
    return {
      ok: false,
      permanent,
      error: `${label} gave no access token (HTTP ${err.status}${said})`,
    };
  }
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError')
    return {
      ok: false,
      permanent: false,
      error: `No answer from ${label} in ${timeoutMs / 1000} s`,
    };
  const why = e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err);
  return { ok: false, permanent: false, error: scrub(`${label} could not be reached (${why})`) };
}

/**
 * A provider's HTTP client. `fetchToken` makes the provider's token call;
 * `call` makes one API call with a bearer token, within `timeoutMs` in all
 * (the token call, the call, and the one retry after a 401).
 */
export function providerClient(opts: {
  label: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
  fetchToken(signal: AbortSignal): Promise<Response>;
}) {
  const { label, timeoutMs, fetchImpl } = opts;
  // A cache, not state: losing it (a restart) only costs one token call.
  let cached: { token: string; until: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function newToken(): Promise<string> {
    // Its own time limit: concurrent calls share it, so no one caller's limit may cut it.
    const res = await opts.fetchToken(AbortSignal.timeout(timeoutMs));
    const text = await res.text();
    const body = asRecord(parseJson(text));
    const token = str(body?.access_token);
    if (!res.ok || !token) {
      const detail = str(body?.error_description) ?? str(body?.message) ?? str(body?.error);
      throw new TokenRefused(res.status, scrub(detail ?? ''));
    }
    // Seconds, as a number or a string (Airtel); kept until 60 s before the end.
    const seconds = Number(body?.expires_in);
    const until = Number.isFinite(seconds) ? Date.now() + (seconds - 60) * 1000 : 0;
    cached = { token, until };
    return token;
  }

  function bearer(deadline: AbortSignal): Promise<string> {
    if (cached && Date.now() < cached.until) return Promise.resolve(cached.token);
    inFlight ??= newToken().finally(() => {
      inFlight = null;
    });
    return untilAbort(inFlight, deadline);
  }

  return {
    async call(
      url: string,
      init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
    ): Promise<ProviderAnswer> {
      const deadline = AbortSignal.timeout(timeoutMs);
      try {
        for (let attempt = 1; ; attempt += 1) {
          const token = await bearer(deadline);
          const res = await fetchImpl(url, {
            method: init.method,
            headers: { ...init.headers, Authorization: `Bearer ${token}` },
            ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
            signal: deadline,
          });
          const text = await res.text();
          // A token the provider no longer takes (revoked, clock skew): one new one, one retry.
          if (res.status === 401 && attempt === 1) {
            if (cached?.token === token) cached = null;
            continue;
          }
          return { ok: true, status: res.status, body: parseJson(text), text };
        }
      } catch (err) {
        return failure(label, err, timeoutMs);
      }
    },
  };
}

/** An HTTP status the provider gave as trouble of its own or a throttle: not the request's fault. */
export const transientStatus = (status: number) =>
  status >= 500 || status === 408 || status === 429;
