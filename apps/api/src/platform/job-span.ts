import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * Issue 39: each run of a queue's handler is a span of its own (a trace's
 * root, with the handler's database queries under it). Without tracing
 * (no OTEL_EXPORTER_OTLP_ENDPOINT) the API's tracer does nothing; pg-boss
 * loads @opentelemetry/api anyway, so this costs no module more.
 */
const tracer = trace.getTracer('care-api/queue');

export function inJobSpan<T>(
  queue: string,
  job: { id: string; attempt: number },
  run: () => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(
    `process ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      // the messaging conventions pg-boss's own spans follow
      attributes: {
        'messaging.system': 'pg-boss',
        'messaging.operation.type': 'process',
        'messaging.destination.name': queue,
        'messaging.message.id': job.id,
        'care.job.attempt': job.attempt,
      },
    },
    async (span) => {
      try {
        return await run();
      } catch (err) {
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: err instanceof Error ? err.name : 'Error',
        });
        span.setAttribute('error.type', err instanceof Error ? err.name : '_OTHER');
        throw err;
      } finally {
        span.end();
      }
    },
  );
}
