import fp from 'fastify-plugin';
import { picturesRoutes } from './pictures.routes.ts';

/** Serves the stored profile pictures (the store is an integration: plugins/integrations.ts). */
export const picturesModule = fp(
  async (app) => {
    await app.register(picturesRoutes);
  },
  { name: 'pictures', dependencies: ['integrations'] },
);
