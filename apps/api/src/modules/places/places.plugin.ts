import fp from 'fastify-plugin';
import { gazetteerProvider, type PlacesProvider } from '../../integrations/places/places.ts';
import { provide } from '../../plugins/services.ts';
import { placesRoutes } from './places.routes.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    places: PlacesProvider;
  }
}

/** Address suggestions, from the gazetteer shipped with the product. */
export const placesModule = fp(
  async (app) => {
    provide(app, 'places', gazetteerProvider());
    await app.register(placesRoutes);
  },
  { name: 'places', dependencies: ['core'] },
);
