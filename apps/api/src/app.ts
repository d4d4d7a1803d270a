import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE } from '@app/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { logMailer, smtpMailer, type Mailer } from './integrations/mail.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { webPlugin } from './plugins/web.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffService, type StaffService } from './modules/staff/staff.service.ts';

export type Services = { auth: AuthService; staff: StaffService };

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: Database;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  secret: string;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
};

// Secrets never reach a log line: not the bearer token, not a code, not a password.
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'body.password',
  'body.code',
  'body.token',
];

export async function buildApp(opts: BuildAppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { config, database } = opts;
  const mailer =
    opts.mailer ??
    (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : logMailer(app.log));
  const limiter = createRateLimiter(database.db, {
    max: config.AUTH_RATE_LIMIT_MAX,
    windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS,
  });
  const auth = createAuthService({
    db: database.db,
    mailer,
    secret: opts.secret,
    limiter,
    sessionTtlMs: config.SESSION_TTL_MS,
    sessionIdleMs: config.SESSION_IDLE_MS,
  });
  app.decorate('database', database);
  app.decorate('services', { auth, staff: createStaffService({ db: database.db }) });

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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

  await app.register(swagger, {
    openapi: {
      info: { title: 'Care back-office API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(authPlugin, { partnerId: config.PARTNER_ID });
      // Answers may carry personal and health data: never cached.
      api.addHook('onSend', async (_req, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(staffRoutes);
    },
    { prefix: API_BASE },
  );

  await app.register(webPlugin, { root: opts.webRoot });

  // Rate-limit windows are short-lived rows; sweep them now and then.
  const sweep = setInterval(() => void limiter.prune().catch(() => {}), 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
