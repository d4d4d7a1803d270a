import {
  digits,
  startFakeServer,
  type FakeFinal,
  type FakeRequest,
  type FakeSwitches,
  type Reply,
} from './fake-momo-kit.ts';

// Issue 43: the fake of MTN MoMo's Collection API (see fake-momo-providers.ts).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type MtnStored = {
  amount: string;
  currency: string;
  externalId: string;
  payer: { partyIdType: string; partyId: string };
  payerMessage: string;
  payeeNote: string;
  callbackUrl: string | null;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason?: string;
  financialTransactionId?: string;
};

export type FakeMtn = Awaited<ReturnType<typeof startFakeMtn>>;

export async function startFakeMtn(
  init: FakeSwitches & {
    subscriptionKey?: string;
    apiUser?: string;
    apiKey?: string;
    targetEnvironment?: string;
    currency?: string;
    /** The failure reason as {code, message} (older API versions) instead of a string. */
    reasonAsObject?: boolean;
  } = {},
) {
  // A copy: set() changes the switches of this fake only.
  const opts = { ...init };
  const credentials = {
    subscriptionKey: opts.subscriptionKey ?? 'mtn-subscription-key-0001',
    apiUser: opts.apiUser ?? '5b2c6b1e-3f0a-4c1d-9a6e-2f7d8e9a0b1c',
    apiKey: opts.apiKey ?? 'mtn-api-key-0001',
    targetEnvironment: opts.targetEnvironment ?? 'sandbox',
    currency: opts.currency ?? 'UGX',
  };
  const stored = new Map<string, MtnStored>();
  const basic = `Basic ${Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64')}`;
  const err = (status: number, code: string, message: string): Reply => ({
    status,
    body: { code, message },
  });

  function view(s: MtnStored) {
    const reason =
      s.reason && opts.reasonAsObject
        ? { code: s.reason, message: s.reason.toLowerCase() }
        : s.reason;
    return { ...s, callbackUrl: undefined, ...(reason ? { reason } : {}) };
  }

  function route(req: FakeRequest): Reply {
    const h = req.headers;
    if (h['ocp-apim-subscription-key'] !== credentials.subscriptionKey)
      return {
        status: 401,
        body: { statusCode: 401, message: 'Access denied due to invalid subscription key.' },
      };
    if (req.method === 'POST' && req.path === '/collection/token/') {
      if (opts.refuseCredentials || h.authorization !== basic)
        return { status: 401, body: { error: 'login_failed' } };
      const token = fake.issueToken('mtn');
      return {
        status: 200,
        body: {
          access_token: token,
          token_type: 'access_token',
          expires_in: opts.tokenSeconds ?? 3600,
        },
      };
    }
    if (!fake.bearerOk(h.authorization))
      return err(401, 'UNAUTHORIZED', 'Access token is missing or invalid');
    if (h['x-target-environment'] !== credentials.targetEnvironment)
      return err(
        400,
        'NOT_ALLOWED_TARGET_ENVIRONMENT',
        'Access to target environment is forbidden',
      );
    if (req.method === 'POST' && req.path === '/collection/v1_0/requesttopay')
      return requestToPay(req);
    const m = /^\/collection\/v1_0\/requesttopay\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const s = stored.get(decodeURIComponent(m[1]!));
      return s
        ? { status: 200, body: view(s) }
        : err(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    }
    return err(404, 'RESOURCE_NOT_FOUND', `No route ${req.method} ${req.path}`);
  }

  function requestToPay(req: FakeRequest): Reply {
    const reference = req.headers['x-reference-id'] ?? '';
    if (!UUID.test(reference))
      return err(400, 'INVALID_REFERENCE_ID', 'X-Reference-Id is not a UUID');
    if (stored.has(reference))
      return err(
        409,
        'RESOURCE_ALREADY_EXIST',
        'Duplicated reference id. Creation of resource failed.',
      );
    const b = (req.body ?? {}) as Partial<MtnStored>;
    if (typeof b.amount !== 'string' || !/^\d+(\.\d+)?$/.test(b.amount) || Number(b.amount) <= 0)
      return err(400, 'INVALID_AMOUNT', 'Amount must be a positive number as a string');
    if (b.currency !== credentials.currency)
      return err(400, 'INVALID_CURRENCY', 'Currency not supported.');
    if (b.payer?.partyIdType !== 'MSISDN' || !/^\d{10,15}$/.test(b.payer.partyId ?? ''))
      return err(400, 'INVALID_PAYER', 'Payer partyId must be an MSISDN of digits');
    const outcome = fake.outcomeFor(reference, b.payer.partyId);
    if (outcome && 'refuse' in outcome)
      return err(
        outcome.refuse,
        outcome.code ?? 'REFUSED',
        outcome.message ?? 'Refused by the fake',
      );
    stored.set(reference, {
      amount: b.amount,
      currency: b.currency,
      externalId: String(b.externalId ?? ''),
      payer: { partyIdType: 'MSISDN', partyId: b.payer.partyId },
      payerMessage: String(b.payerMessage ?? ''),
      payeeNote: String(b.payeeNote ?? ''),
      callbackUrl: req.headers['x-callback-url'] ?? null,
      status: 'PENDING',
    });
    if (outcome)
      fake.schedule(
        outcome.afterMs ?? 0,
        () => void complete(reference, outcome.complete, outcome.reason),
      );
    return { status: 202 };
  }

  /** Makes a request final and sends its callback (PUT to its X-Callback-Url), once, unretried. */
  async function complete(reference: string, final: FakeFinal, reason?: string) {
    const s = stored.get(reference);
    if (!s) throw new Error(`The fake MTN has no request ${reference}`);
    if (s.status !== 'PENDING') return;
    if (final === 'SUCCESSFUL') {
      s.status = 'SUCCESSFUL';
      s.financialTransactionId = digits(10);
    } else {
      s.status = 'FAILED';
      s.reason = final === 'EXPIRED' ? 'EXPIRED' : (reason ?? 'APPROVAL_REJECTED');
    }
    await fake.callBack(s.callbackUrl, 'PUT', view(s));
  }

  const fake = await startFakeServer(opts, route, (r) => r.path === '/collection/token/');
  return {
    ...fake,
    credentials,
    stored,
    complete,
    get tokensIssued() {
      return fake.tokensIssued;
    },
  };
}
