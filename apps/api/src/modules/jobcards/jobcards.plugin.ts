import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { jobCardsRoutes } from './jobcards.routes.ts';
import { createJobCardsService, type JobCardsService } from './jobcards.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    jobCards: JobCardsService;
  }
}

/** Job cards, made from a booking or a customer; the care card prints the provider's details. */
export const jobCardsModule = fp(
  async (app) => {
    const { customers, bookings, settings } = app.services;
    provide(
      app,
      'jobCards',
      createJobCardsService({
        db: app.database.db,
        customers,
        bookings,
        service: () => settings.effective(),
        automatic: app.services.sms.automatic,
      }),
    );
    await app.register(jobCardsRoutes);
  },
  { name: 'jobcards', dependencies: ['core', 'customers', 'bookings', 'settings', 'sms'] },
);
