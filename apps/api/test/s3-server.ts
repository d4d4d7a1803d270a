import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver: a local S3-compatible server (real HTTP, real signatures), so the
// S3 file store is tested through the official SDK, never a mock of it.
import S3rver from 's3rver';
import FilesystemStore from 's3rver/lib/stores/filesystem.js';

// s3rver removes a folder an object's delete leaves empty; a write into that
// folder under way at that moment (another server's start-up probe: put,
// read back, delete, under checks/) then fails to open its file, and the
// error, on a stream nobody listens to, ends the test process (seen once in
// behind-nginx.test.ts, both servers starting at once). S3 has no folders:
// this store keeps them, and deletes only the object's own files.
FilesystemStore.prototype.deleteObject = async function (bucket: string, key: string) {
  await Promise.all(
    ['object', 'object.md5', 'metadata.json'].map((part) =>
      rm(this.getResourcePath(bucket, key, part), { force: true }),
    ),
  );
};

export const S3_ACCESS = { id: 'S3RVER', secret: 'S3RVER' };

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The settings a server needs to use this store (config.ts names). */
  env: Record<string, string>;
  directory: string;
  /** Stops answering (the files stay), as a store that is down. */
  stop: () => Promise<void>;
  /** Answers again on the same port, with the same files. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

/** Starts s3rver on 127.0.0.1 (port 0: any free one) with one empty bucket. */
export async function startLocalS3(port = 0, bucket = 'care-files'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'care-s3-'));
  const make = (on: number) =>
    new S3rver({
      address: '127.0.0.1',
      port: on,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server: S3rver | undefined = make(port);
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_ACCESS.id,
      S3_SECRET_ACCESS_KEY: S3_ACCESS.secret,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
    async restart() {
      server = make(address.port);
      await server.run();
    },
    async close() {
      await server?.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
