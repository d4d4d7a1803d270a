import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { diskFileStore, fileStoreFrom, type FileStore } from '../src/integrations/file-store.ts';
import { leftOnDisk, moveFiles } from '../src/integrations/file-move.ts';
import { startLocalS3, type LocalS3 } from './s3-server.ts';

// Issue 39: one file store interface, two real back-ends: the disk under
// DATA_DIR and an S3-compatible bucket (s3rver: real HTTP and signatures,
// through the official SDK). The same cases run against both.

const bytesOf = async (stream: Readable | undefined) => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString();
};
const keysOf = async (store: FileStore, area: string) => {
  const keys: string[] = [];
  for await (const f of store.list(area)) keys.push(f.key);
  return keys.sort();
};

let s3: LocalS3;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'care-files-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const backEnds: [string, () => Promise<FileStore>][] = [
  ['disk', async () => diskFileStore(tempDir())],
  [
    's3',
    async () =>
      fileStoreFrom(
        loadConfig({ ...s3.env, S3_PREFIX: `t${Math.random().toString(36).slice(2)}/` }),
      ),
  ],
];

describe.each(backEnds)('the %s file store', (kind, make) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await make();
    await store.check();
  });
  afterAll(() => store.close());

  it('says what it is', () => {
    expect(store.kind).toBe(kind);
    expect(store.where).toContain(kind === 's3' ? `s3://${s3.bucket}/` : os.tmpdir());
  });

  it('keeps, reads, sizes, lists and deletes a file', async () => {
    await store.put('pictures/a.webp', Buffer.from('picture a'), 'image/webp');
    await store.put('licences/b.pdf', Buffer.from('licence b!'), 'application/pdf');
    expect(await bytesOf(await store.get('pictures/a.webp'))).toBe('picture a');
    expect(await store.size('licences/b.pdf')).toBe(10);
    expect(await keysOf(store, 'pictures')).toEqual(['pictures/a.webp']);
    expect(await keysOf(store, 'licences')).toEqual(['licences/b.pdf']);
    expect(await store.remove('pictures/a.webp')).toBe(true);
    expect(await store.remove('pictures/a.webp')).toBe(false);
    expect(await store.get('pictures/a.webp')).toBeUndefined();
    expect(await store.size('pictures/a.webp')).toBeUndefined();
    expect(await keysOf(store, 'pictures')).toEqual([]);
  });

  it('a file written again under its name is replaced whole', async () => {
    await store.put('pictures/c.webp', Buffer.from('one'), 'image/webp');
    await store.put('pictures/c.webp', Buffer.from('two two'), 'image/webp');
    expect(await bytesOf(await store.get('pictures/c.webp'))).toBe('two two');
  });

  it('refuses a key that is not one area and one plain name', async () => {
    for (const key of ['../etc/passwd', 'pictures/../x', 'pictures/a/b', '/pictures/a', 'a']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /Not a file key/,
      );
      await expect(store.get(key), key).rejects.toThrow(/Not a file key/);
    }
  });
});

describe('the S3 store at start-up', () => {
  it('fails, naming the store and why, when the bucket does not exist', async () => {
    const store = await fileStoreFrom(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(store.check()).rejects.toThrow(
      /The file store s3:\/\/no-such-bucket\/ at http:\/\/127\.0\.0\.1:\d+ cannot be used \(FILE_STORE=s3\): NoSuchBucket/,
    );
    store.close();
  });

  it('fails when nothing answers at its address', async () => {
    const store = await fileStoreFrom(
      loadConfig({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'care-files' }),
    );
    await expect(store.check()).rejects.toThrow(/cannot be used \(FILE_STORE=s3\)/);
    store.close();
  });

  it('the settings must be whole: a bucket for s3, both keys or neither', () => {
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: FILE_STORE=s3 needs/);
    expect(() =>
      loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'care', S3_ACCESS_KEY_ID: 'x' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE/);
  });
});

