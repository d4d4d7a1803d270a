import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { API_BASE } from '@app/contract';
import { AppError } from '../lib/errors.ts';
import type { RateLimiter } from '../platform/rate-limit.ts';
import { TOO_DEEP } from './json-body.ts';

/** A sign-in body is an e-mail and a password or code: a few hundred bytes. */
export const SIGN_IN_BODY_LIMIT = 8 * 1024;

/** The routes where a refused body is a sign-in attempt of its client address. */
const SIGN_IN = new Set([`${API_BASE}/auth/login`, `${API_BASE}/auth/verify`]);

/** Failures of reading or parsing a body, before any field is looked at. */
const BODY_CODES = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
]);

const refusedBody = (err: FastifyError) =>
  BODY_CODES.has(err.code) || (err instanceof AppError && err.message === TOO_DEEP);

/**
 * For the routes registered in the same scope (the auth routes): bodies of
 * at most SIGN_IN_BODY_LIMIT (413 beyond), and a body refused on
 * /auth/login or /auth/verify (too large, not JSON, nested too deeply)
 * counts as a sign-in attempt of its client address, like a wrong password:
 * past the limit it answers 429. Every other answer is the parent's.
 */
export const signInBodies = fp<{ limiter: RateLimiter; bodyLimit?: number }>(
  async (scope, opts) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= opts.bodyLimit ?? SIGN_IN_BODY_LIMIT;
    });
    scope.setErrorHandler(async (err: FastifyError, req) => {
      if (refusedBody(err) && SIGN_IN.has(req.routeOptions.url ?? ''))
        await opts.limiter.hit([`auth:ip:${req.ip}`]);
      throw err;
    });
  },
);
