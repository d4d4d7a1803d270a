import {
  digits,
  startFakeServer,
  type FakeFinal,
  type FakeRequest,
  type FakeSwitches,
  type Reply,
} from './fake-momo-kit.ts';

// Issue 43: the fake of Airtel Money's collection API (see fake-momo-providers.ts).

type AirtelStored = {
  id: string;
  amount: number;
  msisdn: string;
  reference: string;
  status: 'TIP' | 'TS' | 'TF' | 'TE';
  message: string;
  airtel_money_id: string | null;
};

export type FakeAirtel = Awaited<ReturnType<typeof startFakeAirtel>>;

export async function startFakeAirtel(
  init: FakeSwitches & {
    clientId?: string;
    clientSecret?: string;
    /** Where callbacks go (Airtel's portal setting); null: none. */
    callbackUrl?: string | null;
    /** The enquiry gives the amount (the real one does not). */
    tellAmount?: boolean;
  } = {},
) {
  const opts = { ...init };
  const credentials = {
    clientId: opts.clientId ?? 'airtel-client-id-0001',
    clientSecret: opts.clientSecret ?? 'airtel-client-secret-0001',
  };
  let callbackUrl = opts.callbackUrl ?? null;
  const stored = new Map<string, AirtelStored>();
  const status = (
    success: boolean,
    code: string,
    message: string,
    result_code: string,
    response_code = 'DP00800001006',
  ) => ({
    code,
    message,
    result_code,
    response_code,
    success,
  });
  const refuse = (http: number, result: string, message: string): Reply => ({
    status: http,
    body: { data: {}, status: status(false, String(http), message, result, 'DP00800001002') },
  });

  function route(req: FakeRequest): Reply {
    const h = req.headers;
    const b = (req.body ?? {}) as Record<string, unknown>;
    if (req.method === 'POST' && req.path === '/auth/oauth2/token') {
      const ok =
        b.client_id === credentials.clientId &&
        b.client_secret === credentials.clientSecret &&
        b.grant_type === 'client_credentials';
      if (opts.refuseCredentials || !ok)
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client authentication failed' },
        };
      const token = fake.issueToken('airtel');
      // expires_in as a string, as Airtel sends it.
      return {
        status: 200,
        body: {
          access_token: token,
          expires_in: String(opts.tokenSeconds ?? 3600),
          token_type: 'bearer',
        },
      };
    }
    if (!fake.bearerOk(h.authorization))
      return refuse(401, 'ESB000001', 'Unauthorized: invalid access token');
    if (h['x-country'] !== 'UG' || h['x-currency'] !== 'UGX')
      return refuse(400, 'ESB000011', 'X-Country or X-Currency not allowed');
    if (req.method === 'POST' && req.path === '/merchant/v1/payments/') return pay(req.body);
    const m = /^\/standard\/v1\/payments\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const s = stored.get(decodeURIComponent(m[1]!));
      if (!s) return refuse(404, 'ESB000008', 'Transaction not found');
      const transaction = {
        airtel_money_id: s.airtel_money_id,
        id: s.id,
        message: s.message,
        status: s.status,
        ...(opts.tellAmount ? { amount: s.amount } : {}),
      };
      return {
        status: 200,
        body: { data: { transaction }, status: status(true, '200', 'SUCCESS', 'ESB000010') },
      };
    }
    return refuse(404, 'ESB000008', `No route ${req.method} ${req.path}`);
  }

  function pay(body: unknown): Reply {
    const b = (body ?? {}) as {
      reference?: unknown;
      subscriber?: Record<string, unknown>;
      transaction?: Record<string, unknown>;
    };
    const t = b.transaction ?? {};
    const msisdn = String(b.subscriber?.msisdn ?? '');
    const id = typeof t.id === 'string' ? t.id : '';
    // Airtel answers its errors with HTTP 200 and success false.
    const no = (result: string, message: string): Reply => ({
      status: 200,
      body: { data: {}, status: status(false, '200', message, result, 'DP00800001002') },
    });
    if (!id) return no('ESB000014', 'Transaction id is missing');
    if (!/^\d{9}$/.test(msisdn))
      return no('ESB000012', 'Invalid MSISDN: send 9 digits without the country code');
    if (typeof t.amount !== 'number' || !(t.amount > 0)) return no('ESB000013', 'Invalid amount');
    if (b.subscriber?.country !== 'UG' || t.country !== 'UG' || t.currency !== 'UGX')
      return no('ESB000011', 'Invalid country or currency');
    if (stored.has(id)) return no('ESB000041', 'Duplicate transaction id');
    const outcome = fake.outcomeFor(id, msisdn);
    if (outcome && 'refuse' in outcome)
      return outcome.refuse === 200
        ? no(outcome.code ?? 'ESB000039', outcome.message ?? 'Refused by the fake')
        : refuse(
            outcome.refuse,
            outcome.code ?? 'ESB000039',
            outcome.message ?? 'Refused by the fake',
          );
    stored.set(id, {
      id,
      amount: t.amount,
      msisdn,
      reference: String(b.reference ?? ''),
      status: 'TIP',
      message: 'In process',
      airtel_money_id: null,
    });
    if (outcome)
      fake.schedule(
        outcome.afterMs ?? 0,
        () => void complete(id, outcome.complete, outcome.reason),
      );
    return {
      status: 200,
      body: {
        data: { transaction: { id, status: 'SUCCESS' } },
        status: status(true, '200', 'SUCCESS', 'ESB000010'),
      },
    };
  }

  /** Makes a transaction final and POSTs the callback to `callbackUrl`, once, unretried. */
  async function complete(id: string, final: FakeFinal, reason?: string) {
    const s = stored.get(id);
    if (!s) throw new Error(`The fake Airtel has no transaction ${id}`);
    if (s.status !== 'TIP') return;
    s.airtel_money_id = `MP${digits(12)}`;
    s.status = final === 'SUCCESSFUL' ? 'TS' : final === 'EXPIRED' ? 'TE' : 'TF';
    s.message =
      final === 'SUCCESSFUL'
        ? 'Paid'
        : (reason ?? (final === 'EXPIRED' ? 'Transaction expired' : 'Insufficient funds'));
    const transaction = {
      id: s.id,
      message: s.message,
      status_code: s.status === 'TS' ? 'TS' : 'TF',
      airtel_money_id: s.airtel_money_id,
    };
    await fake.callBack(callbackUrl, 'POST', { transaction });
  }

  const fake = await startFakeServer(opts, route, (r) => r.path === '/auth/oauth2/token');
  return {
    ...fake,
    credentials,
    stored,
    complete,
    setCallbackUrl(url: string | null) {
      callbackUrl = url;
    },
    get tokensIssued() {
      return fake.tokensIssued;
    },
  };
}
