import fp from 'fastify-plugin';
import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  SocketClosedUnexpectedlyError,
} from '@redis/client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { MSG } from '@app/contract';
import { AppError } from '../lib/errors.ts';

// Connection-level failures of the database: the service is unavailable, not broken.
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** A deadlock or serialization failure: another request won; trying again is safe. */
function isConcurrencyFailure(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '40P01' || e.code === '40001') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** node-redis while Redis is unreachable (rate limits with REDIS_URL). */
const REDIS_DOWN = [
  ClientOfflineError,
  ClientClosedError,
  ConnectionTimeoutError,
  SocketClosedUnexpectedlyError,
];

/**
 * node-postgres' own words for a connection that died: a query sent on it,
 * or a ROLLBACK after it died mid-transaction (which then replaces the
 * original error), says so in text, without a code.
 */
const DB_DOWN_TEXT =
  /Connection terminated|connection is closed|Client was closed|connection error and is not queryable/i;

type ErrorLike = { code?: unknown; cause?: unknown; message?: unknown; errors?: unknown };

/** The database (or Redis) is unreachable: looks through causes and AggregateErrors. */
export function isDatabaseDown(err: unknown, depth = 0): boolean {
  const e = err as ErrorLike | undefined;
  if (!e || depth > 5) return false;
  if (typeof e.code === 'string' && DB_DOWN_CODES.has(e.code)) return true;
  if (REDIS_DOWN.some((kind) => e instanceof kind)) return true;
  if (typeof e.message === 'string' && DB_DOWN_TEXT.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseDown(x, depth + 1))) return true;
  return isDatabaseDown(e.cause, depth + 1);
}

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  404: MSG.notFound,
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: MSG.tooLarge,
  415: 'Unsupported content type',
  429: MSG.tooManyAttempts,
};

/** Every failure leaves as the API.md envelope; never a stack, SQL text or path. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({
        status: 'failed',
        error: err.message,
        ...(err.details ? { details: err.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        details[field] ??= v.message ?? 'Invalid value';
      }
      const messages = [...new Set(Object.values(details))];
      return reply.status(400).send({
        status: 'failed',
        error: messages.length === 1 ? messages[0] : MSG.invalidInput,
        details,
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ status: 'failed', error: MSG.genericError });
    }
    if (isConcurrencyFailure(err)) {
      return reply.status(409).send({
        status: 'failed',
        error: 'Someone else changed this at the same moment; reload and try again',
      });
    }
    if (isDatabaseDown(err)) {
      req.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'failed', error: MSG.dbUnavailable });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 400 && err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply
          .status(400)
          .send({ status: 'failed', error: 'The request body is not valid JSON' });
      }
      return reply
        .status(status)
        .send({ status: 'failed', error: FRAMEWORK_MESSAGES[status] ?? 'The request was refused' });
    }
    req.log.error({ err }, 'unexpected error');
    return reply.status(500).send({ status: 'failed', error: MSG.genericError });
  });
});

/**
 * Failures before any route is chosen (an id longer than the router takes, a
 * malformed URL): the envelope too, instead of Fastify's own error body. The
 * router's 414 for an over-long id is answered 400, invalid input, so clients
 * meet only the status codes API.md lists.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const tooLong = err.statusCode === 414;
  const status =
    !tooLong && err.statusCode && err.statusCode >= 400 && err.statusCode < 500
      ? err.statusCode
      : 400;
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({
      status: 'failed',
      error: tooLong ? 'The address is too long' : 'The address is not valid',
    });
}
