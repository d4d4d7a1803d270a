import type { Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * Issue 39, traces (ADR 049): OpenTelemetry, started by server.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, and before the rest of the server is
 * loaded. Spans: each HTTP request (its route pattern), Fastify's handling
 * of it (@fastify/otel), the PostgreSQL queries made for a request or a job,
 * the outgoing calls made for them (S3, the SMS gateway, FCM), and each run
 * of a queue's job (platform/job-span.ts). They go out over OTLP as the
 * standard OTEL_* variables say: http/protobuf by default
 * (OTEL_EXPORTER_OTLP_PROTOCOL=http/json or grpc), every span unless
 * OTEL_TRACES_SAMPLER says otherwise.
 *
 * What a span never carries: the request's address (ids, search terms in the
 * query, the secret key of a calendar feed or an SMS callback) or the values
 * of a query; the route pattern and the SQL with its placeholders say enough.
 */
export type Telemetry = {
  /** Sends the spans still waiting (5 s at most) and stops. */
  shutdown: () => Promise<void>;
};

/** PostgreSQL's client, imported by ES modules (db/client.ts, drizzle, pg-boss). */
const ESM_HOOKED = ['pg', 'pg-pool'];

export async function startTelemetry(config: Config, logger: Logger): Promise<Telemetry> {
  // Module hooks, before anything imports pg. pg's own files are CommonJS,
  // whose requires the instrumentation hooks itself; the ES module hook
  // (import-in-the-middle, in-thread through module.registerHooks, for pg
  // only) also patches pg where an ES module imports it after this point, even
  // had it been loaded earlier. Fastify and http are CommonJS requires.
  const { register } = await import('import-in-the-middle/register-hooks.mjs');
  register({ include: ESM_HOOKED });

  const [
    { NodeSDK },
    { HttpInstrumentation },
    { PgInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);

  const sdk = new NodeSDK({
    serviceName: config.OTEL_SERVICE_NAME,
    // traces only: the metrics are Prometheus's (plugins/metrics.ts), the logs pino's
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // the path and query are dropped before the span starts; the route names it
        startIncomingSpanHook: () => ({ 'url.path': undefined, 'url.query': undefined }),
        // Prometheus's scrapes of the metrics listener are no requests of ours
        ignoreIncomingRequestHook: (req) =>
          config.METRICS_PORT !== undefined && req.socket.localPort === config.METRICS_PORT,
        // a call made outside any request or job (a token refresh) is no trace of its own
        requireParentforOutgoingSpans: true,
      }),
      new PgInstrumentation({
        // pg-boss polls every queue each second: only the queries of a request or a job
        requireParentSpan: true,
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // an error's message may quote what was sent: the log keeps it, scrubbed (lib/log.ts)
        recordExceptions: false,
        // its request span says url.path = the address: the route pattern instead
        requestHook: (span, request) => {
          span.setAttribute('url.path', request.routeOptions.url ?? 'unmatched');
        },
      }),
    ],
  });
  sdk.start();
  logger.info(
    { traces: config.OTEL_EXPORTER_OTLP_ENDPOINT, service: config.OTEL_SERVICE_NAME },
    'tracing to %s',
    config.OTEL_EXPORTER_OTLP_ENDPOINT,
  );

  return {
    async shutdown() {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref());
      await Promise.race([
        sdk.shutdown().catch((err: unknown) => logger.warn({ err }, 'tracing: shutdown failed')),
        timeout,
      ]);
    },
  };
}
