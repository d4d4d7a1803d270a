import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  changePasswordSchema,
  loginRequestSchema,
  okSchema,
  sessionSchema,
  staffUserSchema,
  success,
  verifyRequestSchema,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.auth.login,
    {
      config: { public: true },
      schema: {
        security: [],
        tags: ['auth'],
        summary: 'Check e-mail and password, then e-mail a one-time code',
        body: loginRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await app.services.auth.login({ ...req.body, ip: req.ip });
      return { status: 'success' as const };
    },
  );

  app.post(
    API.auth.verify,
    {
      config: { public: true },
      schema: {
        security: [],
        tags: ['auth'],
        summary: 'Exchange the one-time code for a session',
        body: verifyRequestSchema,
        response: { 200: success(sessionSchema) },
      },
    },
    async (req) => {
      const data = await app.services.auth.verify({
        ...req.body,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      return { status: 'success' as const, data };
    },
  );

  app.post(
    API.auth.logout,
    {
      config: { temporaryPassword: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session',
        response: { 200: okSchema },
      },
    },
    async (req) => {
      await app.services.auth.logout(req.sessionId!, actorOf(req));
      return { status: 'success' as const };
    },
  );

  app.post(
    API.auth.changePassword,
    {
      config: { temporaryPassword: true },
      schema: {
        tags: ['auth'],
        summary:
          'Change your own password (current and new); every other session of yours ends. ' +
          'A temporary password must be changed here before any other route answers.',
        body: changePasswordSchema,
        response: { 200: success(z.object({ endedSessions: z.number().int() })) },
      },
    },
    async (req) => {
      const data = await app.services.auth.changePassword({
        userId: req.user!.id,
        sessionId: req.sessionId!,
        currentPassword: req.body.currentPassword,
        newPassword: req.body.newPassword,
        actor: actorOf(req),
      });
      return { status: 'success' as const, data };
    },
  );

  app.get(
    API.auth.me,
    {
      config: { temporaryPassword: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff member',
        response: { 200: success(staffUserSchema) },
      },
    },
    async (req) => ({ status: 'success' as const, data: req.user! }),
  );
};
