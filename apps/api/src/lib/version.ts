import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/**
 * The row is still at the version the client saw (or no version was sent).
 * updatedAt travels as an ISO string, so it compares at millisecond precision.
 */
export function atVersion(column: PgColumn, version?: string | Date): SQL | undefined {
  if (!version) return undefined;
  const iso = typeof version === 'string' ? version : version.toISOString();
  return sql`date_trunc('milliseconds', ${column}) = ${iso}::timestamptz`;
}
