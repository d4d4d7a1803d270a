import type { CollectStatus, MobileMoneyGateway } from './mobile-money.ts';
import { asRecord, providerClient, scrub, str, transientStatus } from './mobile-money-http.ts';

// Issue 43: Airtel Money's collection API (https://developers.airtel.africa),
// Uganda only: "USSD push" prompts her phone; the enquiry asks its status by
// our transaction id. The callback address is set on Airtel's portal, not
// per request.

const LABEL = 'Airtel Money';
const COUNTRY = 'UG';
const CURRENCY = 'UGX';

/** Airtel's result codes for "no such transaction" (HTTP 200 with success false). */
const NOT_FOUND_CODES = new Set(['ESB000008', 'DP00800001003']);

/** Airtel's answer envelope: { data: { transaction }, status: { code, message, result_code, success } }. */
function envelope(body: unknown) {
  const b = asRecord(body);
  const status = asRecord(b?.status);
  const transaction = asRecord(asRecord(b?.data)?.transaction);
  const success = status?.success === true || status?.success === 'true';
  const code = str(status?.result_code) ?? str(status?.response_code);
  // An OAuth-style error body ({error, error_description}) on a 4xx.
  const message =
    str(status?.message) ?? str(b?.error_description) ?? str(b?.message) ?? str(b?.error);
  return { status, transaction, success, code, message };
}

/** "message (CODE)", for an error text. */
const what = (e: ReturnType<typeof envelope>) =>
  [e.message, e.code ? `(${e.code})` : undefined].filter(Boolean).join(' ');

function refusal(status: number, body: unknown) {
  const detail = what(envelope(body));
  const said = detail ? `: ${detail}` : '';
  if (transientStatus(status))
    return {
      ok: false as const,
      permanent: false,
      error: scrub(`${LABEL} had trouble (HTTP ${status}${said})`),
    };
  const verb = status === 401 || status === 403 ? 'refused our API keys' : 'refused the request';
  return {
    ok: false as const,
    permanent: true,
    error: scrub(`${LABEL} ${verb} (HTTP ${status}${said})`),
  };
}

/** An enquiry's answer (HTTP 200) in our terms. */
function statusOf(body: unknown): CollectStatus {
  const e = envelope(body);
  if (!e.success && e.code && NOT_FOUND_CODES.has(e.code)) return { state: 'NOT_FOUND' };
  const t = e.transaction;
  switch (t?.status) {
    case 'TIP': // in progress: the prompt waits on her phone
    case 'TA': // ambiguous: Airtel does not know yet
      return { state: 'PENDING' };
    case 'TS': {
      const transactionId = str(t.airtel_money_id);
      if (!transactionId)
        return { state: 'UNKNOWN', error: `${LABEL} said TS without its transaction id` };
      // Airtel's enquiry does not give the amount: -1 means "the provider did
      // not say", and the caller checks the amount it asked for.
      const amount = t.amount === undefined || t.amount === null ? NaN : Number(t.amount);
      return {
        state: 'SUCCESSFUL',
        transactionId,
        amount: Number.isFinite(amount) ? Math.round(amount) : -1,
      };
    }
    case 'TF':
      return {
        state: 'FAILED',
        reason: scrub(
          str(t.message) ? `${LABEL}: ${str(t.message)}` : `${LABEL}: the payment failed`,
        ),
      };
    case 'TE':
      return { state: 'FAILED', reason: 'The prompt expired on her phone' };
    default:
      return {
        state: 'UNKNOWN',
        error: scrub(
          `${LABEL} answered no known status (${String(t?.status ?? (what(e) || 'none'))})`,
        ),
      };
  }
}

/**
 * Airtel Money's collection API for Uganda (UGX). `timeoutMs` bounds each
 * requestToPay or status call as a whole.
 */
export function airtelMoneyGateway(opts: {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): MobileMoneyGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const fetchImpl = opts.fetchImpl ?? fetch;
  const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const client = providerClient({
    label: LABEL,
    timeoutMs: opts.timeoutMs ?? 15_000,
    fetchImpl,
    fetchToken: (signal) =>
      fetchImpl(`${base}/auth/oauth2/token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          client_id: opts.clientId,
          client_secret: opts.clientSecret,
          grant_type: 'client_credentials',
        }),
        signal,
      }),
  });
  const headers = { ...json, 'X-Country': COUNTRY, 'X-Currency': CURRENCY };

  return {
    provider: 'airtel',
    network: 'Airtel',
    async requestToPay(r) {
      const answer = await client.call(`${base}/merchant/v1/payments/`, {
        method: 'POST',
        headers,
        body: {
          reference: r.note,
          // Airtel takes the number without its country code: 752123456.
          subscriber: {
            country: COUNTRY,
            currency: CURRENCY,
            msisdn: r.msisdn.replace(/\D/g, '').slice(-9),
          },
          transaction: { amount: r.amount, country: COUNTRY, currency: CURRENCY, id: r.reference },
        },
      });
      if (!answer.ok) return answer;
      if (answer.status !== 200) return refusal(answer.status, answer.body);
      const e = envelope(answer.body);
      if (e.success) return { ok: true };
      return {
        ok: false,
        permanent: true,
        error: scrub(`${LABEL} refused the request: ${what(e) || 'no reason given'}`),
      };
    },
    async status(reference) {
      const answer = await client.call(
        `${base}/standard/v1/payments/${encodeURIComponent(reference)}`,
        { method: 'GET', headers },
      );
      if (!answer.ok) return { state: 'UNKNOWN', error: answer.error };
      if (answer.status === 200) return statusOf(answer.body);
      const { code } = envelope(answer.body);
      if (answer.status === 404 || (answer.status < 500 && code && NOT_FOUND_CODES.has(code)))
        return { state: 'NOT_FOUND' };
      return { state: 'UNKNOWN', error: refusal(answer.status, answer.body).error };
    },
    referenceOf(body) {
      // { transaction: { id, message, status_code, airtel_money_id } }: id is ours.
      return str(asRecord(asRecord(body)?.transaction)?.id) ?? null;
    },
    // fetch keeps no connection of ours open; the token cache goes with the object.
    close: async () => {},
  };
}
