import { z } from 'zod';
import { licenceAlertSchema } from './schedule.ts';
import { ROLES } from './enums/auth.ts';
import { pageQuerySchema } from './envelope.ts';
import { dayField } from './fields.ts';
import { EMAIL_PATTERN } from './auth.ts';
import { MSG } from './messages.ts';

// A short list of the passwords people pick first; a temporary password
// must not be one of them (issue 9).
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  '12345678',
  '123456789',
  '1234567890',
  '11111111',
  '00000000',
  '87654321',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'abcd1234',
  'abc12345',
  'admin123',
  'administrator',
  'welcome1',
  'welcome123',
  'letmein1',
  'sunshine',
  'football',
  'baseball',
  'princess',
  'trustno1',
  'superman',
  'changeme',
  'kampala1',
  'kampala123',
  'uganda123',
  'uganda2026',
  'nurse123',
  'care1234',
  'mama1234',
  '1q2w3e4r',
  'zaq12wsx',
  'monkey123',
  'dragon12',
]);

export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  return (
    COMMON_PASSWORDS.has(p) || /^(.)\1+$/.test(p) || /^(0123456789|1234567890|abcdefgh)/.test(p)
  );
}

export const staffPasswordField = z
  .string({ error: MSG.required })
  .min(8, 'At least 8 characters')
  .max(200)
  .refine((p) => !isCommonPassword(p), 'This password is too common; choose another');

export const staffCreateSchema = z.object({
  name: z.string({ error: MSG.fieldRequired }).trim().min(1, MSG.fieldRequired).max(80),
  // The login form allows 30 characters (SPEC 5), so an account must fit in it.
  email: z
    .string({ error: MSG.emailRequired })
    .trim()
    .min(1, MSG.emailRequired)
    .max(30, MSG.max30)
    .regex(EMAIL_PATTERN, MSG.invalidEmail)
    .transform((v) => v.toLowerCase()),
  role: z.enum(ROLES, { error: MSG.fieldRequired }),
  password: staffPasswordField,
});
export type StaffCreate = z.input<typeof staffCreateSchema>;

export const staffUpdateSchema = z
  .object({
    role: z.enum(ROLES).optional(),
    active: z.boolean().optional(),
    name: z.string().trim().min(1).max(80).optional(),
  })
  .refine(
    (v) => v.role !== undefined || v.active !== undefined || v.name !== undefined,
    'Nothing to change',
  );

export const passwordResetSchema = z.object({ password: staffPasswordField });

/** A signed-in person changes their own password (issue 20.12): the same rules as a reset. */
const changePasswordFields = {
  currentPassword: z.string({ error: MSG.required }).min(1, MSG.required).max(1024),
  newPassword: staffPasswordField,
};
const differs = (v: { currentPassword: string; newPassword: string }) =>
  v.newPassword !== v.currentPassword;
const samePassword = { message: MSG.samePassword, path: ['newPassword'] };
export const changePasswordSchema = z.object(changePasswordFields).refine(differs, samePassword);
/** The form also asks for the new password twice. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordFields, repeatPassword: z.string().min(1, MSG.required) })
  .refine(differs, samePassword)
  .refine((v) => v.repeatPassword === v.newPassword, {
    message: 'The two new passwords are not the same',
    path: ['repeatPassword'],
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const staffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  activeSessions: z.number(),
});
export type Staff = z.infer<typeof staffSchema>;

export const STAFF_MESSAGES = {
  lastAdmin: 'There must always be at least one active ADMIN',
  duplicate: 'A staff account with this e-mail already exists',
  notFound: 'Staff account not found',
  self: 'You cannot deactivate your own account',
} as const;

const day = dayField();

export const auditQuerySchema = pageQuerySchema.extend({
  actorId: z.string().uuid('Choose a staff member').optional(),
  entity: z.string().trim().max(40).optional(),
  from: day.optional(),
  to: day.optional(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** ruling 3 / issue 9: the overview, computed in the database. */
export const dashboardSummarySchema = z.object({
  nursesAwaitingApproval: z.number(),
  newBookings: z.number(),
  jobCards: z.object({ pending: z.number(), ongoing: z.number() }),
  pendingShopOrders: z.number(),
  income: z.object({ thisMonth: z.number(), lastMonth: z.number() }),
  /** Paid income per week (weeks start on Monday, Uganda time), oldest first, 12 weeks. */
  incomeByWeek: z.array(z.object({ weekStart: z.string(), amount: z.number() })),
  /** Issue 27: approved nurses whose licence expired or expires within 30 days, soonest first (at most 50). */
  licences: z.array(licenceAlertSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
