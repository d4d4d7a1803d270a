import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { assertKey } from './file-key.ts';
import type { FileStore } from './file-store.ts';

export const FILE_STORE_DOWN = 'The file store cannot be reached just now; try again shortly';

const notThere = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** A network failure or the store's own 5xx: the request may be tried again (503). */
function unreachable(err: unknown): never {
  const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
  const network = !(err instanceof S3ServiceException) && !(err instanceof AppError);
  if ((status !== undefined && status >= 500) || (network && isNetworkError(err))) {
    throw new AppError(503, FILE_STORE_DOWN, undefined, { 'retry-after': '5' });
  }
  throw err;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
function isNetworkError(err: unknown): boolean {
  const e = err as { code?: string; name?: string };
  return NETWORK_CODES.has(e.code ?? '') || e.name === 'TimeoutError' || e.name === 'AbortError';
}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Wasabi)
 * through the official SDK: every server reads what any other stored, and
 * an erasure on one deletes it for all (issue 39).
 */
export function s3FileStore(config: Config): FileStore {
  const bucket = config.S3_BUCKET!;
  const prefix = config.S3_PREFIX;
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // a store that does not answer fails the request rather than hold it
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const keyOf = (key: string) => {
    assertKey(key);
    return `${prefix}${key}`;
  };
  const where = `s3://${bucket}/${prefix}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}`;

  async function size(key: string): Promise<number | undefined> {
    const Key = keyOf(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (notThere(err)) return undefined;
      return unreachable(err);
    }
  }

  return {
    kind: 's3',
    where,
    size,
    async put(key, bytes, type) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: keyOf(key),
        Body: bytes,
        ContentType: type,
        ContentLength: bytes.length,
      });
      await client.send(command).catch(unreachable);
    },
    async get(key) {
      const Key = keyOf(key);
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        return got.Body as Readable | undefined;
      } catch (err) {
        if (notThere(err)) return undefined;
        return unreachable(err);
      }
    },
    async remove(key) {
      // S3 deletes answer the same whether or not there was an object
      if ((await size(key)) === undefined) return false;
      await client
        .send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }))
        .catch(unreachable);
      return true;
    },
    async *list(area) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}${area}/`,
            ContinuationToken: token,
          }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key)
            yield { key: o.Key.slice(prefix.length), modified: o.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    /** Writes, reads back and deletes a small probe: the bucket exists and these keys may use it. */
    async check() {
      const key = `checks/${randomBytes(8).toString('hex')}`;
      const body = Buffer.from('care file store check');
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(key),
            Body: body,
            ContentType: 'text/plain',
          }),
        );
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        const back = Buffer.from((await got.Body?.transformToByteArray()) ?? []);
        if (!back.equals(body)) throw new Error('what was read back differs from what was written');
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
      } catch (err) {
        const why = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        throw new Error(`The file store ${where} cannot be used (FILE_STORE=s3): ${why}`, {
          cause: err,
        });
      }
    },
    close() {
      client.destroy();
    },
  };
}
