import fp from 'fastify-plugin';
import type { SmsOutcomes } from '../platform/metrics.ts';

export type AppMetrics = {
  /** Where the areas count what the metrics show (the SMS sender). */
  sms: SmsOutcomes;
  /** The metrics listener's port once the app is ready; undefined when metrics are off. */
  port: () => number | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const OFF: AppMetrics = {
  sms: { sent: () => {}, failed: () => {} },
  port: () => undefined,
};

/**
 * Issue 39, Prometheus metrics (ADR 049): GET /metrics on a listener of its
 * own at METRICS_HOST:METRICS_PORT, never on the API's port. It opens when
 * the app is ready and closes with it; a port that cannot be had stops the
 * start. Unset METRICS_PORT: nothing is loaded, counted or opened.
 * Registered before the areas, so its hook sees every route.
 */
export const metricsPlugin = fp(
  async (app) => {
    const { METRICS_PORT: port, METRICS_HOST: host } = app.config;
    if (port === undefined) {
      app.decorate('metrics', OFF);
      return;
    }
    // prom-client is loaded only here
    const { createMetrics, serveMetrics } = await import('../platform/metrics.ts');
    const metrics = createMetrics({
      database: app.database,
      queue: app.queue,
      smsGateway: app.smsGateway.kind,
      log: app.log,
    });
    let listener: Awaited<ReturnType<typeof serveMetrics>> | undefined;
    app.decorate('metrics', { sms: metrics.sms, port: () => listener?.port });

    // Every answer, by the route's pattern ('/api/v1/customer/:id'), never its address.
    app.addHook('onResponse', (req, reply, done) => {
      metrics.observe(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    app.addHook('onReady', async () => {
      listener = await serveMetrics(metrics.registry, { port, host }, app.log);
      app.log.info({ metrics: `http://${host}:${listener.port}/metrics` }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      await listener?.close();
      listener = undefined;
    });
  },
  { name: 'metrics', dependencies: ['core', 'integrations', 'queue'] },
);
