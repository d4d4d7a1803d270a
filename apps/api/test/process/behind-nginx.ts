import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { startNginx } from '../../../../scripts/nginx-local.mjs';
import { S3_ACCESS, startLocalS3 } from '../s3-server.ts';
import { createClusterDatabase } from './cluster-db.ts';
import { startServer, type Answer, type Server } from './server-process.ts';

// Issue 39: nginx (deploy/nginx/care.conf, TLS) in front of two servers on
// one PostgreSQL of the private cluster, with the S3 file store (s3rver),
// each server with its own DATA_DIR as on two hosts.

export const ADMIN = { email: 'nginx.admin@care.ug', password: 'Behind-nginx-2026' };
/** nginx, then the two servers: this file's ports (4200-4299). */
export const PORTS = { nginx: 4200, a: 4201, b: 4202 } as const;

export type Call = {
  method: string;
  /** Under /api/v1. */
  url: string;
  headers?: Record<string, string>;
  /** JSON, or the bytes of a body whose content-type the headers give. */
  body?: unknown;
  /** The client's address (127.0.0.x). */
  from?: string;
};
export type Target = { port: number; ca?: string; agent?: http.Agent };

/** One request to a server (http) or to nginx (https, trusting its certificate): any answer. */
export function call(to: Target, c: Call): Promise<Answer & { raw: Buffer }> {
  const bytes = Buffer.isBuffer(c.body);
  const payload = c.body === undefined ? undefined : bytes ? c.body : JSON.stringify(c.body);
  const headers = { ...(payload && !bytes ? { 'content-type': 'application/json' } : {}) };
  const options = {
    host: '127.0.0.1',
    port: to.port,
    method: c.method,
    path: `/api/v1${c.url}`,
    localAddress: c.from,
    agent: to.agent ?? (false as const),
    headers: { ...headers, ...c.headers },
  };
  return new Promise((resolve, reject) => {
    const done = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        let body: unknown = raw.toString('utf8');
        try {
          body = JSON.parse(body as string);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode!, body, headers: res.headers, raw });
      });
    };
    const req = to.ca
      ? https.request({ ...options, ca: to.ca }, done)
      : http.request(options, done);
    req.setTimeout(20_000, () => req.destroy(new Error('no answer in 20 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A small real picture as a multipart upload (field imageFile), as the web app sends it. */
export async function pictureUpload(): Promise<Pick<Call, 'body' | 'headers'>> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#6a1b9a' } })
    .png()
    .toBuffer();
  const boundary = `----care-nginx-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under `dir`, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export async function startBehindNginx() {
  const s3 = await startLocalS3();
  const db = await createClusterDatabase('care_nginx');
  const dirs = {
    a: mkdtempSync(path.join(os.tmpdir(), 'care-nginx-a-')),
    b: mkdtempSync(path.join(os.tmpdir(), 'care-nginx-b-')),
  };
  // What must match between the servers (docs/deploy.md): the database, the
  // secrets, the proxy they trust and the file store.
  const callbackKey = randomBytes(24).toString('hex');
  const shared = {
    DATABASE_URL: db.url,
    APP_SECRET: randomBytes(32).toString('hex'),
    SMS_CALLBACK_KEY: callbackKey,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '127.0.0.1',
    QUEUE_WORKERS: 'true',
    ...s3.env,
  };
  const start = (which: 'a' | 'b') =>
    startServer({ port: PORTS[which], env: { ...shared, DATA_DIR: dirs[which] } });
  const cleanUp = async (started: Server[]) => {
    await Promise.all(started.map((server) => server.stop()));
    await s3.close();
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  };
  // both at once, as a deployment starts them; one that fails stops the other
  const [a, b] = await Promise.allSettled([start('a'), start('b')]);
  if (a.status === 'rejected' || b.status === 'rejected') {
    await cleanUp([a, b].flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    throw a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason;
  }
  const servers = { a: a.value, b: b.value };
  const nginx = await startNginx({ port: PORTS.nginx, upstreams: [PORTS.a, PORTS.b] }).catch(
    async (err: unknown) => {
      await cleanUp([servers.a, servers.b]);
      throw err;
    },
  );
  const s3client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS.id, secretAccessKey: S3_ACCESS.secret },
  });
  return {
    servers,
    nginx,
    db,
    /** SMS_CALLBACK_KEY, the same on both servers. */
    callbackKey,
    dirs,
    /** Through nginx (TLS). */
    proxy: { port: PORTS.nginx, ca: nginx.ca } as Target,
    /** Every key in the bucket. */
    async bucketKeys(): Promise<string[]> {
      const listed = await s3client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!);
    },
    /** Server A again, on its port, after it was killed. */
    async restartA(): Promise<Server> {
      servers.a = await start('a');
      return servers.a;
    },
    async stop() {
      await nginx.stop();
      s3client.destroy();
      await cleanUp([servers.a, servers.b]);
    },
  };
}
export type BehindNginx = Awaited<ReturnType<typeof startBehindNginx>>;
