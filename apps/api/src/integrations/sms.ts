import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';

export type SmsMessage = {
  /** E.164, as stored (+2567…). */
  to: string;
  message: string;
};
export type SmsSendResult =
  | {
      ok: true;
      messageId: string;
      /** The gateway's word: Success, Sent, Queued, Processed (the outbox: Outbox). */
      status: string;
      /** What the gateway charged, in whole UGX; null when it did not say (or not in UGX). */
      costUgx: number | null;
    }
  | {
      ok: false;
      /** true: retrying cannot help (bad number, no balance, refused key). */
      permanent: boolean;
      error: string;
    };

/** One interface, two implementations chosen by configuration (issue 24, as ruling 24 for push). */
export type SmsGateway = {
  kind: 'africastalking' | 'outbox';
  /** The alphanumeric sender id messages go out from; null: the gateway's default. */
  senderId: string | null;
  send(m: SmsMessage): Promise<SmsSendResult>;
  close(): Promise<void>;
};

/**
 * Without Africa's Talking credentials every SMS goes to the outbox: the
 * notifications row is the outbox record, so staff see exactly what would
 * have gone out (issue 24; ruling 24 does the same for push).
 */
export function outboxSmsGateway(): SmsGateway {
  return {
    kind: 'outbox',
    senderId: null,
    send: async () => ({
      ok: true,
      messageId: `outbox-${randomUUID()}`,
      status: 'Outbox',
      costUgx: null,
    }),
    close: async () => {},
  };
}

// The part of the `africastalking` SDK (0.8) used here; it ships no types.
type AtRecipient = {
  statusCode?: number;
  number?: string;
  status?: string;
  cost?: string;
  messageId?: string;
};
type AtAnswer = { SMSMessageData?: { Message?: string; Recipients?: AtRecipient[] } };
type AtClient = {
  SMS: { send(params: { to: string[]; message: string; from?: string }): Promise<AtAnswer> };
};
type AtFactory = (options: { username: string; apiKey: string }) => AtClient;

/**
 * Africa's Talking's per-recipient status codes that no retry can change,
 * in plain words (100 Processed, 101 Sent, 102 Queued are the good ones).
 */
const PERMANENT: Record<number, [name: string, words: string]> = {
  401: ['RiskHold', 'Held by the gateway as a risk'],
  402: ['InvalidSenderId', 'Sender id not allowed'],
  403: ['InvalidPhoneNumber', 'Invalid phone number'],
  404: ['UnsupportedNumberType', 'Number type not supported'],
  405: ['InsufficientBalance', 'Insufficient balance on the SMS account'],
  406: ['UserInBlacklist', 'The person blocked messages from us'],
  407: ['CouldNotRoute', 'The network could not be reached'],
  409: ['DoNotDisturbRejection', 'Refused: the number is on do-not-disturb'],
};
/** The gateway's own trouble: worth another try later. */
const TRANSIENT: Record<number, [name: string, words: string]> = {
  500: ['InternalServerError', "The gateway's internal error"],
  501: ['GatewayError', 'Gateway error'],
  502: ['RejectedByGateway', 'Rejected by the gateway'],
};

/** 'UGX 35.0000' -> 35; anything else (another currency, 'None') -> null. */
export function parseUgx(cost: string | undefined): number | null {
  const m = /^\s*UGX\s+(\d+(?:\.\d+)?)\s*$/.exec(cost ?? '');
  return m ? Math.round(Number(m[1])) : null;
}

/**
 * Gateway texts are stored in the history and may reach the logs: a phone
 * number (or anything like one) never goes with them.
 */
const scrub = (text: string) =>
  text
    .replace(/\+?\d[\d ]{7,}\d/g, '…')
    .trim()
    .slice(0, 300);

/** Reads the gateway's answer for the one recipient of a send. */
export function mapAnswer(answer: AtAnswer): SmsSendResult {
  const data = answer?.SMSMessageData;
  const r = data?.Recipients?.[0];
  if (!r || typeof r.statusCode !== 'number') {
    // No recipient: the whole request was refused (e.g. an unknown sender id).
    return {
      ok: false,
      permanent: true,
      error: scrub(data?.Message || 'The gateway answered without a recipient'),
    };
  }
  const code = r.statusCode;
  if (code >= 100 && code <= 102 && r.messageId) {
    return { ok: true, messageId: r.messageId, status: r.status ?? '', costUgx: parseUgx(r.cost) };
  }
  const known = PERMANENT[code] ?? TRANSIENT[code];
  const name = r.status || known?.[0] || 'Unknown';
  const words = known?.[1] ?? 'The gateway refused the message';
  // An unknown code: the gateway's trouble (5xx) is retried, anything else is not.
  const permanent = code in PERMANENT || (!(code in TRANSIENT) && code < 500);
  return { ok: false, permanent, error: scrub(`${words} (${code} ${name})`) };
}

