import { loadConfig } from './config.ts';
import { createLogger } from './lib/log.ts';

// The server's entry (`node dist/server.js`, `tsx src/server.ts`).
const config = loadConfig();
// Route and ids, never search terms, bodies or SQL parameters (lib/log.ts).
const logger = createLogger(config.LOG_LEVEL);

// Issue 39, traces (ADR 049): only with OTEL_EXPORTER_OTLP_ENDPOINT, and then
// started before the rest of the server is even loaded, so that its hooks see
// pg, http and Fastify arrive. Without it no OpenTelemetry module is loaded.
// Nothing above imports pg: keep it so.
const telemetry = config.OTEL_EXPORTER_OTLP_ENDPOINT
  ? await (await import('./telemetry.ts')).startTelemetry(config, logger)
  : undefined;

const { serve } = await import('./serve.ts');
await serve(config, logger, telemetry);
