import type { FastifyRequest } from 'fastify';
import { MAX_LICENCE_BYTES } from '@app/contract';
import { AppError, badRequest } from '../../lib/errors.ts';

export const LICENCE_TOO_LARGE = 'The licence copy is larger than 10 MB';

/**
 * Reads the licence copy's upload (issue 27): the file in `licenceFile`.
 * The app's multipart limit is the pictures' 5 MB; this request alone reads
 * up to 10 MB (MAX_LICENCE_BYTES), enforced while streaming (413). What
 * the bytes are is checked by the document store.
 */
export async function readLicenceUpload(
  req: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!req.isMultipart()) throw new AppError(415, 'Send the licence copy as multipart/form-data');
  let bytes: Buffer | undefined;
  let fileName = '';
  for await (const part of req.parts({ limits: { fileSize: MAX_LICENCE_BYTES } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'licenceFile' || bytes) {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    fileName = part.filename ?? '';
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 413)
        throw new AppError(413, LICENCE_TOO_LARGE);
      throw err;
    }
  }
  if (!bytes || bytes.length === 0)
    throw badRequest('Choose the licence copy to upload', { licenceFile: 'Required.' });
  return { bytes, fileName };
}
