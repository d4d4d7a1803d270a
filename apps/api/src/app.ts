import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE, MSG } from '@app/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './integrations/mail.ts';
import type { SmsGateway } from './integrations/sms.ts';
import type { PushGateway } from './integrations/push.ts';
import { MAX_PICTURE_BYTES } from './integrations/storage.ts';
import { withLogPolicy } from './lib/log.ts';
import { authPlugin } from './plugins/auth.ts';
import { backgroundJobsPlugin } from './plugins/background-jobs.ts';
import { corePlugin } from './plugins/core.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { integrationsPlugin } from './plugins/integrations.ts';
import { keysPlugin } from './plugins/keys.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { useJsonBodyParser } from './plugins/json-body.ts';
import { drainRefusedBody } from './plugins/drain-refused-body.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { queuePlugin } from './plugins/queue.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { authModule } from './modules/auth/auth.plugin.ts';
import { bookingsModule } from './modules/bookings/bookings.plugin.ts';
import { communicationModule } from './modules/communication/communication.plugin.ts';
import { customersModule } from './modules/customers/customers.plugin.ts';
import { dashboardModule } from './modules/dashboard/dashboard.plugin.ts';
import { financeModule } from './modules/finance/finance.plugin.ts';
import { healthModule } from './modules/health/health.plugin.ts';
import { jobCardsModule } from './modules/jobcards/jobcards.plugin.ts';
import { maternalModule } from './modules/maternal/maternal.plugin.ts';
import { careMessagesModule } from './modules/care-messages/care-messages.plugin.ts';
import { nurseJobsModule } from './modules/nurse-jobs/nurse-jobs.plugin.ts';
import { nursesModule } from './modules/nurses/nurses.plugin.ts';
import { paymentsModule } from './modules/payments/payments.plugin.ts';
import { payrollModule } from './modules/payroll/payroll.plugin.ts';
import { picturesModule } from './modules/pictures/pictures.plugin.ts';
import { placesModule } from './modules/places/places.plugin.ts';
import { practiceModule } from './modules/practice/practice.plugin.ts';
import { privacyModule } from './modules/privacy/privacy.plugin.ts';
import { reconciliationModule } from './modules/reconciliation/reconciliation.plugin.ts';
import { reviewsModule } from './modules/reviews/reviews.plugin.ts';
import { scheduleModule } from './modules/schedule/schedule.plugin.ts';
import { searchModule } from './modules/search/search.plugin.ts';
import { settingsModule } from './modules/settings/settings.plugin.ts';
import { shopModule } from './modules/shop/shop.plugin.ts';
import { smsModule } from './modules/sms/sms.plugin.ts';
import { staffModule } from './modules/staff/staff.plugin.ts';
import { visitsModule } from './modules/visits/visits.plugin.ts';

/**
 * The areas, each a plugin that builds its own service and registers its
 * routes. Listed so that each comes after what it declares it needs (its
 * `dependencies`): Fastify refuses to start otherwise.
 */
const MODULES = [
  healthModule,
  staffModule,
  bookingsModule,
  customersModule,
  maternalModule,
  shopModule,
  settingsModule,
  careMessagesModule,
  financeModule,
  dashboardModule,
  nursesModule,
  practiceModule,
  communicationModule,
  jobCardsModule,
  nurseJobsModule,
  visitsModule,
  reviewsModule,
  searchModule,
  placesModule,
  picturesModule,
  payrollModule,
  reconciliationModule,
  paymentsModule,
  privacyModule,
  scheduleModule,
];

export type BuildAppOptions = {
  config: Config;
  database: Database;
  secret: string;
  mailer?: Mailer;
  /** The push gateway; by default FCM when FIREBASE_SERVICE_ACCOUNT is set, else the outbox. */
  push?: PushGateway;
  /** The SMS gateway; by default Africa's Talking when AT_USERNAME is set, else the outbox. */
  sms?: SmsGateway;
  /** Logger options (tests), or a ready pino instance (the server). */
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  webRoot?: string;
};

// What a log line may hold (secrets, personal data): lib/log.ts.
export { LOG_REDACT } from './lib/log.ts';

export async function buildApp(opts: BuildAppOptions) {
  const app = Fastify({
    ...(opts.loggerInstance
      ? { loggerInstance: opts.loggerInstance }
      : { logger: withLogPolicy(opts.logger) }),
    bodyLimit: 1024 * 1024,
    // Issue 39: believed only from the proxy TRUST_PROXY names (config.ts).
    trustProxy: opts.config.TRUST_PROXY ?? false,
    requestTimeout: 30_000,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only (API.md): a text/plain body is refused (415), not read as a string.
  app.removeContentTypeParser('text/plain');
  // An empty body is no body (SPEC 7); one nested too deeply is refused unparsed.
  useJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { config } = opts;
  await app.register(corePlugin, { config, database: opts.database });
  // Keys derived from the secret for what the areas sign (issue 37: the visit links).
  await app.register(keysPlugin, { secret: opts.secret });
  await app.register(integrationsPlugin, {
    mailer: opts.mailer,
    push: opts.push,
    sms: opts.sms,
  });
  await app.register(queuePlugin);
  // Issue 39: Prometheus metrics on a port of their own (METRICS_PORT), before any route.
  await app.register(metricsPlugin);
  await app.register(rateLimitPlugin);

  await app.register(errorsPlugin);
  // a 413 (or any answer) sent before its body arrived reaches a client still writing it
  await app.register(drainRefusedBody);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // and the product pictures of the hosts PICTURE_HOSTS allows
        imgSrc: ["'self'", 'data:', 'blob:', ...config.PICTURE_HOSTS.map((h) => `https://${h}`)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
  });

  await app.register(multipart, {
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  });

  await app.register(openApiPlugin, { partnerCheck: Boolean(config.PARTNER_ID) });

  await app.register(
    async (api) => {
      await api.register(authPlugin, { partnerId: config.PARTNER_ID });
      await api.register(inputGuard);
      // Answers may carry personal and health data: never cached.
      api.addHook('onSend', async (_req, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(authModule, { secret: opts.secret });
      // SMS first: the areas whose work sends a message mark it through it.
      await api.register(smsModule, { secret: opts.secret });
      for (const area of MODULES) await api.register(area);
      await api.register(backgroundJobsPlugin);
      // Unknown API paths answer inside this scope, so the session check and
      // no-store above apply to them too (401 before 404 reveals no routes).
      api.setNotFoundHandler((_req, reply) =>
        reply.status(404).send({ status: 'failed', error: MSG.notFound }),
      );
    },
    { prefix: API_BASE },
  );

  await app.register(webPlugin, { root: opts.webRoot });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