type HttpError = {
  isAxiosError?: boolean;
  code?: string;
  message?: string;
  response?: { status: number; data?: unknown };
};

/** A send the SDK rejected: an HTTP error, a network error, or its own check of the input. */
export function mapFailure(err: unknown): SmsSendResult {
  if (err && typeof err === 'object' && 'SMSMessageData' in err) {
    // The SDK rejects any answer but 201 Created with the answer's body.
    return mapAnswer(err as AtAnswer);
  }
  const e = (err ?? {}) as HttpError;
  const status = e.response?.status;
  if (status !== undefined) {
    const body = typeof e.response?.data === 'string' ? e.response.data : '';
    const said = body ? `: ${scrub(body)}` : '';
    if (status === 401 || status === 403)
      return { ok: false, permanent: true, error: `API key refused (HTTP ${status})${said}` };
    if (status >= 500 || status === 408 || status === 429)
      return { ok: false, permanent: false, error: `Gateway unavailable (HTTP ${status})${said}` };
    return {
      ok: false,
      permanent: true,
      error: `Gateway refused the request (HTTP ${status})${said}`,
    };
  }
  if (e.isAxiosError) {
    // No answer at all (refused connection, reset, DNS): the network, so retry.
    return {
      ok: false,
      permanent: false,
      error: `Gateway unreachable (${e.code ?? scrub(e.message ?? 'network error')})`,
    };
  }
  // The SDK checks the number and options before sending: the same input fails again.
  return {
    ok: false,
    permanent: true,
    error: `Refused before sending: ${scrub(e.message ?? String(err))}`,
  };
}

/**
 * Africa's Talking through its official SDK, which posts form-encoded to
 * https://api.africastalking.com/version1/messaging (the user 'sandbox' uses
 * the sandbox host; the SDK makes that choice for the whole process). The SDK
 * sets no timeout, so `timeoutMs` bounds a send: past it the send counts as
 * transient (the gateway may still have taken it).
 */
export function africasTalkingGateway(opts: {
  username: string;
  apiKey: string;
  senderId?: string;
  timeoutMs?: number;
}): SmsGateway {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  // The SDK (with joi, lodash, libphonenumber) is loaded only when configured.
  // The specifier is cast so TypeScript takes the local type above (no bundled types).
  let client: Promise<AtClient> | null = null;
  const sdk = () =>
    (client ??= import('africastalking' as string).then((m: { default: AtFactory }) =>
      m.default({ username: opts.username, apiKey: opts.apiKey }),
    ));

  return {
    kind: 'africastalking',
    senderId: opts.senderId ?? null,
    async send(m) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<SmsSendResult>((resolve) => {
        timer = setTimeout(
          () =>
            resolve({
              ok: false,
              permanent: false,
              error: `No answer from the gateway in ${timeoutMs / 1000} s`,
            }),
          timeoutMs,
        );
      });
      const attempt = sdk()
        .then((at) =>
          at.SMS.send({
            to: [m.to],
            message: m.message,
            ...(opts.senderId ? { from: opts.senderId } : {}),
          }),
        )
        .then(mapAnswer, mapFailure);
      try {
        return await Promise.race([attempt, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    // The SDK keeps no connection or timer open.
    close: async () => {},
  };
}

/** Africa's Talking when both credentials are set (config checks they go together); else the outbox. */
export function smsGatewayFrom(
  config: Pick<Config, 'AT_USERNAME' | 'AT_API_KEY' | 'AT_SENDER_ID'>,
): SmsGateway {
  return config.AT_USERNAME && config.AT_API_KEY
    ? africasTalkingGateway({
        username: config.AT_USERNAME,
        apiKey: config.AT_API_KEY,
        ...(config.AT_SENDER_ID ? { senderId: config.AT_SENDER_ID } : {}),
      })
    : outboxSmsGateway();
}
