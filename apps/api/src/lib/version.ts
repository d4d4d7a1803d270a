import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * The version an update was based on (API.md): `updatedAt` in the body, or
 * the record's updatedAt sent back as If-Unmodified-Since.
 */
export function baseVersion(req: FastifyRequest, bodyVersion?: string): string | undefined {
  if (bodyVersion) return bodyVersion;
  const header = req.headers['if-unmodified-since'];
  if (typeof header !== 'string' || header === '') return undefined;
  const t = Date.parse(header);
  if (Number.isNaN(t)) throw badRequest('If-Unmodified-Since is not a date');
  return new Date(t).toISOString();
}
