import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../lib/errors.ts';
import type { FileStore } from './file-store.ts';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
const NAME = /^[a-f0-9]{64}\.webp$/;

export type PictureStore = {
  /** Checks the bytes are a real image, re-encodes it and answers its public path. */
  save: (bytes: Buffer) => Promise<string>;
  open: (name: string) => Promise<Readable | undefined>;
  /** Deletes a stored picture (an erasure, issue 26); false when there was none. */
  remove: (name: string) => Promise<boolean>;
};

/**
 * Pictures in the file store under pictures/ (ruling 26; issue 39). Every upload
 * is decoded and re-encoded (which drops metadata such as GPS position) to a
 * 512 px WebP named by its content hash: unguessable, and safe to cache forever.
 */
export function pictureStore(files: FileStore, urlPrefix: string): PictureStore {
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
      await files.put(`pictures/${name}`, out, 'image/webp');
      return `${urlPrefix}/${name}`;
    },
    async open(name) {
      return NAME.test(name) ? files.get(`pictures/${name}`) : undefined;
    },
    async remove(name) {
      return NAME.test(name) ? files.remove(`pictures/${name}`) : false;
    },
  };
}
