import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// What the fake Africa's Talking of fake-africastalking.ts speaks: the
// messaging path, the per-recipient status codes, the requests and answers,
// and its certificate.

export const MESSAGING_PATH = '/version1/messaging';

/** Africa's Talking's per-recipient status codes, with the name it answers. */
export const AT_STATUS = {
  100: 'Processed',
  101: 'Success',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
} as const;
export type AtStatusCode = keyof typeof AT_STATUS;

/** One request the fake received, as the gateway would have seen it. */
export type AtRequest = {
  /** The host the client meant to reach (api.africastalking.com through the proxy). */
  host: string | undefined;
  path: string;
  apikey: string | undefined;
  contentType: string | undefined;
  username: string | null;
  /** Each number of the comma-separated `to`. */
  to: string[];
  message: string | null;
  from: string | null;
  bulkSMSMode: string | null;
  /** The HTTP status it was answered with; null while held or if never answered. */
  answeredWith: number | null;
};

/** How to answer a request: per-recipient status codes, or a whole HTTP answer. */
export type AtAnswer =
  | { statusCode: AtStatusCode }
  | { byNumber: Record<string, AtStatusCode> }
  /** A whole answer: a status with a text body, or with JSON (`json`). */
  | { http: number; body?: string; json?: unknown };

export const ATXID = () => `ATXid_${randomBytes(16).toString('hex')}`;

/** A certificate for Africa's Talking's API host names (and localhost), made with openssl. */
export function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'fake-at-'));
  const names = [
    'DNS:api.africastalking.com',
    'DNS:api.sandbox.africastalking.com',
    'DNS:content.africastalking.com',
    'DNS:localhost',
    'IP:127.0.0.1',
  ].join(',');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=Fake Africas Talking',
      '-addext',
      `subjectAltName=${names}`,
    ],
    { stdio: 'ignore' },
  );
  return {
    dir,
    caFile: join(dir, 'cert.pem'),
    key: readFileSync(join(dir, 'key.pem')),
    cert: readFileSync(join(dir, 'cert.pem')),
  };
}
