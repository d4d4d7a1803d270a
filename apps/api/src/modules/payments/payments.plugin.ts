import fp from 'fastify-plugin';
import { API_BASE, pathOf, API, type PaymentNetwork, type PaymentProvider } from '@app/contract';
import { standInGateway, type MobileMoneyGateway } from '../../integrations/mobile-money.ts';
import { mobileMoneyProviders } from '../../integrations/mobile-money-providers.ts';
import { provide } from '../../plugins/services.ts';
import { createPaymentChecks } from './payments-check.ts';
import { createPaymentOutcome } from './payment-outcome.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';

declare module '../../plugins/services.ts' {
  interface Services {
    payments: PaymentsService;
  }
}

/**
 * Issue 43 (ADR 058): customers pay by a prompt on their phone. MTN MoMo
 * and Airtel Money when their keys are set, each network's local stand-in
 * otherwise; the outcome comes by the provider's callback or the queue's
 * checks, whichever is first, and the books follow in the same transaction.
 */
export const paymentsModule = fp(
  async (app) => {
    const { config } = app;
    const db = app.database.db;
    const repo = createPaymentsRepo(db);
    const store = { create: repo.createPrompt, read: repo.readPrompt };
    const standIn: Record<PaymentNetwork, MobileMoneyGateway> = {
      MTN: standInGateway('MTN', store),
      Airtel: standInGateway('Airtel', store),
    };
    const providers = mobileMoneyProviders(config);
    for (const g of Object.values(providers)) app.addHook('onClose', () => g.close());
    const gatewayOf = (provider: PaymentProvider, network: PaymentNetwork) =>
      provider === 'stand-in' ? standIn[network] : (providers[provider] ?? standIn[network]);
    const key =
      config.PAYMENT_CALLBACK_KEY ?? app.keys.derive('payment-callback').toString('base64url');
    const checks = createPaymentChecks({ db, queue: app.queue, log: app.log });
    const service = createPaymentsService({
      db,
      checks,
      outcome: createPaymentOutcome({
        db,
        receipt: (tx, subject) =>
          app.services.sms.automatic.trigger(tx, 'payment_received', subject),
      }),
      gatewayFor: (network) =>
        (network === 'MTN' ? providers.mtn : providers.airtel) ?? standIn[network],
      gatewayOf,
      callbackKey: key,
      keyConfigured: config.PAYMENT_CALLBACK_KEY !== undefined,
      callbackUrl: (provider) =>
        config.PUBLIC_URL
          ? `${config.PUBLIC_URL.replace(/\/+$/, '')}${API_BASE}${pathOf(
              provider === 'mtn' ? API.payments.callbackMtn : API.payments.callbackAirtel,
              { key },
            )}`
          : null,
      serviceName: async () => (await app.services.settings.effective()).serviceName,
    });
    provide(app, 'payments', service);
    checks.register((id) => service.check(id));
    await app.register(paymentsRoutes);
    const where = (n: PaymentNetwork) =>
      (n === 'MTN' ? providers.mtn : providers.airtel)?.provider ?? 'stand-in';
    app.log.info(
      { mtn: where('MTN'), airtel: where('Airtel') },
      'payment prompts: MTN by %s, Airtel by %s',
      where('MTN'),
      where('Airtel'),
    );
  },
  { name: 'payments', dependencies: ['core', 'queue', 'sms', 'settings', 'keys'] },
);
