import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set, worked out once. @fastify/helmet builds a new
 * helmet middleware (parsing the whole policy again) on every request, about
 * a tenth of the server's time on a short API read (ADR 015); our
 * headers never vary per request (no nonces), so they are computed at start
 * and copied onto each answer.
 */
export function securityHeaders(options: HelmetOptions): {
  set: [string, string][];
  remove: string[];
} {
  const set = new Map<string, string>();
  const remove: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      set.delete(name);
      remove.push(name);
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as never, recorder, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return { set: [...set], remove };
}

export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const { set, remove } = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of remove) res.removeHeader(name);
    done();
  });
});
