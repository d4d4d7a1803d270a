import { createReadStream, existsSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { AppError } from '../lib/errors.ts';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
const NAME = /^[a-f0-9]{64}\.webp$/;

export type PictureStore = {
  /** Checks the bytes are a real image, re-encodes it and answers its public path. */
  save: (bytes: Buffer) => Promise<string>;
  open: (name: string) => NodeJS.ReadableStream | undefined;
  /** Deletes a stored picture (an erasure, issue 26); false when there was none. */
  remove: (name: string) => Promise<boolean>;
};

/**
 * Pictures on local disk under DATA_DIR/pictures (ruling 26). Every upload
 * is decoded and re-encoded (which drops metadata such as GPS position) to a
 * 512 px WebP named by its content hash: unguessable, and safe to cache forever.
 */
export function diskPictureStore(dataDir: string, urlPrefix: string): PictureStore {
  const dir = path.join(dataDir, 'pictures');
  return {
    async save(bytes) {
      // Loaded on the first upload: ~10 MB the server needs only then.
      const { default: sharp } = await import('sharp');
      let format: string | undefined;
      try {
        format = (await sharp(bytes).metadata()).format;
      } catch {
        format = undefined;
      }
      if (!format || !ACCEPTED.has(format)) {
        throw new AppError(415, 'Only pictures (JPEG, PNG, WebP, GIF, HEIC) are accepted');
      }
      const out = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(512, 512, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
      const name = `${createHash('sha256').update(out).digest('hex')}.webp`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), out);
      return `${urlPrefix}/${name}`;
    },
    open(name) {
      if (!NAME.test(name)) return undefined;
      const file = path.join(dir, name);
      return existsSync(file) ? createReadStream(file) : undefined;
    },
    async remove(name) {
      if (!NAME.test(name)) return false;
      try {
        await unlink(path.join(dir, name));
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
  };
}
