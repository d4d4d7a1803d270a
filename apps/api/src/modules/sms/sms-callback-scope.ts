import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SMS_MESSAGES } from '@app/contract';
import { forbidden } from '../../lib/errors.ts';

// What every callback of the gateway shares (issue 24; issue 37 adds the USSD
// one): Africa's Talking posts form-encoded, with no session, to a URL that
// carries our key. It sends no header of ours, so since issue 39 the key is
// the URL's last segment (never in a query string, which proxies and the
// gateway's own logs keep); the first form, `?key=`, still works for one
// release so that a gateway set up before keeps posting through an upgrade.
// One copy of the rules, for each area that takes a callback.

/** At most this much form a callback may post (a report is a few hundred bytes). */
export const FORM_LIMIT = 16 * 1024;

export const keyQuery = z.object({
  key: z.string().max(200).default('').describe('Our key, as in the URLs GET /sms/settings gave'),
});

export const keyParams = z.object({
  key: z
    .string()
    .max(100)
    .describe('Our key, the last segment of the URLs GET /sms/settings gives'),
});

/** The route config of a callback: no session, any partner, the key instead (403 without it). */
export const CALLBACK_CONFIG = { public: true, anyPartner: true, keyed: true };

const FORM = { consumes: ['application/x-www-form-urlencoded'], security: [] };

/** As a callback is published: form bodies, and no session (our key, the path's last segment, instead). */
export const CALLBACK_SCHEMA = { ...FORM, params: keyParams };

/** Its first form (the key in the query), deprecated: removed in the release after issue 39's. */
export const QUERY_CALLBACK_SCHEMA = { ...FORM, querystring: keyQuery, deprecated: true };

/** Each form of a callback: the path one, then the `?key=` one with its summary saying so. */
export function callbackForms(path: string, queryPath: string, summary: string) {
  return [
    { url: path, schema: { ...CALLBACK_SCHEMA, summary } },
    {
      url: queryPath,
      schema: {
        ...QUERY_CALLBACK_SCHEMA,
        summary: `${summary}. Deprecated: the key in the query (?key=), kept one release; use the path form`,
      },
    },
  ] as const;
}

/** A key as the path carries it: itself when one URL-safe segment holds it, else its SHA-256. */
export function pathKey(key: string): string {
  return /^[\w.~-]{1,100}$/.test(key) ? key : createHash('sha256').update(key).digest('base64url');
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The callback key and what follows from it, made once per server (sms.plugin.ts). */
export type CallbackKey = {
  /** As SMS_CALLBACK_KEY (or the secret) gives it: what `?key=` carries. */
  key: string;
  /** As the path carries it (`pathKey`). */
  path: string;
  /** The `?key=` routes already warned about since this server started. */
  warned: Set<string>;
};

export const callbackKeyOf = (key: string): CallbackKey => ({
  key,
  path: pathKey(key),
  warned: new Set(),
});

/** Once per route and server start: a gateway still posts to the `?key=` form. */
function warnQueryForm(req: FastifyRequest, warned: Set<string>) {
  const route = `${req.method} ${req.routeOptions.url ?? ''}`;
  if (warned.has(route)) return;
  warned.add(route);
  req.log.warn(
    { callback: route },
    'An SMS gateway callback is still registered with ?key=; register the new URL shown in Settings (Admin > SMS): the ?key= form will be removed in the next release',
  );
}

/**
 * Makes a plugin's scope a callback scope: form bodies are read here only
 * (the rest of the API takes JSON alone, and JSON is refused here, 415), and
 * a request without our key (in its path, or for now its query; compared in
 * constant time) is refused, 403, after validation and before its handler:
 * it changes nothing.
 */
export function callbackScope(scope: FastifyInstance, key: CallbackKey): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  scope.addHook('preHandler', async (req) => {
    const inPath = (req.params as Partial<z.output<typeof keyParams>>).key;
    if (inPath !== undefined) {
      if (!same(inPath, key.path)) throw forbidden(SMS_MESSAGES.callbackRefused);
      return;
    }
    const { key: given } = req.query as z.output<typeof keyQuery>;
    if (!same(given, key.key)) throw forbidden(SMS_MESSAGES.callbackRefused);
    warnQueryForm(req, key.warned);
  });
}

/** A callback scope with the key bound: what other areas are given (they never see the key). */
export type CallbackScope = (scope: FastifyInstance) => void;
