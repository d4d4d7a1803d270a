import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../platform/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

/**
 * The durable job queue (issue 24, ADR 036). Areas declare their queues
 * (`app.queue.work`, `app.queue.schedule`) while they register; the queue
 * starts once the app is ready, with the workers only where QUEUE_WORKERS
 * is on. It stops first when the app closes (preClose): running handlers
 * finish while the gateways, the areas and the database are all still open
 * (the caller closes the database after app.close()). Requests still
 * finishing may go on enqueueing.
 */
export const queuePlugin = fp(
  async (app) => {
    const queue = createJobQueue(app.database, {
      log: app.log,
      workers: app.config.QUEUE_WORKERS,
    });
    app.decorate('queue', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('preClose', async () => {
      await queue.stop().catch((err: unknown) => app.log.error({ err }, 'job queue stop failed'));
    });
  },
  { name: 'queue', dependencies: ['core'] },
);
