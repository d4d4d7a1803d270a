import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../lib/errors.ts';
import type { FileStore } from './file-store.ts';
import { pdfHasActiveContent } from './pdf-active-content.ts';

// Issue 27: copies of the nurses' practising licences, kept with the
// pictures (licences/ beside pictures/ in the file store) but never public:
// they are served only through the signed-in API (GET /careteam/:id/licence).

export const LICENCE_TYPE_MESSAGE =
  'Only a PDF or a picture (JPEG, PNG, WebP) of the licence is accepted';
export const LICENCE_ACTIVE_PDF_MESSAGE =
  'This PDF contains scripts or actions that run when it is opened, so it is not accepted. Print it to a new PDF, or upload a scan or photo of the licence.';
/** Pictures are re-encoded to at most this many pixels on their long side. */
export const MAX_DOCUMENT_SIDE = 2400;
const PICTURES = new Set(['jpeg', 'png', 'webp']);
const NAME = /^[a-f0-9]{64}\.(pdf|jpg)$/;
/** Where a PDF's end-of-file marker must be: within its last bytes (trailing whitespace allowed). */
const TRAILER_BYTES = 1024;

export type StoredDocument = {
  /** The stored file's name: its content hash and extension. */
  file: string;
  type: 'application/pdf' | 'image/jpeg';
  size: number;
  extension: 'pdf' | 'jpg';
};

export type DocumentStore = {
  /** Checks the bytes are a real PDF or picture, re-encodes a picture, stores it. */
  save: (bytes: Buffer) => Promise<StoredDocument>;
  open: (file: string) => Promise<Readable | undefined>;
  /** Deletes a stored copy; false when there was none. */
  remove: (file: string) => Promise<boolean>;
};

/**
 * A PDF: the `%PDF-` header, at least one indirect object, and the `%%EOF`
 * marker near its end. Not a parse, but a renamed text file or a truncated
 * download fails it.
 */
export function looksLikePdf(bytes: Buffer): boolean {
  if (bytes.length < 32 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - TRAILER_BYTES)).toString('latin1');
  if (!tail.includes('%%EOF')) return false;
  return /\d+\s+\d+\s+obj\b/.test(bytes.toString('latin1'));
}

/** A picture re-encoded as JPEG (turned upright, metadata dropped, at most 2400 px long), or null. */
async function asJpeg(bytes: Buffer): Promise<Buffer | null> {
  // Loaded on the first upload, as the picture store does.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    return null;
  }
  if (!format || !PICTURES.has(format)) return null;
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(MAX_DOCUMENT_SIDE, MAX_DOCUMENT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    // declared a picture but does not decode (truncated, corrupt)
    return null;
  }
}

/** Licence copies in the file store under licences/, named by their content's hash. */
export function documentStore(files: FileStore): DocumentStore {
  return {
    async save(bytes) {
      let out: Buffer;
      let extension: StoredDocument['extension'];
      if (looksLikePdf(bytes)) {
        if (pdfHasActiveContent(bytes)) throw new AppError(415, LICENCE_ACTIVE_PDF_MESSAGE);
        out = bytes;
        extension = 'pdf';
      } else {
        const jpeg = await asJpeg(bytes);
        if (!jpeg) throw new AppError(415, LICENCE_TYPE_MESSAGE);
        out = jpeg;
        extension = 'jpg';
      }
      const file = `${createHash('sha256').update(out).digest('hex')}.${extension}`;
      const type = extension === 'pdf' ? 'application/pdf' : 'image/jpeg';
      await files.put(`licences/${file}`, out, type);
      return { file, extension, type, size: out.length };
    },
    async open(file) {
      return NAME.test(file) ? files.get(`licences/${file}`) : undefined;
    },
    async remove(file) {
      return NAME.test(file) ? files.remove(`licences/${file}`) : false;
    },
  };
}
