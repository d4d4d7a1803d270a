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
import { createRateLimiter, createRedisRateLimiter } from './platform/rate-limit.ts';
import { logMailer, smtpMailer, type Mailer } from './integrations/mail.ts';
import { withLogPolicy } from './lib/log.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { useJsonBodyParser } from './plugins/json-body.ts';
import { drainRefusedBody } from './plugins/drain-refused-body.ts';
import { signInBodies } from './plugins/sign-in-body.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffService, type StaffService } from './modules/staff/staff.service.ts';
import {
  createBookingsService,
  type BookingsService,
} from './modules/bookings/bookings.service.ts';
import {
  createCustomersService,
  type CustomersService,
} from './modules/customers/customers.service.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { createShopService, type ShopService } from './modules/shop/shop.service.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import {
  createSettingsService,
  type SettingsService,
} from './modules/settings/settings.service.ts';
import { createFinanceService, type FinanceService } from './modules/finance/finance.service.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import {
  createCommunicationService,
  type CommunicationService,
} from './modules/communication/communication.service.ts';
import { communicationRoutes } from './modules/communication/communication.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { fcmGateway, outboxGateway, type PushGateway } from './integrations/push.ts';
import {
  createJobCardsService,
  type JobCardsService,
} from './modules/jobcards/jobcards.service.ts';
import { jobCardsRoutes } from './modules/jobcards/jobcards.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { picturesRoutes } from './modules/pictures/pictures.routes.ts';
import { createNursesService, type NursesService } from './modules/nurses/nurses.service.ts';
import { nursesRoutes } from './modules/nurses/nurses.routes.ts';
import {
  createNurseJobsService,
  type NurseJobsService,
} from './modules/nurse-jobs/nurse-jobs.service.ts';
import { nurseJobsRoutes } from './modules/nurse-jobs/nurse-jobs.routes.ts';
import { createReviewsService, type ReviewsService } from './modules/reviews/reviews.service.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { gazetteerProvider, type PlacesProvider } from './integrations/places/places.ts';
import { diskPictureStore, MAX_PICTURE_BYTES, type PictureStore } from './integrations/storage.ts';

