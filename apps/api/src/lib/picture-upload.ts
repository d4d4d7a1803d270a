import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/**
 * Reads the picture upload payload (SPEC 7): the file in `imageFile` and its
 * name in `imageName` (or the file's own name). Size is enforced while
 * streaming by @fastify/multipart (413); content is checked by the store.
 */
export async function readPictureUpload(
  req: FastifyRequest,
): Promise<{ bytes: Buffer; imageName: string }> {
  if (!req.isMultipart()) throw new AppError(415, 'Send the picture as multipart/form-data');
  let bytes: Buffer | undefined;
  let fileName = '';
  let imageName = '';
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'imageFile' || bytes) {
        await part.toBuffer();
        continue;
      }
      fileName = part.filename ?? '';
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 413) {
          throw new AppError(413, 'The picture is larger than 5 MB');
        }
        throw err;
      }
    } else if (part.fieldname === 'imageName' && typeof part.value === 'string') {
      imageName = part.value.trim();
    }
  }
  if (!bytes || bytes.length === 0)
    throw badRequest('Choose a picture to upload', { imageFile: 'Required.' });
  const name = imageName || fileName;
  if (!/^[^/\\]+\.[A-Za-z0-9]{2,5}$/.test(name)) {
    throw badRequest('A picture file needs a name with an extension', {
      imageName: 'Invalid name',
    });
  }
  return { bytes, imageName: name };
}
