import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';

// A local stand-in for Google's OAuth token endpoint and the FCM HTTP v1
// send endpoint, so the FCM gateway is exercised without the internet.

export type FcmRequest = {
  path: string;
  /** The host firebase-admin meant to reach (fcm.googleapis.com). */
  host: string | undefined;
  authorization: string | undefined;
  body: { message: Record<string, unknown> & { topic?: string; token?: string } };
};

/** What FCM answers for a device token that is no longer registered. */
export const UNREGISTERED = {
  error: {
    code: 404,
    message: 'Requested entity was not found.',
    status: 'NOT_FOUND',
    details: [
      {
        '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
        errorCode: 'UNREGISTERED',
      },
    ],
  },
};

/**
 * A service account whose key is real (so the token request carries a signed
 * JWT the fake can check) but unknown to Google.
 */
export function testServiceAccount() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = {
    type: 'service_account',
    project_id: 'care-test',
    private_key_id: 'x',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'push@care-test.iam.gserviceaccount.com',
    client_id: '1',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  return { serviceAccount, publicKey };
}

/**
 * Writes the service account to a JSON file, as FIREBASE_SERVICE_ACCOUNT names
 * one in production. firebase-admin 13 only hands `httpAgent` to the OAuth
 * token request when the credential is a file path: for an object,
 * credential-internal.js populateGoogleAuth() calls `auth.fromJSON(keyFile)`
 * without the clientOptions that carry the agent, so the token request would
 * go to the real oauth2.googleapis.com.
 */
export function writeServiceAccountFile(serviceAccount: object) {
  const dir = mkdtempSync(join(tmpdir(), 'fake-fcm-sa-'));
  const path = join(dir, 'service-account.json');
  writeFileSync(path, JSON.stringify(serviceAccount));
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The claims of a JWT bearer assertion, once its RS256 signature checks out. */
export function verifiedAssertion(form: string, publicKey: KeyObject) {
  const params = new URLSearchParams(form);
  const [header, payload, signature] = (params.get('assertion') ?? '').split('.');
  const ok = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    publicKey,
    Buffer.from(signature ?? '', 'base64url'),
  );
  if (!ok) throw new Error('the token request carries a badly signed assertion');
  return {
    grantType: params.get('grant_type'),
    claims: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
  };
}

/** A self-signed certificate for localhost, made with openssl in a temporary directory. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'fake-fcm-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'k.pem'),
        '-out',
        join(dir, 'c.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'k.pem')), cert: readFileSync(join(dir, 'c.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type FakeFcm = Awaited<ReturnType<typeof startFakeFcm>>;

export async function startFakeFcm() {
  /** Every send request received, in order. */
  const sends: FcmRequest[] = [];
  /** Every token request received (path and host asked for). */
  const tokenRequests: { path: string; host: string | undefined; body: string }[] = [];
  let failing = false;
  let n = 0;
  /** Topic membership as FCM keeps it (issue 26): topic -> device tokens. */
  const topics = new Map<string, Set<string>>();

  const server = https.createServer(selfSignedCertificate(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && /\/token(\?.*)?$/.test(path)) {
        tokenRequests.push({ path, host: req.headers.host, body: raw });
        return answer(200, { access_token: 'fake-token', expires_in: 3600, token_type: 'Bearer' });
      }
      const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path);
      if (req.method === 'POST' && send) {
        sends.push({
          path,
          host: req.headers.host,
          authorization: req.headers.authorization,
          body: JSON.parse(raw),
        });
        if (failing) return answer(404, UNREGISTERED);
        n += 1;
        return answer(200, { name: `projects/${send[1]}/messages/${n}` });
      }
      // Topic membership (firebase-admin 14: subscribeToTopic / unsubscribeFromTopic).
      const url = new URL(path, 'https://fcm.googleapis.com');
      const topicPath =
        /^\/v1\/projects\/[^/]+\/registrations\/([^/]+)\/topicSubscriptions(?:\/([^/]+))?$/.exec(
          url.pathname,
        );
      if (topicPath && (req.method === 'POST' || req.method === 'DELETE')) {
        const token = decodeURIComponent(topicPath[1]!);
        const topic = decodeURIComponent(topicPath[2] ?? url.searchParams.get('topic_name') ?? '');
        const members = topics.get(topic) ?? new Set<string>();
        topics.set(topic, members);
        if (req.method === 'POST') members.add(token);
        else members.delete(token);
        return answer(200, {});
      }
      answer(404, { error: { code: 404, message: `No route ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /**
   * Every connection goes to the fake, whatever host was asked for
   * (oauth2.googleapis.com, fcm.googleapis.com); the TLS server name is kept.
   */
  class ToFake extends https.Agent {
    // The agent uses the socket returned here (Node calls back itself).
    override createConnection(options: tls.ConnectionOptions) {
      return tls.connect({
        host: '127.0.0.1',
        port,
        servername: options.servername || (options.host ?? undefined),
        rejectUnauthorized: false,
      });
    }
  }
  const agent = new ToFake({ keepAlive: false });

  return {
    port,
    agent,
    sends,
    tokenRequests,
    /** The device tokens FCM holds in a topic. */
    members: (topic: string) => [...(topics.get(topic) ?? [])],
    /** While on, every send answers FCM's 404 UNREGISTERED error. */
    failSends(on: boolean) {
      failing = on;
    },
    /** Forgets the sends and stops failing (token requests are kept: the token is cached). */
    reset() {
      sends.length = 0;
      failing = false;
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
