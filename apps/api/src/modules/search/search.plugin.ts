import fp from 'fastify-plugin';
import { searchRoutes } from './search.routes.ts';

/** The portal's search box: customers' and nurses' own searches, behind one route. */
export const searchModule = fp(
  async (app) => {
    await app.register(searchRoutes);
  },
  { name: 'search', dependencies: ['customers', 'nurses'] },
);
