import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { customersRoutes } from './customers.routes.ts';
import { createCustomersService, type CustomersService } from './customers.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    customers: CustomersService;
  }
}

/** Customer profiles; a new customer's first order becomes a booking. */
export const customersModule = fp(
  async (app) => {
    provide(
      app,
      'customers',
      createCustomersService({
        db: app.database.db,
        bookings: app.services.bookings,
        pictures: app.pictures,
      }),
    );
    await app.register(customersRoutes);
  },
  { name: 'customers', dependencies: ['core', 'integrations', 'bookings'] },
);
