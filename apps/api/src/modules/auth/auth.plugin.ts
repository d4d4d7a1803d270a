import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { signInBodies } from '../../plugins/sign-in-body.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    auth: AuthService;
  }
}

/**
 * Sign-in and sessions. Every server hears the others' session changes
 * (revocations) on the database's channel while it runs.
 */
export const authModule = fp<{ secret: string }>(
  async (app, opts) => {
    const { config, limiter } = app;
    const auth = createAuthService({
      db: app.database.db,
      mailer: app.mailer,
      secret: opts.secret,
      limiter,
      sessionTtlMs: config.SESSION_TTL_MS,
      sessionIdleMs: config.SESSION_IDLE_MS,
      sessionCacheMs: config.SESSION_CACHE_MS,
    });
    const stopListening = await app.database.listen(auth.sessionChannel, auth.sessionChanges);
    app.addHook('onClose', () => stopListening());
    provide(app, 'auth', auth);
    // The sign-in routes in a scope of their own: small bodies, and a refused
    // body counts as an attempt (plugins/sign-in-body.ts).
    await app.register(async (signIn) => {
      await signIn.register(signInBodies, { limiter });
      await signIn.register(authRoutes);
    });
  },
  { name: 'auth', dependencies: ['core', 'integrations', 'rate-limit'] },
);
