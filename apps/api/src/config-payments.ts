import { z } from 'zod';

/**
 * Issue 43: the mobile-money providers' settings. A network whose keys are
 * unset takes its prompts through the local stand-in (as SMS goes to the
 * outbox without Africa's Talking's keys). Sandbox addresses by default;
 * live ones are set here with the live keys.
 */
export const paymentsConfigShape = {
  /** MTN MoMo Collection: sandbox https://sandbox.momodeveloper.mtn.com; live https://proxy.momoapi.mtn.com. */
  MTN_MOMO_BASE_URL: z.string().url().default('https://sandbox.momodeveloper.mtn.com'),
  /** The Collection product's subscription key (Ocp-Apim-Subscription-Key). */
  MTN_MOMO_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  /** The API user (a UUID) and its API key. */
  MTN_MOMO_API_USER: z.string().min(1).optional(),
  MTN_MOMO_API_KEY: z.string().min(1).optional(),
  /** X-Target-Environment: sandbox, or mtnuganda when live. */
  MTN_MOMO_TARGET_ENVIRONMENT: z.string().min(1).default('sandbox'),
  /** The currency asked (the sandbox takes EUR only; live Uganda UGX). */
  MTN_MOMO_CURRENCY: z.string().length(3).default('UGX'),
  /** Airtel Money: UAT https://openapiuat.airtel.africa; live https://openapi.airtel.africa. */
  AIRTEL_MONEY_BASE_URL: z.string().url().default('https://openapiuat.airtel.africa'),
  AIRTEL_MONEY_CLIENT_ID: z.string().min(1).optional(),
  AIRTEL_MONEY_CLIENT_SECRET: z.string().min(1).optional(),
  /** How long a provider may take to answer one call (ms). */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * The key in the providers' callback addresses (…/payments/callback/mtn/<key>).
   * Unset: derived from APP_SECRET, the same on every server.
   */
  PAYMENT_CALLBACK_KEY: z.string().min(16).optional(),
};

type Shape = { [K in keyof typeof paymentsConfigShape]: z.infer<(typeof paymentsConfigShape)[K]> };

/** Keys that go together: all of a provider's, or none (the stand-in). */
export function paymentsConfigProblems(c: Partial<Shape>): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const mtn = [c.MTN_MOMO_SUBSCRIPTION_KEY, c.MTN_MOMO_API_USER, c.MTN_MOMO_API_KEY];
  if (mtn.some(Boolean) && !mtn.every(Boolean))
    out.push({
      path: 'MTN_MOMO_API_KEY',
      message:
        'MTN_MOMO_SUBSCRIPTION_KEY, MTN_MOMO_API_USER and MTN_MOMO_API_KEY go together: set all three, or none for the stand-in',
    });
  if (!c.AIRTEL_MONEY_CLIENT_ID !== !c.AIRTEL_MONEY_CLIENT_SECRET)
    out.push({
      path: 'AIRTEL_MONEY_CLIENT_SECRET',
      message:
        'AIRTEL_MONEY_CLIENT_ID and AIRTEL_MONEY_CLIENT_SECRET go together: set both, or neither for the stand-in',
    });
  return out;
}
