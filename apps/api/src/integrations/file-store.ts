import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { assertKey, isFileKey } from './file-key.ts';

/**
 * Issue 39: where the product's files (pictures, licence copies, anything
 * stored later) are kept, behind one interface: this server's disk under
 * DATA_DIR (the default) or an S3-compatible object store that every server
 * shares (s3-file-store.ts). Keys are "<area>/<name>", e.g.
 * "pictures/<sha256>.webp"; the areas check their own names first.
 */
export type FileStore = {
  kind: 'disk' | 's3';
  /** Where the files are, for the start-up line and the move command (never a secret). */
  where: string;
  put: (key: string, bytes: Buffer, type: string) => Promise<void>;
  /** The file's bytes as a stream, or undefined when there is none. */
  get: (key: string) => Promise<Readable | undefined>;
  /** The file's size in bytes, or undefined when there is none. */
  size: (key: string) => Promise<number | undefined>;
  /** Deletes the file; false when there was none. */
  remove: (key: string) => Promise<boolean>;
  /** Every file under "<area>/" and when it was written (the move command, the sweep). */
  list: (area: string) => AsyncIterable<StoredFile>;
  /** Fails, saying why, when the store cannot be written and read (start-up). */
  check: () => Promise<void>;
  close: () => void;
};

export type StoredFile = { key: string; modified: Date };

/** The areas that keep files: the folders under DATA_DIR, the prefixes in a bucket. */
export const FILE_AREAS = ['pictures', 'licences'] as const;

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under DATA_DIR/<area>/<name>: the default, for one server. */
export function diskFileStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir);
  const full = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    where: root,
    async put(key, bytes) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      // written aside and renamed: a reader never sees half a file
      const part = `${file}.${process.pid}.part`;
      await writeFile(part, bytes);
      await rename(part, file);
    },
    async get(key) {
      const file = full(key);
      try {
        await stat(file);
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
      return createReadStream(file);
    },
    async size(key) {
      try {
        return (await stat(full(key))).size;
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      try {
        await unlink(full(key));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async *list(area) {
      let names: string[];
      try {
        names = await readdir(path.join(root, area));
      } catch (err) {
        if (missing(err)) return;
        throw err;
      }
      for (const name of names.sort()) {
        const key = `${area}/${name}`;
        if (name.endsWith('.part') || !isFileKey(key)) continue;
        const info = await stat(path.join(root, key)).catch(() => undefined);
        if (info?.isFile()) yield { key, modified: info.mtime };
      }
    },
    // the server made DATA_DIR already; each area's folder is made on its first file
    async check() {},
    close() {},
  };
}

/** The store the configuration names (FILE_STORE); the S3 client is loaded only when used. */
export async function fileStoreFrom(config: Config): Promise<FileStore> {
  if (config.FILE_STORE !== 's3') return diskFileStore(config.DATA_DIR);
  const { s3FileStore } = await import('./s3-file-store.ts');
  return s3FileStore(config);
}
