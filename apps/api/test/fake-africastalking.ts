import { rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import tls from 'node:tls';
import {
  AT_STATUS,
  ATXID,
  MESSAGING_PATH,
  certificate,
  type AtAnswer,
  type AtRequest,
  type AtStatusCode,
} from './fake-africastalking-wire.ts';

/**
 * A local stand-in for Africa's Talking's SMS API (POST /version1/messaging),
 * so the real `africastalking` SDK is exercised without the internet (issue 24).
 *
 * How the SDK reaches it: the SDK posts with axios to the fixed URL
 * https://api.africastalking.com/version1/messaging (api.sandbox... for the
 * user 'sandbox'). axios honours HTTPS_PROXY / NO_PROXY from the environment,
 * read at each request; axios 1.18 tunnels an https: target through the proxy
 * with CONNECT and does TLS to the origin inside the tunnel. The fake is that
 * proxy: it answers CONNECT itself and ends the tunnel's TLS with its own
 * certificate for the Africa's Talking host names, so the SDK's request (URL,
 * form body, `apikey` header) arrives here over real HTTPS. No SDK internals
 * are touched; the trust in the certificate is the only thing to arrange:
 *
 * - a server child process: start it with `fake.proxyEnv` in its environment
 *   (HTTPS_PROXY, NO_PROXY for local addresses, NODE_EXTRA_CA_CERTS);
 * - this test process: `fake.routeThisProcess()` sets the same variables and
 *   adds the certificate to node's default CAs (tls.setDefaultCACertificates);
 *   `close()` puts both back (API test files share a worker, ADR 027).
 *
 * Usage:
 *   const fake = await startFakeAfricasTalking({ apiKey: 'at-test-key' });
 *   fake.routeThisProcess();
 *   ...send...; fake.requests[0] // { to, message, from, username, apikey, ... }
 *   fake.answerNext({ statusCode: 403 });     // every number in the next request
 *   fake.answerNext({ byNumber: { '+256772000405': 405 } });
 *   fake.answerNext({ http: 503 }, 2);        // the next two requests
 *   fake.answerNext({ http: 201, json: {...} }); // any body
 *   fake.hangNext(); ... fake.release();      // hold a request unanswered
 *   await fake.close();
 * Plain HTTP to `fake.url` (POST /version1/messaging, or the absolute form a
 * forward proxy gets) is served the same way.
 */

export {
  AT_STATUS,
  MESSAGING_PATH,
  type AtAnswer,
  type AtRequest,
  type AtStatusCode,
} from './fake-africastalking-wire.ts';

export type FakeAfricasTalking = Awaited<ReturnType<typeof startFakeAfricasTalking>>;

/** `apiKey`: when given, any other `apikey` header is answered 401 as the real API does. */
export async function startFakeAfricasTalking(opts: { apiKey?: string; cost?: string } = {}) {
  const cost = opts.cost ?? 'UGX 35.0000';
  const requests: AtRequest[] = [];
  const answers: AtAnswer[] = [];
  let hangs = 0;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const { dir, caFile, key, cert } = certificate();

  function recipients(req: AtRequest, answer: AtAnswer | undefined) {
    return req.to.map((number) => {
      const code: AtStatusCode =
        answer && 'statusCode' in answer
          ? answer.statusCode
          : answer && 'byNumber' in answer
            ? (answer.byNumber[number] ?? 101)
            : 101;
      const ok = code < 200;
      return {
        statusCode: code,
        number,
        status: AT_STATUS[code],
        cost: ok ? cost : '0',
        messageId: ok ? ATXID() : 'None',
      };
    });
  }

  function respond(res: http.ServerResponse, req: AtRequest, answer: AtAnswer | undefined) {
    const send = (status: number, type: string, body: string) => {
      req.answeredWith = status;
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (opts.apiKey !== undefined && req.apikey !== opts.apiKey)
      return send(401, 'text/plain', 'The supplied authentication is invalid');
    if (answer && 'http' in answer)
      return answer.json !== undefined
        ? send(answer.http, 'application/json', JSON.stringify(answer.json))
        : send(answer.http, 'text/plain', answer.body ?? http.STATUS_CODES[answer.http] ?? '');
    const list = recipients(req, answer);
    const sent = list.filter((r) => r.statusCode < 200).length;
    const [currency, amount] = cost.split(' ');
    const total = sent === 0 ? '0' : `${currency} ${(Number(amount) * sent).toFixed(4)}`;
    send(
      201,
      'application/json',
      JSON.stringify({
        SMSMessageData: {
          Message: `Sent to ${sent}/${list.length} Total Cost: ${total}`,
          Recipients: list,
        },
      }),
    );
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // The absolute form (http://host/path) is what a forward proxy receives.
      const url = new URL(req.url ?? '/', `https://${req.headers.host ?? 'localhost'}`);
      if (req.method !== 'POST' || url.pathname !== MESSAGING_PATH) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end(`No route ${req.method} ${url.pathname}`);
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const record: AtRequest = {
        host: url.host,
        path: url.pathname,
        apikey: req.headers.apikey as string | undefined,
        contentType: req.headers['content-type'],
        username: form.get('username'),
        to: (form.get('to') ?? '').split(',').filter(Boolean),
        message: form.get('message'),
        from: form.get('from'),
        bulkSMSMode: form.get('bulkSMSMode'),
        answeredWith: null,
      };
      requests.push(record);
      const answer = answers.shift();
      if (hangs > 0) {
        hangs -= 1;
        held.push(() => respond(res, record, answer));
        return;
      }
      respond(res, record, answer);
    });
  }

  // The API itself, reached inside a CONNECT tunnel (TLS) or directly (plain HTTP).
  const api = https.createServer({ key, cert }, handle);
  const proxy = http.createServer(handle);
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  };
  proxy.on('connection', track);
  proxy.on('connect', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    // The https server does the TLS handshake on the tunnelled socket.
    api.emit('connection', socket);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  /** For a child process: route Africa's Talking through the fake and trust its certificate. */
  const proxyEnv: Record<string, string> = {
    HTTPS_PROXY: url,
    https_proxy: url,
    NO_PROXY: 'localhost,127.0.0.1,::1',
    no_proxy: 'localhost,127.0.0.1,::1',
    NODE_EXTRA_CA_CERTS: caFile,
  };

  let restore: (() => void) | null = null;

  return {
    url,
    port,
    proxyEnv,
    /** The fake's certificate (PEM), for a client that takes a `ca`. */
    ca: cert.toString('utf8'),
    /** Every request received, in order. */
    requests,
    /** The next `times` requests get this answer (queued after earlier ones). */
    answerNext(answer: AtAnswer, times = 1) {
      for (let i = 0; i < times; i += 1) answers.push(answer);
    },
    /** The next `times` requests are recorded but not answered until release(). */
    hangNext(times = 1) {
      hangs += times;
    },
    /** Answers every held request. */
    release() {
      for (const answer of held.splice(0)) answer();
    },
    /** How many requests are held unanswered. */
    get held() {
      return held.length;
    },
    /** Forgets the requests and any queued answers or hangs (held ones are released). */
    reset() {
      this.release();
      requests.length = 0;
      answers.length = 0;
      hangs = 0;
    },
    /**
     * Sends this process's axios requests to Africa's Talking through the fake:
     * the proxy variables are set and the certificate joins node's default CAs.
     */
    routeThisProcess() {
      if (restore) return;
      const saved = Object.fromEntries(
        Object.keys(proxyEnv).map((k) => [k, process.env[k]] as const),
      );
      const cas = tls.getCACertificates('default');
      Object.assign(process.env, proxyEnv);
      tls.setDefaultCACertificates([...cas, cert.toString('utf8')]);
      restore = () => {
        for (const [k, v] of Object.entries(saved)) {
          if (v === undefined) delete process.env[k];
          else process.env[k] = v;
        }
        tls.setDefaultCACertificates(cas);
      };
    },
    async close() {
      restore?.();
      restore = null;
      held.length = 0;
      for (const s of sockets) s.destroy();
      proxy.closeAllConnections();
      api.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
