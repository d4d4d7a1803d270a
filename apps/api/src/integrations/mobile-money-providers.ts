import type { Config } from '../config.ts';
import { airtelMoneyGateway } from './airtel-money.ts';
import type { MobileMoneyGateway } from './mobile-money.ts';
import { mtnMomoGateway } from './mtn-momo.ts';

/**
 * The providers whose keys are set (config-payments.ts checks a provider's
 * keys go together); a network without one takes its prompts through the
 * local stand-in (modules/payments).
 */
export function mobileMoneyProviders(config: Config): {
  mtn?: MobileMoneyGateway;
  airtel?: MobileMoneyGateway;
} {
  const timeoutMs = config.PAYMENT_PROVIDER_TIMEOUT_MS;
  const out: { mtn?: MobileMoneyGateway; airtel?: MobileMoneyGateway } = {};
  if (config.MTN_MOMO_SUBSCRIPTION_KEY && config.MTN_MOMO_API_USER && config.MTN_MOMO_API_KEY)
    out.mtn = mtnMomoGateway({
      baseUrl: config.MTN_MOMO_BASE_URL,
      subscriptionKey: config.MTN_MOMO_SUBSCRIPTION_KEY,
      apiUser: config.MTN_MOMO_API_USER,
      apiKey: config.MTN_MOMO_API_KEY,
      targetEnvironment: config.MTN_MOMO_TARGET_ENVIRONMENT,
      currency: config.MTN_MOMO_CURRENCY,
      timeoutMs,
    });
  if (config.AIRTEL_MONEY_CLIENT_ID && config.AIRTEL_MONEY_CLIENT_SECRET)
    out.airtel = airtelMoneyGateway({
      baseUrl: config.AIRTEL_MONEY_BASE_URL,
      clientId: config.AIRTEL_MONEY_CLIENT_ID,
      clientSecret: config.AIRTEL_MONEY_CLIENT_SECRET,
      timeoutMs,
    });
  return out;
}
