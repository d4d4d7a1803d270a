import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { jobCardsRoutes } from './jobcards.routes.ts';
import { createJobCardsService, type JobCardsService } from './jobcards.service.ts';
import { jobCardTimelineRoutes } from './jobcards-timeline.routes.ts';
import {
  createJobCardTimelineService,
  type JobCardTimelineService,
} from './jobcards-timeline.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    jobCards: JobCardsService;
    jobCardTimeline: JobCardTimelineService;
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
        // issue 37: looked up when a request comes (nurse jobs register after this area)
        openJobs: {
          close: (tx, card, choice, actor, today) =>
            app.services.nurseJobs.closeOpenJobs(tx, card, choice, actor, today),
        },
      }),
    );
    // Issue 37: the card's timeline (its entries, its nurse jobs' and its SMS).
    provide(app, 'jobCardTimeline', createJobCardTimelineService(app.database.db));
    await app.register(jobCardsRoutes);
    await app.register(jobCardTimelineRoutes);
  },
  { name: 'jobcards', dependencies: ['core', 'customers', 'bookings', 'settings', 'sms'] },
);
