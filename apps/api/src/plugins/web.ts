import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '@app/contract';

/**
 * Serves the built web app on every path outside /api, with the history-mode
 * fallback to index.html. Hashed assets are cached for a year. Everything else
 * (index.html, the service worker sw.js, its workbox-*.js, the manifest and
 * icons) has a fixed name, so it is `no-cache`: the browser asks each time and
 * finds a new version of the app.
 */
export const webPlugin = fp<{ root?: string }>(async (app, opts) => {
  const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Our own headers below; otherwise @fastify/static overwrites them.
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api') || !root || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ status: 'failed', error: MSG.notFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
