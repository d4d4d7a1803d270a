import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { API, API_BASE, pathOf } from '@app/contract';
import { provide } from '../../plugins/services.ts';
import { createAutomaticMessages, type AutomaticMessages } from './sms-automatic.ts';
import { callbackKeyOf, callbackScope, type CallbackScope } from './sms-callback-scope.ts';
import { smsCallbackRoutes } from './sms-callbacks.routes.ts';
import { smsRepliesRoutes } from './sms-replies.routes.ts';
import { createSmsCallbacks, createSmsSender } from './sms-sender.ts';
import { smsRoutes } from './sms.routes.ts';
import { createSmsReplies, type SmsReplies } from './sms-replies.service.ts';
import { createSmsTemplates, type SmsTemplates } from './sms-templates.ts';
import { SEND_QUEUE, createSmsService, type SmsService } from './sms.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    sms: SmsService &
      SmsTemplates &
      Omit<SmsReplies, 'incoming'> & {
        callbacks: ReturnType<typeof createSmsCallbacks>;
        automatic: AutomaticMessages;
        /** Issue 37: makes another area's scope a callback scope (forms, our key). */
        callbackScope: CallbackScope;
      };
  }
}

/** The callback key: SMS_CALLBACK_KEY, or one derived from the app's secret (stable across restarts). */
const callbackKey = (secret: string, configured?: string) =>
  configured ?? createHmac('sha256', secret).update('sms-callback').digest('hex').slice(0, 32);

/**
 * SMS beside push (issue 24): the composer and history, opt-out, the
 * gateway's callbacks, the queue's sender and the automatic messages. The
 * areas whose work sends a message (bookings, job cards, nurse jobs) come
 * after this one and mark their events through `services.sms.automatic`.
 */
export const smsModule = fp<{ secret: string }>(
  async (app, opts) => {
    const { config, database, queue } = app;
    const db = database.db;
    const gateway = app.smsGateway;
    const service = createSmsService({
      db,
      gateway,
      queue,
      pricePerSegment: config.SMS_PRICE_UGX,
    });
    const automatic = createAutomaticMessages({
      db,
      queue,
      sms: service,
      gatewayKind: gateway.kind,
      pricePerSegment: config.SMS_PRICE_UGX,
      // Read when a message is composed: settings is registered after this area.
      serviceDetails: () => app.services.settings.effective(),
      log: app.log,
      // Issue 37: the nurse's visit code, from the visits area (registered after this one).
      visitCode: (nurseJobId) => app.services.visits.codeFor(nurseJobId),
      // and the one-tap link of the visits area's signer
      visitLink: (nurseJobId) => app.services.visitLinks.url(nurseJobId),
    });
    const replies = createSmsReplies({
      db,
      log: app.log,
      // Issue 37: looked up when a message comes (visits registers after this area).
      visitChecks: (message) => app.services.visits.fromSms(message),
    });
    const key = callbackKeyOf(callbackKey(opts.secret, config.SMS_CALLBACK_KEY));
    provide(app, 'sms', {
      ...service,
      ...createSmsTemplates({ db }),
      callbacks: createSmsCallbacks({ db, replies }),
      ...replies,
      automatic,
      callbackScope: (scope) => callbackScope(scope, key),
    });
    const send = createSmsSender({ db, gateway, log: app.log, outcomes: app.metrics.sms });
    void queue.work<{ id: number }>(SEND_QUEUE, ({ id }) => send(id), {
      expireInSeconds: 60,
      // On the embedded database (one connection), a big group drains at
      // about 25 SMS a second so the screens stay quick meanwhile (bench:sms).
      minBatchMs: database.kind === 'pglite' ? 200 : 0,
      // On PostgreSQL, five calls at once: enough for a gateway's latency,
      // few enough to leave the pool to the requests.
      batchSize: 5,
    });
    automatic.register();

    // Issue 39: the key is the URLs' last segment (the gateway sends no header of ours).
    const params = { key: key.path };
    await app.register(
      smsRoutes({
        callbackUrls: (origin) => ({
          delivery: `${origin}${API_BASE}${pathOf(API.sms.deliveryCallback, params)}`,
          incoming: `${origin}${API_BASE}${pathOf(API.sms.incomingCallback, params)}`,
          ussd: `${origin}${API_BASE}${pathOf(API.visits.ussdCallback, params)}`,
        }),
      }),
    );
    await app.register(smsRepliesRoutes);
    await app.register(smsCallbackRoutes({ key }));
  },
  { name: 'sms', dependencies: ['core', 'integrations', 'queue', 'metrics'] },
);
