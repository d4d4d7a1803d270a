import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { createBookingsService, type BookingsService } from './bookings.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    bookings: BookingsService;
  }
}

/**
 * Care requests. A request is linked to its customer by phone, while a new
 * customer's first order creates a booking: the customers plugin needs this
 * one, so this one looks customers up when a request comes, not when built.
 */
export const bookingsModule = fp(
  async (app) => {
    const { services } = app;
    provide(
      app,
      'bookings',
      createBookingsService({
        db: app.database.db,
        customers: {
          getRow: (id) => services.customers.getRow(id),
          findByPhone: (phone) => services.customers.findByPhone(phone),
        },
        automatic: services.sms.automatic,
      }),
    );
    await app.register(bookingsRoutes);
  },
  { name: 'bookings', dependencies: ['core', 'sms'] },
);