export type Services = {
  auth: AuthService;
  staff: StaffService;
  bookings: BookingsService;
  customers: CustomersService;
  jobCards: JobCardsService;
  nurses: NursesService;
  nurseJobs: NurseJobsService;
  reviews: ReviewsService;
  shop: ShopService;
  finance: FinanceService;
  communication: CommunicationService;
  places: PlacesProvider;
  settings: SettingsService;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
    pictures: PictureStore;
    config: Config;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  secret: string;
  mailer?: Mailer;
  /** The push gateway; by default FCM when FIREBASE_SERVICE_ACCOUNT is set, else the outbox. */
  push?: PushGateway;
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
    trustProxy: false,
    requestTimeout: 30_000,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only (API.md): a text/plain body is refused (415), not read as a string.
  app.removeContentTypeParser('text/plain');
  // An empty body is no body (SPEC 7); one nested too deeply is refused unparsed.
  useJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { config, database } = opts;
  const mailer =
    opts.mailer ??
    (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : logMailer(app.log));
  const window = { max: config.AUTH_RATE_LIMIT_MAX, windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS };
  const limiter = config.REDIS_URL
    ? createRedisRateLimiter(config.REDIS_URL, { ...window, prefix: config.REDIS_PREFIX })
    : createRateLimiter(database.db, window);
  app.addHook('onClose', () => limiter.close());
  const auth = createAuthService({
    db: database.db,
    mailer,
    secret: opts.secret,
    limiter,
    sessionTtlMs: config.SESSION_TTL_MS,
    sessionIdleMs: config.SESSION_IDLE_MS,
    sessionCacheMs: config.SESSION_CACHE_MS,
  });
  const stopListening = await database.listen(auth.sessionChannel, auth.sessionChanges);
  app.addHook('onClose', () => stopListening());
  const db = database.db;
  const pictures = diskPictureStore(config.DATA_DIR, `${API_BASE}/pictures`);
  // Bookings link a request to its customer by phone; customers create the
  // booking of their first order: the closure breaks the cycle.
  const bookings = createBookingsService({
    db,
    customers: {
      getRow: (id) => customers.getRow(id),
      findByPhone: (p) => customers.findByPhone(p),
    },
  });
  const customers = createCustomersService({ db, bookings, pictures });
  const settings = createSettingsService({
    db,
    defaults: {
      serviceName: config.SERVICE_NAME,
      servicePhone: config.SERVICE_PHONE,
      serviceEmail: config.SERVICE_EMAIL,
    },
  });
  const jobCards = createJobCardsService({
    db,
    customers,
    bookings,
    service: () => settings.effective(),
  });
  const push =
    opts.push ??
    (config.FIREBASE_SERVICE_ACCOUNT
      ? fcmGateway({ serviceAccount: config.FIREBASE_SERVICE_ACCOUNT })
      : outboxGateway());
  // Bad Firebase credentials stop the start-up, as they did before the lazy load.
  await push.ready;
  app.addHook('onClose', () => push.close());
  const nurses = createNursesService({ db, pictures });
  const nurseJobs = createNurseJobsService({ db, nurses, jobCards });
  const reviews = createReviewsService({ db, nurses, nurseJobs });
  app.decorate('database', database);
  app.decorate('pictures', pictures);
  app.decorate('config', config);
  app.decorate('services', {
    auth,
    staff: createStaffService({
      db,
      revokeSessions: (id) => auth.revokeUserSessions(id),
      staffChanged: (id) => auth.staffChanged(id),
    }),
    bookings,
    customers,
    jobCards,
    nurses,
    nurseJobs,
    reviews,
    shop: createShopService({ db, pictureHosts: config.PICTURE_HOSTS }),
    finance: createFinanceService({ db, customers }),
    communication: createCommunicationService({
      db,
      push,
      customers,
      nurses,
      serviceName: async () => (await settings.effective()).serviceName,
      log: app.log,
    }),
    places: gazetteerProvider(),
    settings,
  });

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
      await api.register(healthRoutes);
      await api.register(async (signIn) => {
        await signIn.register(signInBodies, { limiter });
        await signIn.register(authRoutes);
      });
      await api.register(staffRoutes);
      await api.register(customersRoutes);
      await api.register(bookingsRoutes);
      await api.register(shopRoutes);
      await api.register(settingsRoutes);
      await api.register(financeRoutes);
      await api.register(communicationRoutes);
      await api.register(dashboardRoutes);
      await api.register(jobCardsRoutes);
      await api.register(nursesRoutes);
      await api.register(nurseJobsRoutes);
      await api.register(reviewsRoutes);
      await api.register(searchRoutes);
      await api.register(placesRoutes);
      await api.register(picturesRoutes);
      // Unknown API paths answer inside this scope, so the session check and
      // no-store above apply to them too (401 before 404 reveals no routes).
      api.setNotFoundHandler((_req, reply) =>
        reply.status(404).send({ status: 'failed', error: MSG.notFound }),
      );
    },
    { prefix: API_BASE },
  );

  await app.register(webPlugin, { root: opts.webRoot });

  // Rate-limit windows are short-lived rows; sweep them now and then.
  const sweep = setInterval(() => void limiter.prune().catch(() => {}), 10 * 60_000);
  sweep.unref();
  // The ledger's total changes are folded every second, so readers add few
  // rows. The changes table is a queue: each fold deletes what it moved, and
  // a busy minute leaves hundreds of thousands of dead rows (ten per new
  // entry) for every reader of the totals to step over, while PostgreSQL's
  // autovacuum looks at most once a minute, and may be off (PGlite has
  // none). So it is vacuumed here every ten folds; then it stays a few pages.
  let folds = 0;
  const foldTotals = async () => {
    await app.services.finance.foldTotals();
    if (++folds % 10 === 0) await app.services.finance.vacuumTotals();
  };
  const fold = setInterval(() => void foldTotals().catch(() => {}), 1000);
  fold.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(fold);
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
