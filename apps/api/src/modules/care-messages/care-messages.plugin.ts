import fp from 'fastify-plugin';
import { provide } from '../../plugins/services.ts';
import { createCareMessagesSender, type CareMessagesSender } from './care-messages-send.ts';
import { careMessagesRoutes } from './care-messages.routes.ts';
import { createCareMessagesService, type CareMessagesService } from './care-messages.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    careMessages: CareMessagesService;
    careMessagesSender: CareMessagesSender;
  }
}

/**
 * Issue 42 (ADR 057): messages for each week. The library (its English
 * shipped, written the first time the server starts with it), its texts by
 * language, its sending rules, and the hourly run that queues the day's
 * stage messages and tomorrow's reminders through the SMS area.
 */
export const careMessagesModule = fp(
  async (app) => {
    const db = app.database.db;
    const library = createCareMessagesService({ db });
    const sender = createCareMessagesSender({
      db,
      queue: app.queue,
      queueSms: (rows, tx) => app.services.sms.queue(rows, tx),
      gatewayKind: app.smsGateway.kind,
      pricePerSegment: app.config.SMS_PRICE_UGX,
      serviceDetails: () => app.services.settings.effective(),
      log: app.log,
    });
    provide(app, 'careMessages', library);
    provide(app, 'careMessagesSender', sender);
    await app.register(careMessagesRoutes);
    await sender.register();
    app.addHook('onReady', async () => {
      try {
        if (await library.fillLibrary()) app.log.info('the shipped care messages were written');
      } catch (err) {
        app.log.warn({ err }, 'the shipped care messages could not be written');
      }
    });
  },
  { name: 'care-messages', dependencies: ['core', 'queue', 'sms', 'settings', 'maternal'] },
);
