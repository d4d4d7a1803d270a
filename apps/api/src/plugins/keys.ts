import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    keys: Keys;
  }
}

export type Keys = {
  /**
   * A key of its own for one purpose (e.g. 'visit-link'), derived from the
   * app's secret: stable across restarts and servers, and no purpose's key
   * tells another's or the secret.
   */
  derive: (purpose: string) => Buffer;
};

/** The app's secret stays here; areas that sign things take a derived key (issue 37: visit links). */
export const keysPlugin = fp<{ secret: string }>(
  async (app, opts) => {
    const derive = (purpose: string) =>
      createHmac('sha256', opts.secret).update(`derived-key:${purpose}`).digest();
    app.decorate('keys', { derive } satisfies Keys);
  },
  { name: 'keys' },
);
