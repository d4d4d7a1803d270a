import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

// Issue 43: the plumbing both fake mobile-money providers share (see
// fake-momo-providers.ts): an HTTP server on 127.0.0.1, a log of every call,
// the switches tests flip (refused keys, slowness, 500s, callbacks lost or
// doubled), per-reference or per-number outcomes, and callbacks sent once
// and never retried, as the real providers do.

/** One call the fake received. Header names are lower case. */
export type FakeRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The JSON body (null: none or not JSON). */
  body: unknown;
  /** The HTTP status it was answered with; null until answered. */
  answeredWith: number | null;
};

/** One callback the fake sent (or tried to). */
export type FakeCallback = {
  url: string;
  method: 'PUT' | 'POST';
  body: unknown;
  /** Our server's answer; null when it could not be reached. */
  answeredWith: number | null;
};

/** How a request ends. EXPIRED: MTN FAILED with reason EXPIRED; Airtel TE. */
export type FakeFinal = 'SUCCESSFUL' | 'FAILED' | 'EXPIRED';

/**
 * What happens to a matching request: she answers by herself (after
 * `afterMs`, default at once; the callback goes as `callbacks` says), or
 * the request itself is refused with this HTTP status (and code, message).
 */
export type FakeOutcome =
  | { complete: FakeFinal; reason?: string; afterMs?: number }
  | { refuse: number; code?: string; message?: string };

export type FakeSwitches = {
  /** The token call answers 401 whatever the credentials. */
  refuseCredentials?: boolean;
  /** Every answer (the token call's too) waits this long. */
  delayMs?: number;
  /** Every call but the token call answers 500. */
  answer500?: boolean;
  /** once (default), drop (the callback is lost), twice (a duplicate). */
  callbacks?: 'once' | 'drop' | 'twice';
  /** expires_in of the tokens issued (default 3600). */
  tokenSeconds?: number;
};

export type Reply = { status: number; body?: unknown };

/** The last 9 digits of a number: how a rule's number and a request's are compared. */
export const last9 = (msisdn: string) => msisdn.replace(/\D/g, '').slice(-9);

/** Digits for a provider's transaction id. */
export const digits = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  ).join('');

export async function startFakeServer(
  switches: FakeSwitches,
  route: (req: FakeRequest) => Reply | Promise<Reply>,
  isTokenCall: (req: FakeRequest) => boolean,
) {
  const requests: FakeRequest[] = [];
  const callbacks: FakeCallback[] = [];
  const rules = new Map<string, FakeOutcome>();
  const timers = new Set<NodeJS.Timeout>();
  const tokens = new Set<string>();
  let tokensIssued = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const record: FakeRequest = {
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://fake').pathname,
        headers,
        body,
        answeredWith: null,
      };
      requests.push(record);
      void answer(record, res);
    });
  });

  async function answer(record: FakeRequest, res: http.ServerResponse) {
    if (switches.delayMs) await later(switches.delayMs);
    let reply: Reply;
    try {
      reply =
        switches.answer500 && !isTokenCall(record)
          ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }
          : await route(record);
    } catch (err) {
      reply = { status: 500, body: { message: String(err) } };
    }
    record.answeredWith = reply.status;
    if (res.destroyed) return; // the client gave up (its timeout)
    res.writeHead(
      reply.status,
      reply.body === undefined ? {} : { 'content-type': 'application/json' },
    );
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  }

  function later(ms: number) {
    return new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    callbacks,
    get tokensIssued() {
      return tokensIssued;
    },
    /** A new bearer token, remembered as valid. */
    issueToken(prefix: string) {
      tokensIssued += 1;
      const token = `${prefix}-${tokensIssued}-${digits(12)}`;
      tokens.add(token);
      return token;
    },
    /** Whether an Authorization header carries a token this fake issued (and did not revoke). */
    bearerOk(authorization: string | undefined) {
      const m = /^Bearer (.+)$/.exec(authorization ?? '');
      return !!m && tokens.has(m[1]!);
    },
    /** Every token issued so far stops working: the next call gets a 401. */
    revokeTokens() {
      tokens.clear();
    },
    set(patch: FakeSwitches) {
      Object.assign(switches, patch);
    },
    setOutcome(referenceOrMsisdn: string, outcome: FakeOutcome) {
      rules.set(referenceOrMsisdn, outcome);
    },
    /** The rule for a request: its reference's, else its number's. */
    outcomeFor(reference: string, msisdn: string): FakeOutcome | undefined {
      const own = rules.get(reference);
      if (own) return own;
      for (const [key, outcome] of rules)
        if (/^\+?\d{9,15}$/.test(key) && last9(key) === last9(msisdn)) return outcome;
      return undefined;
    },
    /** Runs `fn` after `ms` unless the fake is closed first. */
    schedule(ms: number, fn: () => void) {
      void later(ms).then(fn);
    },
    /** Sends a callback as the switches say: once, never, or twice; never retried. */
    async callBack(url: string | null, method: 'PUT' | 'POST', body: unknown) {
      if (!url || switches.callbacks === 'drop') return;
      const times = switches.callbacks === 'twice' ? 2 : 1;
      for (let i = 0; i < times; i += 1) {
        const sent: FakeCallback = { url, method, body, answeredWith: null };
        callbacks.push(sent);
        try {
          const res = await fetch(url, {
            method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(10_000),
          });
          sent.answeredWith = res.status;
          await res.arrayBuffer();
        } catch {
          // Lost: the providers do not try again.
        }
      }
    },
    /** Forgets the calls, callbacks and rules (tokens and stored requests stay). */
    resetLog() {
      requests.length = 0;
      callbacks.length = 0;
      rules.clear();
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeServer = Awaited<ReturnType<typeof startFakeServer>>;

/** A stand-in for our callback address: records what the fakes send to it, answers 200. */
export async function startCallbackReceiver() {
  const received: { method: string; path: string; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // kept as text
      }
      received.push({ method: req.method ?? '', path: req.url ?? '', body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens. */
export async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
