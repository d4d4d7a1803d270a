import { z } from 'zod';
import { optionalEmail, optionalText } from './fields.ts';

// The provider as printed orders and care cards show it (issue 21.16): set in
// Admin, the environment's SERVICE_* values as the default.

export const SERVICE_PHONE_HINT = 'A phone number, e.g. +256 414 123 456';

/** What every signed-in screen prints: null where neither Admin nor the environment set it. */
export const serviceSettingsSchema = z.object({
  serviceName: z.string(),
  servicePhone: z.string().nullable(),
  serviceEmail: z.string().nullable(),
});
export type ServiceSettings = z.infer<typeof serviceSettingsSchema>;

const detailFields = {
  serviceName: z.string().nullable(),
  servicePhone: z.string().nullable(),
  serviceEmail: z.string().nullable(),
};

/** GET /admin/service-details: what Admin set (null: not set) and the environment's defaults. */
export const serviceDetailsSchema = z.object({
  ...detailFields,
  defaults: z.object(detailFields),
  updatedAt: z.string().nullable(),
});
export type ServiceDetails = z.infer<typeof serviceDetailsSchema>;

/** PUT /admin/service-details: an empty field is not set (the environment's value applies). */
export const serviceDetailsUpdateSchema = z.object({
  serviceName: optionalText(120),
  servicePhone: optionalText(40).refine(
    (v) => v === null || /^\+?[\d\s().-]{7,}$/.test(v),
    SERVICE_PHONE_HINT,
  ),
  serviceEmail: optionalEmail(),
});
export type ServiceDetailsUpdate = z.input<typeof serviceDetailsUpdateSchema>;

export const SETTINGS_MESSAGES = {
  saved: 'Service details saved',
  failed: 'Error saving service details',
} as const;
