import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  success,
  todaysVisitsQuerySchema,
  todaysVisitsSchema,
  visitSettingsSchema,
  visitSettingsUpdateSchema,
} from '@app/contract';
import { actorOf } from '../../plugins/auth.ts';
import type { VisitsTodayService } from './visits-today.service.ts';

const admin = { roles: ['ADMIN' as const] };

/** Issue 37: Today's visits on Home (any staff) and its settings (an ADMIN changes them). */
export const visitsTodayRoutes =
  (service: VisitsTodayService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.visits.today,
      {
        schema: {
          tags: ['visits'],
          summary:
            "Every visit expected on a day (Kampala's today by default) with its state, checks and alerts; late and missed first",
          querystring: todaysVisitsQuerySchema,
          response: { 200: success(todaysVisitsSchema) },
        },
      },
      async (req) => ({ status: 'success' as const, data: await service.today(req.query) }),
    );

    app.get(
      API.visits.settings,
      {
        schema: {
          tags: ['visits'],
          summary:
            'When the day and night shifts start (Kampala time), who is alerted, and from which day payroll needs proof',
          response: { 200: success(visitSettingsSchema) },
        },
      },
      async () => ({ status: 'success' as const, data: await service.allSettings() }),
    );

    app.put(
      API.visits.settings,
      {
        config: admin,
        schema: {
          tags: ['visits'],
          summary:
            "Set the shift starts, the coordinator's mobile for late and missed visits, and the day proof is required from (ADMIN only)",
          body: visitSettingsUpdateSchema,
          response: { 200: success(visitSettingsSchema) },
        },
      },
      async (req) => ({
        status: 'success' as const,
        data: await service.updateSettings(req.body, actorOf(req)),
      }),
    );
  };
