import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, MSG, type Role, type StaffUser } from '@app/contract';
import type { Actor } from '../platform/audit.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: StaffUser;
    sessionId?: string;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, health). */
    public?: boolean;
    /** Roles allowed; any signed-in staff member when absent. */
    roles?: Role[];
    /** Exempt from the partner id check (load balancer probes). */
    anyPartner?: boolean;
    /** Reachable with a temporary password still unchanged (issue 20.12). */
    temporaryPassword?: boolean;
    /** Public, but refused (403) without the key in its URL: a gateway's callback (issue 24). */
    keyed?: boolean;
  }
}

export const actorOf = (req: FastifyRequest): Actor => ({
  id: req.user?.id ?? null,
  email: req.user?.email ?? null,
  ip: req.ip,
});

/**
 * Every route needs a live session unless it is marked public, and a listed
 * role when it names roles. Registered inside the /api/v1 scope only.
 */
export const authPlugin = fp<{ partnerId?: string }>(async (app, opts) => {
  app.addHook('onRequest', async (req: FastifyRequest, _reply: FastifyReply) => {
    const config = req.routeOptions.config ?? {};
    if (opts.partnerId && !config.anyPartner && req.headers[HEADERS.partnerId] !== opts.partnerId) {
      throw forbidden('Unknown partner');
    }
    if (config.public) return;
    const header = req.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header);
    // a screen refreshing itself is not the person at work: the session's idle clock runs on
    const background = req.headers[HEADERS.refresh] === 'background';
    const found = match
      ? await app.services.auth.authenticate(match[1]!, { touch: !background })
      : undefined;
    if (!found) throw unauthorized(MSG.notSignedIn);
    req.user = found.user;
    req.sessionId = found.sessionId;
    if (config.roles && !config.roles.includes(found.user.role)) throw forbidden(MSG.forbidden);
    // A temporary password set by an admin opens nothing but its own change.
    if (found.mustChangePassword && !config.temporaryPassword)
      throw forbidden(MSG.mustChangePassword);
  });
});
