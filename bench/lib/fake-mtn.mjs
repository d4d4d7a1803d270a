// A minimal fake of MTN MoMo's Collection API for `npm run bench:payments`
// (issue 43): the token call, request to pay (202, stored by X-Reference-Id)
// and its status. It sends no callbacks: the bench sends them itself, so it
// controls when they arrive and times each one. The tests' fuller fake is
// apps/api/test/fake-momo-mtn.ts (TypeScript, so not usable from plain .mjs).
import http from 'node:http';

export const MTN_CREDENTIALS = {
  subscriptionKey: 'bench-mtn-subscription-key',
  apiUser: '5b2c6b1e-3f0a-4c1d-9a6e-2f7d8e9a0b1c',
  apiKey: 'bench-mtn-api-key',
  targetEnvironment: 'sandbox',
  currency: 'UGX',
};

const REQUEST = '/collection/v1_0/requesttopay';

export async function startFakeMtn() {
  const c = MTN_CREDENTIALS;
  const basic = `Basic ${Buffer.from(`${c.apiUser}:${c.apiKey}`).toString('base64')}`;
  const token = `bench-token-${Date.now()}`;
  /** reference -> what MTN keeps of a request to pay */
  const stored = new Map();
  const counts = { token: 0, requestToPay: 0, status: 0 };
  // Transaction ids unique in the run (a receipt number in the books is unique).
  let nextTransaction = 7_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

  function route(req, body) {
    const h = req.headers;
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (h['ocp-apim-subscription-key'] !== c.subscriptionKey) return [401, { statusCode: 401 }];
    if (req.method === 'POST' && path === '/collection/token/') {
      if (h.authorization !== basic) return [401, { error: 'login_failed' }];
      counts.token += 1;
      return [200, { access_token: token, token_type: 'access_token', expires_in: 3600 }];
    }
    if (h.authorization !== `Bearer ${token}`) return [401, { code: 'UNAUTHORIZED' }];
    if (h['x-target-environment'] !== c.targetEnvironment)
      return [400, { code: 'NOT_ALLOWED_TARGET_ENVIRONMENT' }];
    if (req.method === 'POST' && path === REQUEST) {
      counts.requestToPay += 1;
      const reference = h['x-reference-id'] ?? '';
      if (stored.has(reference)) return [409, { code: 'RESOURCE_ALREADY_EXIST' }];
      const b = JSON.parse(body || '{}');
      if (b.currency !== c.currency) return [400, { code: 'INVALID_CURRENCY' }];
      stored.set(reference, {
        amount: b.amount,
        currency: b.currency,
        externalId: b.externalId,
        payer: b.payer,
        payerMessage: b.payerMessage,
        payeeNote: b.payeeNote,
        status: 'PENDING',
      });
      return [202, undefined];
    }
    if (req.method === 'GET' && path.startsWith(`${REQUEST}/`)) {
      counts.status += 1;
      const s = stored.get(decodeURIComponent(path.slice(REQUEST.length + 1)));
      return s ? [200, s] : [404, { code: 'RESOURCE_NOT_FOUND' }];
    }
    return [404, { code: 'RESOURCE_NOT_FOUND' }];
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let status;
      let answer;
      try {
        [status, answer] = route(req, body);
      } catch (err) {
        [status, answer] = [500, { message: String(err) }];
      }
      res.writeHead(status, answer === undefined ? {} : { 'content-type': 'application/json' });
      res.end(answer === undefined ? '' : JSON.stringify(answer));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    /** The server's settings that send its MTN calls here. */
    serverEnv: {
      MTN_MOMO_BASE_URL: url,
      MTN_MOMO_SUBSCRIPTION_KEY: c.subscriptionKey,
      MTN_MOMO_API_USER: c.apiUser,
      MTN_MOMO_API_KEY: c.apiKey,
      MTN_MOMO_TARGET_ENVIRONMENT: c.targetEnvironment,
      MTN_MOMO_CURRENCY: c.currency,
    },
    stored,
    counts,
    /** She confirmed: the request SUCCESSFUL with a transaction id of its own (answered). */
    succeed(reference) {
      const s = stored.get(reference);
      if (!s) throw new Error(`The fake MTN has no request ${reference}`);
      s.status = 'SUCCESSFUL';
      s.financialTransactionId ??= String((nextTransaction += 1));
      return s;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
