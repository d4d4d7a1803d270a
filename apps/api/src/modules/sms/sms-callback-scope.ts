import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SMS_MESSAGES } from '@app/contract';
import { forbidden } from '../../lib/errors.ts';

// What every callback of the gateway shares (issue 24; issue 37 adds the USSD
// one): Africa's Talking posts form-encoded, with no session, to a URL that
// carries our key. One copy of the rules, for each area that takes a callback.

/** At most this much form a callback may post (a report is a few hundred bytes). */
export const FORM_LIMIT = 16 * 1024;

export const keyQuery = z.object({
  key: z.string().max(200).default('').describe('Our key, as in the URLs GET /sms/settings gives'),
});

/** The route config of a callback: no session, any partner, the key instead (403 without it). */
export const CALLBACK_CONFIG = { public: true, anyPartner: true, keyed: true };

/** As a callback is published: form bodies, and no session (the key in the URL instead). */
export const CALLBACK_SCHEMA = {
  consumes: ['application/x-www-form-urlencoded'],
  security: [],
  querystring: keyQuery,
};

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Makes a plugin's scope a callback scope: form bodies are read here only
 * (the rest of the API takes JSON alone, and JSON is refused here, 415), and
 * a request without our key (compared in constant time) is refused, 403,
 * after validation and before its handler: it changes nothing.
 */
export function callbackScope(scope: FastifyInstance, key: string): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  scope.addHook('preHandler', async (req) => {
    const { key: given } = req.query as z.output<typeof keyQuery>;
    if (!same(given, key)) throw forbidden(SMS_MESSAGES.callbackRefused);
  });
}

/** A callback scope with the key bound: what other areas are given (they never see the key). */
export type CallbackScope = (scope: FastifyInstance) => void;
