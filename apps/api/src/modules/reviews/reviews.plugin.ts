import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService, type ReviewsService } from './reviews.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    reviews: ReviewsService;
  }
}

/** Customers' reviews of nurse jobs; a review rates the job and the nurse. */
export const reviewsModule = fp(
  async (app) => {
    const { nurses, nurseJobs } = app.services;
    provide(app, 'reviews', createReviewsService({ db: app.database.db, nurses, nurseJobs }));
    await app.register(reviewsRoutes);
  },
  { name: 'reviews', dependencies: ['core', 'nurses', 'nurse-jobs'] },
);
