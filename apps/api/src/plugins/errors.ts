import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
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

function isDatabaseDown(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown; message?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    if (typeof e.code === 'string' && DB_DOWN_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection is closed|Client was closed/i.test(e.message)
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
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