describe('moving the files from disk to the bucket (npm run files:move)', () => {
  it('copies each file once, deletes it from disk, and a second run finds nothing to do', async () => {
    const dataDir = tempDir();
    const disk = diskFileStore(dataDir);
    await disk.put('pictures/p1.webp', Buffer.from('p1'), 'image/webp');
    await disk.put('pictures/p2.webp', Buffer.from('p2p2'), 'image/webp');
    await disk.put('licences/l1.pdf', Buffer.from('%PDF l1'), 'application/pdf');
    const bucket = await fileStoreFrom(loadConfig({ ...s3.env, S3_PREFIX: 'move1/' }));
    // one was copied already by a run stopped half-way
    await bucket.put('pictures/p1.webp', Buffer.from('p1'), 'image/webp');
    expect(await leftOnDisk(dataDir)).toBe(3);

    const first = await moveFiles(disk, bucket);
    expect(first).toEqual({ moved: 2, already: 1, kept: 0, failed: [] });
    expect(await keysOf(bucket, 'pictures')).toEqual(['pictures/p1.webp', 'pictures/p2.webp']);
    expect(await bytesOf(await bucket.get('licences/l1.pdf'))).toBe('%PDF l1');
    expect(await leftOnDisk(dataDir)).toBe(0);
    expect(await moveFiles(disk, bucket)).toEqual({ moved: 0, already: 0, kept: 0, failed: [] });
    bucket.close();
  });

  it('--keep leaves the disk copies; a half-written copy in the bucket is written again', async () => {
    const dataDir = tempDir();
    const disk = diskFileStore(dataDir);
    await disk.put('pictures/k.webp', Buffer.from('whole picture'), 'image/webp');
    const bucket = await fileStoreFrom(loadConfig({ ...s3.env, S3_PREFIX: 'move2/' }));
    await bucket.put('pictures/k.webp', Buffer.from('half'), 'image/webp');
    expect(await moveFiles(disk, bucket, { keep: true })).toEqual({
      moved: 1,
      already: 0,
      kept: 1,
      failed: [],
    });
    expect(await bytesOf(await bucket.get('pictures/k.webp'))).toBe('whole picture');
    expect(existsSync(path.join(dataDir, 'pictures/k.webp'))).toBe(true);
    bucket.close();
  });

  it('a file the bucket refuses is named and stays on disk', async () => {
    const dataDir = tempDir();
    const disk = diskFileStore(dataDir);
    await disk.put('pictures/ok.webp', Buffer.from('ok'), 'image/webp');
    const down = await fileStoreFrom(
      loadConfig({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'care-files' }),
    );
    const counts = await moveFiles(disk, down);
    expect(counts.failed).toEqual(['pictures/ok.webp']);
    expect(counts.moved).toBe(0);
    expect(existsSync(path.join(dataDir, 'pictures/ok.webp'))).toBe(true);
    down.close();
  });

  it('the disk store never lists a half-written file', async () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'pictures'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pictures/x.webp.123.part'), 'half');
    writeFileSync(path.join(dataDir, 'pictures/y.webp'), 'whole');
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(path.join(dataDir, 'pictures/y.webp'), old, old);
    const listed = [];
    for await (const f of diskFileStore(dataDir).list('pictures')) listed.push(f);
    expect(listed).toEqual([{ key: 'pictures/y.webp', modified: old }]);
  });
});

describe('the files:move command', () => {
  // asynchronously: s3rver answers from this very process
  const run = (env: Record<string, string>, ...args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'npx',
        ['tsx', 'src/move-files.ts', ...args],
        {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
          encoding: 'utf8',
        },
        (err, stdout, stderr) =>
          resolve({ status: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('moves the files of DATA_DIR into the bucket and says how many', async () => {
    const dataDir = tempDir();
    const disk = diskFileStore(dataDir);
    await disk.put('pictures/cmd.webp', Buffer.from('cmd'), 'image/webp');
    await disk.put('licences/cmd.pdf', Buffer.from('%PDF cmd'), 'application/pdf');
    const env = { ...s3.env, S3_PREFIX: 'cmd/', DATA_DIR: dataDir };
    const out = await run(env);
    expect(out.stdout).toContain(`to s3://${s3.bucket}/cmd/ at ${s3.endpoint}`);
    expect(out.stdout).toContain('2 copied, 0 there already, 0 failed');
    expect(out.status).toBe(0);
    expect(await leftOnDisk(dataDir)).toBe(0);
    const bucket = await fileStoreFrom(loadConfig(env));
    expect(await keysOf(bucket, 'licences')).toEqual(['licences/cmd.pdf']);
    bucket.close();
  });

  it('refuses to run without FILE_STORE=s3, and fails when the bucket cannot be used', async () => {
    const none = await run({ FILE_STORE: 'disk', DATA_DIR: tempDir() });
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('set FILE_STORE=s3 and the S3_* settings first');
    const wrong = await run({ ...s3.env, S3_BUCKET: 'not-there', DATA_DIR: tempDir() });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/s3:\/\/not-there\/ .* cannot be used/);
  });
});
