import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { shopRoutes } from './shop.routes.ts';
import { createShopService, type ShopService } from './shop.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    shop: ShopService;
  }
}

/** The shop's orders and sales. */
export const shopModule = fp(
  async (app) => {
    provide(
      app,
      'shop',
      createShopService({ db: app.database.db, pictureHosts: app.config.PICTURE_HOSTS }),
    );
    await app.register(shopRoutes);
  },
  { name: 'shop', dependencies: ['core'] },
);
