import type { CollectStatus, MobileMoneyGateway } from './mobile-money.ts';
import {
  asRecord,
  providerClient,
  scrub,
  str,
  transientStatus,
  type ProviderAnswer,
} from './mobile-money-http.ts';

// Issue 43: MTN MoMo's Collection API (https://momodeveloper.mtn.com):
// "request to pay" prompts her phone; its status is asked by our reference.

const LABEL = 'MTN MoMo';

/** MTN's reasons for a failed request, in the words staff read. */
const REASONS: Record<string, string> = {
  NOT_ENOUGH_FUNDS: 'Not enough money on her MoMo account',
  PAYER_NOT_FOUND: 'This number has no MTN MoMo account',
  COULD_NOT_PERFORM_TRANSACTION: 'She did not enter her PIN in time',
  APPROVAL_REJECTED: 'She declined the prompt',
  EXPIRED: 'The prompt expired on her phone',
  PAYER_LIMIT_REACHED: 'She has reached her MoMo spending limit',
  SENDER_ACCOUNT_NOT_ACTIVE: 'Her MoMo account is not active',
  TRANSACTION_CANCELED: 'The payment was cancelled',
  NOT_ALLOWED: 'MTN MoMo does not allow this payment from her account',
  NOT_ALLOWED_TARGET_ENVIRONMENT: 'MTN MoMo: our account is not set up for this environment',
  PAYEE_NOT_FOUND: 'MTN MoMo does not know our merchant account',
  INTERNAL_PROCESSING_ERROR: 'MTN MoMo could not process it (its own error)',
  SERVICE_UNAVAILABLE: 'MTN MoMo was unavailable',
};

/** A failure's reason (a code string, or {code, message}) in plain words. */
export function mtnReason(reason: unknown): string {
  const r = asRecord(reason);
  const code = str(reason) ?? str(r?.code);
  if (code) return REASONS[code] ?? scrub(`${LABEL}: ${code}`);
  const message = str(r?.message);
  return message ? scrub(`${LABEL}: ${message}`) : `${LABEL}: the payment failed`;
}

/** What MTN said in an error body: {code, message}, or its gateway's {statusCode, message}. */
function said(body: unknown): string {
  const b = asRecord(body);
  const parts = [str(b?.code), str(b?.message)].filter(Boolean);
  return parts.length ? `: ${parts.join(' ')}` : '';
}

/** A request refused or not answered, from a status code. */
function refusal(status: number, body: unknown) {
  const detail = said(body);
  if (transientStatus(status))
    return {
      ok: false as const,
      permanent: false,
      error: scrub(`${LABEL} had trouble (HTTP ${status}${detail})`),
    };
  const what = status === 401 || status === 403 ? 'refused our API keys' : 'refused the request';
  return {
    ok: false as const,
    permanent: true,
    error: scrub(`${LABEL} ${what} (HTTP ${status}${detail})`),
  };
}

/** A status answer (HTTP 200) in our terms. */
function statusOf(body: unknown): CollectStatus {
  const b = asRecord(body);
  switch (b?.status) {
    case 'PENDING':
      return { state: 'PENDING' };
    case 'FAILED':
      return { state: 'FAILED', reason: mtnReason(b.reason) };
    case 'SUCCESSFUL': {
      const transactionId =
        typeof b.financialTransactionId === 'number'
          ? String(b.financialTransactionId)
          : str(b.financialTransactionId);
      // A success without MTN's transaction id is no receipt: asked again later.
      if (!transactionId)
        return { state: 'UNKNOWN', error: `${LABEL} said SUCCESSFUL without a transaction id` };
      const amount = Number(b.amount);
      // -1: MTN did not say (it always does); the caller checks its own amount.
      return {
        state: 'SUCCESSFUL',
        transactionId,
        amount: Number.isFinite(amount) ? Math.round(amount) : -1,
      };
    }
    default:
      return {
        state: 'UNKNOWN',
        error: scrub(`${LABEL} answered an unknown status (${String(b?.status ?? 'none')})`),
      };
  }
}

/**
 * MTN MoMo's Collection API. `currency`: UGX when live, EUR in the sandbox.
 * `timeoutMs` bounds each requestToPay or status call as a whole.
 */
export function mtnMomoGateway(opts: {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  currency: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): MobileMoneyGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const fetchImpl = opts.fetchImpl ?? fetch;
  const basic = Buffer.from(`${opts.apiUser}:${opts.apiKey}`).toString('base64');
  const client = providerClient({
    label: LABEL,
    timeoutMs: opts.timeoutMs ?? 15_000,
    fetchImpl,
    fetchToken: (signal) =>
      fetchImpl(`${base}/collection/token/`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Ocp-Apim-Subscription-Key': opts.subscriptionKey,
        },
        signal,
      }),
  });
  const headers = {
    'X-Target-Environment': opts.targetEnvironment,
    'Ocp-Apim-Subscription-Key': opts.subscriptionKey,
  };

  return {
    provider: 'mtn',
    network: 'MTN',
    async requestToPay(r) {
      const answer: ProviderAnswer = await client.call(`${base}/collection/v1_0/requesttopay`, {
        method: 'POST',
        headers: {
          ...headers,
          'X-Reference-Id': r.reference,
          'Content-Type': 'application/json',
          ...(r.callbackUrl === null ? {} : { 'X-Callback-Url': r.callbackUrl }),
        },
        body: {
          amount: String(r.amount),
          currency: opts.currency,
          externalId: r.reference,
          // MTN takes the number with its country code, without '+': 256772123456.
          payer: { partyIdType: 'MSISDN', partyId: r.msisdn.replace(/\D/g, '') },
          payerMessage: r.note,
          payeeNote: r.note,
        },
      });
      if (!answer.ok) return answer;
      // 409: this reference was taken before, so this is a retry of a request MTN has.
      if ((answer.status >= 200 && answer.status < 300) || answer.status === 409)
        return { ok: true };
      return refusal(answer.status, answer.body);
    },
    async status(reference) {
      const answer = await client.call(
        `${base}/collection/v1_0/requesttopay/${encodeURIComponent(reference)}`,
        { method: 'GET', headers },
      );
      if (!answer.ok) return { state: 'UNKNOWN', error: answer.error };
      if (answer.status === 200) return statusOf(answer.body);
      if (answer.status === 404) return { state: 'NOT_FOUND' };
      return { state: 'UNKNOWN', error: refusal(answer.status, answer.body).error };
    },
    referenceOf(body) {
      // The callback has the status answer's shape; externalId is our reference.
      return str(asRecord(body)?.externalId) ?? null;
    },
    // fetch keeps no connection of ours open; the token cache goes with the object.
    close: async () => {},
  };
}
