import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService, type HealthService } from './health.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    health: HealthService;
  }
}

/** Liveness and readiness, open to the load balancer without a session or partner id. */
export const healthModule = fp(
  async (app) => {
    provide(app, 'health', createHealthService({ database: app.database }));
    await app.register(healthRoutes);
  },
  { name: 'health', dependencies: ['core'] },
);
